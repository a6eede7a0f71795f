// The notifications list (README "Notifications"): a notification that gathers several changes to one
// game (docs/decisions/012-coalescing-game-changes.md) shows its heading once and each change as its own
// line of a list; a notification of one line shows just that line.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Notification } from '@turnout/shared';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import NotificationsScreen from './NotificationsScreen.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { installBrowserWithoutPush, removePushBrowser } from './push-stubs.ts';

beforeEach(() => installBrowserWithoutPush());
afterEach(removePushBrowser);
afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

const note = (id: number, message: string): Notification => ({
  id,
  message,
  link: `/games/${id}`,
  created_at: '2026-11-27T10:00:00.000Z',
  is_read: false,
});

it('lists the changes of a gathered notification one a line under its heading', async () => {
  server.use(
    http.get('/api/notifications', () =>
      HttpResponse.json({
        success: true,
        notifications: [
          note(
            1,
            '2 changes:\nGame changed: Five-a-side is now at Hall 3.\nGame changed: Five-a-side is now at Hall 4.',
          ),
          note(2, 'New game in Venue League: Five-a-side, Tue 1 Dec 19:00.'),
        ],
      }),
    ),
  );
  renderInApp(<NotificationsScreen />, { route: '/notifications', path: '/notifications' });

  const heading = await screen.findByText('2 changes:');
  const item = heading.closest('li')!;
  const changes = within(item).getAllByRole('listitem');
  expect(changes.map((li) => li.textContent)).toEqual([
    'Game changed: Five-a-side is now at Hall 3.',
    'Game changed: Five-a-side is now at Hall 4.',
  ]);
  const single = screen.getByText('New game in Venue League: Five-a-side, Tue 1 Dec 19:00.').closest('li')!;
  expect(within(single).queryAllByRole('listitem')).toEqual([]);
});

it('shows the list, its counts and its actions in German, the unread count as a plural (README "Languages")', async () => {
  server.use(
    http.get('/api/notifications', () =>
      HttpResponse.json({
        success: true,
        notifications: [
          note(1, 'Neues Spiel'),
          note(2, 'Spiel verlegt'),
          { ...note(3, 'Alt'), is_read: true },
        ],
      }),
    ),
  );
  await changeLanguage('de');
  const { user } = renderInApp(<NotificationsScreen />, { route: '/notifications', path: '/notifications' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Mitteilungen' })).toBeVisible();
  expect(await screen.findByText('2 ungelesen')).toBeVisible();
  expect(screen.getAllByText('Neu')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
    'href',
    '/notification-settings',
  );
  expect(screen.getByRole('region', { name: 'Mitteilungen auf diesem Gerät' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  expect(screen.getByRole('button', { name: 'Auswahl löschen' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Alle löschen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alle Mitteilungen löschen?' });
  expect(
    within(dialog).getByText('Alle 3 Mitteilungen werden gelöscht. Das lässt sich nicht rückgängig machen.'),
  ).toBeVisible();
});
