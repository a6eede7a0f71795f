import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { appTexts } from './i18n.ts';

export function NotFoundScreen() {
  const t = appTexts.useT();
  useDocumentTitle(t('notFound'));
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1} size="h2">
        {t('notFound')}
      </Title>
      <Text c="dimmed">{t('notFoundText')}</Text>
      <Button component={Link} to="/">
        {t('nav.home')}
      </Button>
    </Stack>
  );
}
