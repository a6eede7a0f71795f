// The games list (docs/product.md#s2-games-list) answers in place: each card carries the three RSVP buttons
// (docs/product.md#s4), enabled by the shared rules; a click posts the answer, stays on the list and the card
// shows the new answer and count. The API is answered by MSW; the clock is the test's.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, RsvpBody } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { aGame } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import GamesScreen from './GamesScreen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  signIn(testToken({ id: 7 }));
  // The user's groups (the Create Game button asks): a player, admin of none.
  server.use(http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({ groups: [] })));
});
afterEach(() => vi.useRealTimers());

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('games list: answering on the card', () => {
  it('posts the answer, stays on the list and shows the new answer and count on the card', async () => {
    let games: Game[] = [
      aGame({
        id: 1,
        description: 'Monday Futsal',
        game_datetime: '2026-12-02T17:00:00.000Z',
        main_team_count: 8,
        my_status: 'in',
      }),
      aGame({ id: 2, description: 'Five-a-side', main_team_count: 5, my_status: 'pending' }),
    ];
    const posted: RsvpBody[] = [];
    server.use(
      http.get('/api/games', () => HttpResponse.json({ games })),
      http.post('/api/rsvps', async ({ request }) => {
        posted.push((await request.json()) as RsvpBody);
        games = games.map((g) => (g.id === 1 ? { ...g, my_status: 'out', main_team_count: 7 } : g));
        return HttpResponse.json({ success: true, status: 'out', message: "You're out of this game." });
      }),
    );
    const { user } = renderInApp(<GamesScreen />, { route: '/games', path: '/games' });

    await screen.findByRole('article', { name: 'Monday Futsal' });
    expect(card('Five-a-side').getByText('No answer yet')).toBeInTheDocument();
    expect(card('Monday Futsal').getByRole('button', { name: "I'm in" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(card('Monday Futsal').getByRole('button', { name: "I'm out" }));

    expect(await screen.findByText("You're out of this game.")).toBeInTheDocument();
    expect(posted).toEqual([{ gameId: 1, status: 'out' }]);
    await waitFor(() => expect(card('Monday Futsal').getByText('7/10')).toBeInTheDocument());
    expect(card('Monday Futsal').getByText("You're out")).toBeInTheDocument();
    expect(card('Monday Futsal').getByRole('button', { name: "I'm out" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Available Games' })).toBeInTheDocument(); // not navigated
    // View Details still opens the game.
    expect(card('Five-a-side').getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/games/2',
    );
  });

  it('offers only the answers the rules allow: after the cutoff a main-team player cannot go out', async () => {
    vi.setSystemTime(new Date('2026-12-03T15:10:00.000Z')); // Five-a-side kicks off 17:00Z, cutoff 2 h
    server.use(
      http.get('/api/games', () =>
        HttpResponse.json({
          games: [
            aGame({
              id: 2,
              description: 'Five-a-side',
              main_team_count: 10,
              reserves_count: 1,
              my_status: 'in',
            }),
          ],
        }),
      ),
    );
    renderInApp(<GamesScreen />, { route: '/games', path: '/games' });

    const fiveASide = within(await screen.findByRole('article', { name: 'Five-a-side' }));
    expect(fiveASide.getByRole('button', { name: "I'm out" })).toBeDisabled();
    expect(fiveASide.getByRole('button', { name: 'Reserves' })).toBeDisabled();
    expect(fiveASide.getByRole('button', { name: "I'm in" })).toBeDisabled();
    expect(fiveASide.getByText('RSVP deadline to opt out has passed.')).toBeInTheDocument();
  });
});
