// The browser tab's title (lib/use-document-title.ts): "{screen} · Turnout", a group's, game's or
// series' own name once loaded, "Turnout" alone while loading and after leaving a screen.
import { renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTitle, useDocumentTitle } from '../lib/use-document-title.ts';
import { renderInApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { aGame, aGroup } from '../test/fixtures.ts';
import GamesScreen from '../features/games/GamesScreen.tsx';
import GameDetailScreen from '../features/games/GameDetailScreen.tsx';
import ChatScreen from '../features/chat/ChatScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = 'Turnout';
});

describe('useDocumentTitle', () => {
  it('writes "{title} · Turnout", and "Turnout" alone for no title', () => {
    expect(documentTitle('Thursday Five-a-side')).toBe('Thursday Five-a-side · Turnout');
    expect(documentTitle(null)).toBe('Turnout');
    expect(documentTitle('  ')).toBe('Turnout');
  });

  it('follows the title as it loads and puts "Turnout" back when the screen goes', () => {
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('Turnout');
    rerender({ title: 'Thursday Five-a-side' });
    expect(document.title).toBe('Thursday Five-a-side · Turnout');
    unmount();
    expect(document.title).toBe('Turnout');
  });
});

describe('each screen names the tab', () => {
  it('Games', async () => {
    server.use(
      http.get('/api/games', () => HttpResponse.json({ games: [] })),
      http.get('/api/groups/my-groups-with-admin-status', () =>
        HttpResponse.json({ groups: [aGroup({ is_admin: false })] }),
      ),
    );
    renderInApp(<GamesScreen />, { route: '/games', path: '/games' });
    expect(await screen.findByText('No upcoming games')).toBeVisible();
    expect(document.title).toBe('Games · Turnout');
  });

  // The tests run in Pacific/Auckland, where the 19:00 SAST kick-off is on Friday: the tab shows the
  // group's Thursday.
  it('a game: its description and day on the group’s clock, once loaded', async () => {
    server.use(
      http.get('/api/games/41', () => HttpResponse.json({ game: aGame(), isAdmin: false })),
      http.get('/api/games/41/team', () =>
        HttpResponse.json({ mainTeam: [], reserves: [], notAttending: [], max_players: 10 }),
      ),
    );
    renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
    expect(document.title).toBe('Turnout');
    await waitFor(() => expect(document.title).toMatch(/^Five-a-side, Thu,? (0?3 Dec|Dec 3) · Turnout$/));
  });

  it('Chat', () => {
    server.use(
      http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
    );
    renderInApp(<ChatScreen />, { route: '/chat', path: '/chat' });
    expect(document.title).toBe('Chat · Turnout');
  });

  it('an unknown address', () => {
    renderInApp(<NotFoundScreen />, { route: '/nowhere', path: '*' });
    expect(document.title).toBe('Page not found · Turnout');
  });
});
