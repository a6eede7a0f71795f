// The main navigation (app/Layout.tsx, app/MainNav.tsx): signed in, every screen has Home, Games,
// Groups, Chat and Notifications, as a bottom tab bar on a phone and in the header on a wide screen,
// with the current tab marked and the Chat and Notifications unread badges kept live by the socket.
// Signed out there is no navigation. The API and the socket.io endpoint are answered by MSW.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { serverEvents } from '@turnout/shared/realtime';
import { signIn, signOut } from '../lib/session.ts';
import { renderInApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { testToken } from '../test/session.ts';
import { fakeSocketServer } from '../test/socket-server.ts';
import { Layout } from './Layout.tsx';

const TABS = ['Home', 'Games', 'Groups', 'Chat', 'Notifications'];

function showAt(route: string) {
  return renderInApp(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<h1>The screen</h1>} />
      </Route>
    </Routes>,
    { route, path: '/*' },
  );
}

/** The browser's width: `wide` matches the sm breakpoint's min-width query (test/setup.ts matches none). */
function viewport(wide: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: wide && /min-width/.test(query) });
  return () => {
    window.matchMedia = original;
  };
}

let restoreViewport = () => undefined as void;
afterEach(() => restoreViewport());

describe('signed in', () => {
  let socket: ReturnType<typeof fakeSocketServer>;
  beforeEach(() => {
    signIn(testToken());
    socket = fakeSocketServer();
    server.use(
      ...socket.handlers,
      http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 2, directUnread: 1 })),
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ success: true, unreadCount: 4 })),
    );
  });
  afterEach(() => signOut());

  it('shows a bottom tab bar on a phone, the current tab marked, with the unread badges', async () => {
    showAt('/games/41');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('contentinfo')).toContainElement(nav);
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).toBeNull();

    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Games',
      'Groups',
      expect.stringMatching(/^Chat/),
      expect.stringMatching(/^Notifications/),
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/games',
      '/groups',
      '/chat',
      '/notifications',
    ]);
    const games = within(nav).getByRole('link', { name: 'Games' });
    expect(games).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    expect(await within(nav).findByRole('link', { name: 'Chat 3 unread messages' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Notifications 4 unread notifications' })).toBeVisible();
  });

  it('keeps the badges live: a pushed count replaces the shown one, and 0 hides the badge', async () => {
    showAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Notifications 4 unread notifications' });
    await expect.poll(() => socket.connections()).toBe(1);

    socket.push(serverEvents.notificationsUnreadCount, { unreadCount: 5 });
    expect(
      await within(nav).findByRole('link', { name: 'Notifications 5 unread notifications' }),
    ).toBeVisible();
    socket.push(serverEvents.chatUnreadCount, { groupUnread: 0, directUnread: 0 });
    expect(await within(nav).findByRole('link', { name: 'Chat' })).toBeVisible();
  });

  it.each([
    ['/', 'Home'],
    ['/view-games', 'Games'],
    ['/edit-team/41', 'Games'],
    ['/series/3', 'Games'],
    ['/groups', 'Groups'],
    ['/group/5/add-member', 'Groups'],
    ['/chat/direct/9', 'Chat'],
    ['/notifications', 'Notifications'],
  ])('marks the tab of %s: %s', async (route, tab) => {
    showAt(route);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current).toHaveAccessibleName(new RegExp(`^${tab}`));
  });

  it('marks no tab on a screen outside them (Profile)', async () => {
    showAt('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[aria-current]')).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(TABS.length);
  });

  it('puts the same links in the header on a wide screen, and no tab bar', async () => {
    restoreViewport = viewport(true);
    showAt('/chat/groups');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('banner')).toContainElement(nav);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/', '/games', '/groups', '/chat', '/notifications']);
    expect(await within(nav).findByRole('link', { name: 'Chat 3 unread messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('signed out', () => {
  it.each([false, true])('shows no navigation (wide screen: %s)', async (wide) => {
    restoreViewport = viewport(wide);
    showAt('/login');
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Turnout home' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Games' })).toBeNull();
  });
});
