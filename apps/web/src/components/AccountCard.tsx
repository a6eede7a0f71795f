/**
 * The frame of the account forms: a centred card, full width on a phone, 440 px at most on a desktop;
 * `corner` (e.g. the login's language menu) sits at the end of the title's line.
 */
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

export function AccountCard({
  title,
  subtitle,
  corner,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  corner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={440}
      mx="auto"
      mt={{ base: 'xs', sm: 'xl' }}
      shadow="xs"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" align="center" gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            {corner}
          </Group>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
