/**
 * The frame of the chat list screens (/chat, /chat/groups, /chat/direct): a back button, the title and
 * the content, in the same narrow column as the conversation screens.
 */
import type { ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

export function ChatPage({
  back,
  title,
  children,
}: {
  back: { to: string; label: string; icon: ReactNode };
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={600} mx="auto" w="100%">
      <Group>
        <Button component={Link} to={back.to} variant="default" size="xs" leftSection={back.icon}>
          {back.label}
        </Button>
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
