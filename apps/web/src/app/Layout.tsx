/**
 * The frame of every screen: a header with the Turnout mark and the user badge, the screen below, and
 * for a signed-in user the main navigation (MainNav: Home, Games, Groups, Chat, Notifications): a
 * bottom tab bar on phones, the same links in the header from the sm breakpoint. The page is padded at
 * the bottom by the bar's height plus the safe-area inset (the AppShell's footer offset), so the bar
 * never covers the end of a screen or the chat composer; a focused field scrolls clear of it too
 * (scroll-padding). Signed-out screens have no bar. The badge and the navigation (with their menu,
 * dialog and socket code) are loaded only for a signed-in user, so the sign-in screens load less
 * JavaScript (the first-screen budget, bench/README.md "Web").
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { AppShell, Container, Group, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import classes from './Layout.module.css';
import { appTexts } from './i18n.ts';

const UserBadge = lazy(async () => ({
  default: (await import('../features/accounts/components/UserBadge.tsx')).UserBadge,
}));

const MainNav = lazy(async () => ({ default: (await import('./MainNav.tsx')).MainNav }));

/** The bottom tab bar's height in px, without the safe-area inset the AppShell adds below it. */
export const TAB_BAR_HEIGHT = 60;

/** The main area's bottom padding over the bar: the AppShell's own plus the safe-area inset. */
const aboveTabBar =
  'calc(var(--app-shell-footer-offset, 0rem) + env(safe-area-inset-bottom) + var(--app-shell-padding))';

/**
 * Removes index.html's pre-rendered header (#boot-shell, painted before any JavaScript) in the frame
 * this Layout's identical header first paints in (a layout effect runs before the browser paints), so
 * the swap shows nothing and moves nothing (bench/README.md "Web").
 */
function useRemoveBootShell() {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
}

/**
 * True from the first moment no query is fetching (once the screen's first data has come and been
 * drawn), or 3 s after the frame first showed, and from then on. The user badge and the navigation,
 * with their menus, dialogs and socket (about 60 KB gzipped), load only then, so they do not share the
 * phone's bandwidth and processor with what the screen shows first (bench/README.md "Web"). Watched
 * from an effect: the screen's queries start in its own effects, which run before this one.
 */
function useScreenSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const check = () => {
      if (queryClient.isFetching() === 0) setSettled(true);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const soon = setTimeout(check, 0); // a screen that fetches nothing
    // A screen whose first answer is slow does not keep the navigation away for more than 3 s.
    const cap = setTimeout(() => setSettled(true), 3000);
    return () => {
      unsubscribe();
      clearTimeout(soon);
      clearTimeout(cap);
    };
  }, [queryClient, settled]);
  return settled;
}

export function Layout() {
  const t = appTexts.useT();
  useRemoveBootShell();
  const settled = useScreenSettled();
  const session = useSession();
  const theme = useMantineTheme();
  // Read at the first render (not in an effect), so a phone never flashes the header links.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const signedIn = session !== null;
  const tabBar = signedIn && !wide;

  return (
    <AppShell header={{ height: 56 }} footer={tabBar ? { height: TAB_BAR_HEIGHT } : undefined} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <UnstyledButton component={Link} to="/" aria-label={t('homeLink')}>
              <Group gap={8} wrap="nowrap">
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Text fw={800} size="lg" c="var(--turnout-brand-text)">
                  Turnout
                </Text>
              </Group>
            </UnstyledButton>
            {signedIn && wide && settled ? (
              <Suspense fallback={null}>
                <MainNav placement="header" />
              </Suspense>
            ) : null}
            {settled && session?.user.name.trim() ? (
              <Suspense fallback={null}>
                <UserBadge />
              </Suspense>
            ) : null}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main style={tabBar ? { paddingBottom: aboveTabBar } : undefined}>
        <Container size="md" px={0}>
          {signedIn ? <OfflineBanner /> : null}
          <Outlet />
        </Container>
      </AppShell.Main>
      {tabBar ? (
        <AppShell.Footer className={classes.tabBar}>
          {settled ? (
            <Suspense fallback={null}>
              <MainNav placement="bar" />
            </Suspense>
          ) : null}
        </AppShell.Footer>
      ) : null}
    </AppShell>
  );
}
