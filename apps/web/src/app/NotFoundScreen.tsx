import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">There is nothing at this address.</Text>
      <Button component={Link} to="/">
        Home
      </Button>
    </Stack>
  );
}
