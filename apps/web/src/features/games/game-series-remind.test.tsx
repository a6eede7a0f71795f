// The game screen of a recurring game and the reminder button (README "Recurring games", "Reminders"):
// a game of a series says how it repeats and links to the series; a group admin can remind, now, the
// members who have not answered (the count comes from the team sheet), and the server's 10-minute
// refusal shows as a warning. The clock is the test's (only Date is faked); the network is MSW.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, TeamResponse } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { aGame, aSeries } from '../../test/fixtures.ts';
import GameDetailScreen from './GameDetailScreen.tsx';

// The game: 19:00 SAST on Thursday 3 December 2026 (fixtures.ts); now is a week before.
const NOW = new Date('2026-11-26T10:00:00.000Z');

const SERIES = aSeries({ start_date: '2026-11-26' });

const entry = (user_id: number, status: 'in' | 'out' | 'pending') => ({
  user_id,
  name: `P${user_id}`,
  surname: 'X',
  status,
});

/** Two in, one out, `pending` who have not answered. */
function team(pending: number): TeamResponse {
  return {
    mainTeam: [entry(1, 'in'), entry(2, 'in')],
    reserves: [],
    notAttending: [entry(3, 'out'), ...Array.from({ length: pending }, (_, i) => entry(10 + i, 'pending'))],
    max_players: 10,
    offers: [],
  };
}

function answer({
  game = {},
  isAdmin = true,
  pending = 3,
}: {
  game?: Partial<Game>;
  isAdmin?: boolean;
  pending?: number;
}) {
  server.use(
    http.get('/api/games/41', () =>
      HttpResponse.json({ game: aGame({ series_id: 3, is_admin: isAdmin, ...game }), isAdmin }),
    ),
    http.get('/api/games/41/payments', () =>
      HttpResponse.json({ currency: 'ZAR', cost_mode: 'split', total: '0.00', final: false, players: [] }),
    ),
    http.get('/api/games/41/team', () => HttpResponse.json(team(pending))),
    http.get('/api/game-series/3', () => HttpResponse.json({ series: SERIES, games: [] })),
  );
}

function openGame() {
  return renderInApp(<GameDetailScreen />, { route: '/games/41', path: '/games/:gameId' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn(testToken({ id: 1 }));
});
afterEach(() => vi.useRealTimers());

describe('game screen: series', () => {
  it('a game of a weekly series says "Repeats every Thursday" and links admins to edit or stop it', async () => {
    answer({});
    openGame();

    expect(await screen.findByText('Repeats every Thursday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit or stop the series' })).toHaveAttribute(
      'href',
      '/series/3',
    );
  });

  it('a player sees the rule and a link to the series', async () => {
    answer({ isAdmin: false });
    openGame();

    expect(await screen.findByText('Repeats every Thursday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the series' })).toHaveAttribute('href', '/series/3');
  });

  it('a one-off game asks for no series', async () => {
    answer({ game: { series_id: null } });
    openGame();

    await screen.findByRole('heading', { name: 'Five-a-side' });
    expect(screen.queryByText(/^Repeats/)).not.toBeInTheDocument();
  });
});

describe('game screen: remind', () => {
  it('an admin reminds the members who have not answered and is told how many were', async () => {
    answer({ pending: 3 });
    const posts: string[] = [];
    server.use(
      http.post('/api/games/41/remind', ({ request }) => {
        posts.push(request.url);
        return HttpResponse.json({ success: true, reminded: 3 });
      }),
    );
    const { user } = openGame();

    await user.click(await screen.findByRole('button', { name: "Remind the 3 who haven't answered" }));

    expect(await screen.findByText('Reminded 3 players.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('leaves the admin looking at the screen out of the count (the server does not remind them)', async () => {
    answer({ pending: 2 });
    const withMe = team(2);
    withMe.notAttending.push(entry(1, 'pending'));
    server.use(http.get('/api/games/41/team', () => HttpResponse.json(withMe)));
    openGame();

    expect(
      await screen.findByRole('button', { name: "Remind the 2 who haven't answered" }),
    ).toBeInTheDocument();
  });

  it("a second reminder within 10 minutes shows the server's sentence as a warning", async () => {
    answer({ pending: 1 });
    const sentence = 'The players of this game were reminded 3 minutes ago. Try again in 7 minutes.';
    server.use(
      http.post('/api/games/41/remind', () => HttpResponse.json({ error: sentence }, { status: 429 })),
    );
    const { user } = openGame();

    await user.click(await screen.findByRole('button', { name: "Remind the 1 who hasn't answered" }));

    const toast = (await screen.findByText(sentence)).closest('.mantine-Notification-root');
    expect(toast).toHaveStyle({ '--notification-color': 'var(--mantine-color-yellow-filled)' });
  });

  it('no button when everyone has answered, for a player, or once the game has started', async () => {
    answer({ pending: 0 });
    const first = openGame();
    await screen.findByText('P3 X');
    expect(screen.queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
    first.unmount();

    answer({ isAdmin: false });
    const second = openGame();
    await screen.findByText('P10 X');
    expect(screen.queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
    second.unmount();

    answer({ game: { game_datetime: '2026-11-26T09:00:00.000Z' } });
    openGame();
    await screen.findByText('P10 X');
    expect(screen.queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
  });
});
