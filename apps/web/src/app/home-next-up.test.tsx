// Home's "Next up" (README "Home"; docs/product.md#s2-home keeps its greeting and buttons): the user's next
// three games with date, time, venue, the main team's count and the user's answer, the games still waiting
// for an answer marked and counted over every upcoming game, and each card answerable in place.
// The API and the socket.io endpoint are answered by MSW; the clock is the test's.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, RsvpBody } from '@turnout/shared';
import { signIn } from '../lib/session.ts';
import { aGame } from '../test/fixtures.ts';
import { renderInApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { testToken } from '../test/session.ts';
import { fakeSocketServer } from '../test/socket-server.ts';
import HomeScreen from './HomeScreen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  signIn(testToken({ id: 7, name: 'Ada' }));
  server.use(
    ...fakeSocketServer().handlers,
    http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
    http.get('/api/notifications/unread-count', () => HttpResponse.json({ success: true, unreadCount: 0 })),
  );
});
afterEach(() => vi.useRealTimers());

/** Four upcoming games, soonest first (the server's order); two of them wait for Ada's answer. */
const fourGames = (): Game[] => [
  aGame({
    id: 1,
    description: 'Monday Futsal',
    game_datetime: '2026-12-02T17:00:00.000Z',
    venue: 'Sea Point Courts',
    main_team_count: 8,
    my_status: 'in',
  }),
  aGame({
    id: 2,
    description: 'Five-a-side',
    game_datetime: '2026-12-03T17:00:00.000Z',
    venue: 'Greenpoint Astro',
    main_team_count: 3,
    my_status: 'pending',
  }),
  aGame({
    id: 3,
    description: 'Sunday League',
    game_datetime: '2026-12-06T08:00:00.000Z',
    venue: 'Green Point Park',
    main_team_count: 10,
    my_status: 'reserves',
    reserves_count: 2,
  }),
  aGame({
    id: 4,
    description: 'Friendly',
    game_datetime: '2026-12-10T17:00:00.000Z',
    venue: 'Hout Bay',
    main_team_count: 1,
    my_status: 'pending',
  }),
];

function gamesApi(games: Game[] | (() => Game[])) {
  server.use(
    http.get('/api/games', () => HttpResponse.json({ games: typeof games === 'function' ? games() : games })),
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('home: Next up', () => {
  it('shows the next three games with date, time, venue, count and answer, and counts every game waiting for an answer', async () => {
    gamesApi(fourGames());
    renderInApp(<HomeScreen />);

    // The spec's greeting and buttons are there at once.
    expect(screen.getByRole('heading', { name: 'Welcome to Turnout, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Games' })).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Next up' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(section).queryByRole('article', { name: 'Friendly' })).not.toBeInTheDocument();

    // Counted over all four, not only the three shown.
    expect(within(section).getByText('2 games need your answer')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All games (4)' })).toHaveAttribute('href', '/games');

    const futsal = within(card('Monday Futsal'));
    expect(futsal.getByText('Sea Point Courts')).toBeInTheDocument();
    expect(futsal.getByText('8/10')).toBeInTheDocument();
    expect(futsal.getByText("You're in")).toBeInTheDocument();
    expect(futsal.getByText(/19:00/)).toBeInTheDocument(); // the group's clock (SAST)
    expect(futsal.getByRole('link', { name: 'Monday Futsal' })).toHaveAttribute('href', '/games/1');

    const fiveASide = within(card('Five-a-side'));
    expect(fiveASide.getByText('No answer yet')).toBeInTheDocument();
    expect(fiveASide.getByText('3/10')).toBeInTheDocument();

    const sunday = within(card('Sunday League'));
    expect(sunday.getByText('10/10')).toBeInTheDocument();
    expect(sunday.getByText('Reserves', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(sunday.getByText(/10:00/)).toBeInTheDocument();
  });

  it('one game waiting says so in the singular', async () => {
    gamesApi([
      aGame({ id: 2, my_status: 'pending' }),
      aGame({ id: 5, description: 'Other', my_status: 'out' }),
    ]);
    renderInApp(<HomeScreen />);

    expect(await screen.findByText('1 game needs your answer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /All games/ })).not.toBeInTheDocument();
  });

  it('answering from a card posts the answer and the card shows it, without leaving home', async () => {
    let games = fourGames();
    gamesApi(() => games);
    const posted: RsvpBody[] = [];
    server.use(
      http.post('/api/rsvps', async ({ request }) => {
        const body = (await request.json()) as RsvpBody;
        posted.push(body);
        games = games.map((g) => (g.id === 2 ? { ...g, my_status: 'in', main_team_count: 4 } : g));
        return HttpResponse.json({ success: true, status: 'in', message: "You're in the main team." });
      }),
    );
    const { user } = renderInApp(<HomeScreen />);

    await screen.findByText('2 games need your answer');
    await user.click(within(card('Five-a-side')).getByRole('button', { name: "I'm in" }));

    expect(await screen.findByText("You're in the main team.")).toBeInTheDocument();
    expect(posted).toEqual([{ gameId: 2, status: 'in' }]);
    await waitFor(() => expect(within(card('Five-a-side')).getByText('4/10')).toBeInTheDocument());
    const fiveASide = within(card('Five-a-side'));
    expect(fiveASide.getByText("You're in")).toBeInTheDocument();
    expect(fiveASide.getByRole('button', { name: "I'm in" })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 game needs your answer')).toBeInTheDocument();
    expect(screen.queryByText(/^At \//)).not.toBeInTheDocument(); // still home
  });

  it('the buttons follow the rules: after the cutoff a main-team player cannot go out', async () => {
    vi.setSystemTime(new Date('2026-12-02T15:30:00.000Z')); // Monday Futsal's cutoff was 15:00Z
    gamesApi(fourGames());
    renderInApp(<HomeScreen />);

    const futsal = within(await screen.findByRole('article', { name: 'Monday Futsal' }));
    expect(futsal.getByRole('button', { name: "I'm out" })).toBeDisabled();
    expect(futsal.getByRole('button', { name: 'Reserves' })).toBeDisabled();
    expect(futsal.getByText('RSVP deadline to opt out has passed.')).toBeInTheDocument();
    // Before its own cutoff, Five-a-side still takes any answer the queue rule allows.
    expect(within(card('Five-a-side')).getByRole('button', { name: "I'm out" })).toBeEnabled();
  });

  it('a card opens its game', async () => {
    gamesApi(fourGames());
    const { user } = renderInApp(<HomeScreen />);

    await user.click(await screen.findByRole('link', { name: 'Sunday League' }));

    expect(screen.getByText('At /games/3')).toBeInTheDocument();
  });

  it('with no upcoming games, a short line leads to Games', async () => {
    gamesApi([]);
    renderInApp(<HomeScreen />);

    expect(await screen.findByText(/No upcoming games\./)).toBeInTheDocument();
    expect(screen.queryByText(/need.? your answer/)).not.toBeInTheDocument();
  });

  it('a failed load stays quiet: the greeting and buttons are all there is', async () => {
    let asked = false;
    server.use(
      http.get('/api/games', () => {
        asked = true;
        return HttpResponse.json({ error: 'Failed to fetch games' }, { status: 500 });
      }),
    );
    renderInApp(<HomeScreen />);

    expect(screen.getByRole('link', { name: 'Groups' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Next up' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });
});
