/**
 * The frame of every screen: a header with the Turnout mark and the user badge, the screen below. The
 * badge (a menu and a dialog, with their positioning and focus code) is loaded only for a signed-in user
 * with a name, so the sign-in screens load less JavaScript (the first-screen budget, bench/README.md "Web").
 */
import { lazy, Suspense } from 'react';
import { AppShell, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';

const UserBadge = lazy(async () => ({
  default: (await import('../features/accounts/components/UserBadge.tsx')).UserBadge,
}));

export function Layout() {
  const session = useSession();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <UnstyledButton component={Link} to="/" aria-label="Turnout home">
              <Group gap={8} wrap="nowrap">
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Text fw={800} size="lg" c="green.9">
                  Turnout
                </Text>
              </Group>
            </UnstyledButton>
            {session?.user.name.trim() ? (
              <Suspense fallback={null}>
                <UserBadge />
              </Suspense>
            ) : null}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
