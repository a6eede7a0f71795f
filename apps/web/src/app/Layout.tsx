/** The frame of every screen: a header with the Turnout mark and the user badge, the screen below. */
import { AppShell, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { UserBadge } from '../features/accounts/components/UserBadge.tsx';

export function Layout() {
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
            <UserBadge />
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
