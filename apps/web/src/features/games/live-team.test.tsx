// The live team sheet (docs/design.md#realtime) and its split "Not attending": the game screen joins the
// game's room over the socket (again after a reconnect), and a `team_changed` for this game refetches the
// sheet, so another player's answer shows without reloading; another game's push changes nothing. The
// network and the socket.io endpoint are MSW's (test/socket-server.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamEntry, TeamResponse } from '@turnout/shared';
import { clientEvents, serverEvents } from '@turnout/shared/realtime';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { testToken } from '../../test/session.ts';
import { aGame } from '../../test/fixtures.ts';
import GameDetailScreen from './GameDetailScreen.tsx';

const GAME = 41;
const player = (user_id: number, name: string, status: TeamEntry['status']): TeamEntry => ({
  user_id,
  name,
  surname: 'Dlamini',
  status,
});

/** Nobody in yet: Sipho said no, 13 more have not answered. */
const before: TeamResponse = {
  mainTeam: [],
  reserves: [],
  notAttending: [
    player(3, 'Sipho', 'out'),
    ...Array.from({ length: 13 }, (_, i) => player(10 + i, `Player${i + 1}`, 'pending')),
  ],
  max_players: 10,
  offers: [],
};

/** Player1 has answered In. */
const after: TeamResponse = {
  ...before,
  mainTeam: [{ ...before.notAttending[1]!, status: 'in' }],
  notAttending: before.notAttending.filter((e) => e.user_id !== 10),
};

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

beforeEach(() => signIn(testToken({ id: 1 })));

describe('game screen: live team sheet', () => {
  it('splits Not attending into Out and No answer yet, each with its count', async () => {
    server.use(
      http.get(`/api/games/${GAME}`, () => HttpResponse.json({ game: aGame(), isAdmin: false })),
      http.get(`/api/games/${GAME}/payments`, () =>
        HttpResponse.json({ currency: 'ZAR', cost_mode: 'split', total: '0.00', final: false, players: [] }),
      ),
      http.get(`/api/games/${GAME}/team`, () =>
        HttpResponse.json({
          ...before,
          notAttending: before.notAttending.map((e) => ({ ...e, status: 'pending' })),
        }),
      ),
      ...fakeSocketServer().handlers,
    );
    renderInApp(<GameDetailScreen />, { route: `/games/${GAME}`, path: '/games/:gameId' });

    const notAttending = within(await screen.findByRole('region', { name: 'Not attending' }));
    expect(notAttending.getByRole('heading', { name: 'Out (0)' })).toBeInTheDocument();
    expect(notAttending.getByRole('heading', { name: 'No answer yet (14)' })).toBeInTheDocument();
    expect(screen.queryByText(/Not attending \(/)).not.toBeInTheDocument();
  });

  it("joins the game's room and refetches the sheet on team_changed, again after a reconnect", async () => {
    let sheet = before;
    let teamFetches = 0;
    const socket = fakeSocketServer();
    server.use(
      http.get(`/api/games/${GAME}`, () => HttpResponse.json({ game: aGame(), isAdmin: false })),
      http.get(`/api/games/${GAME}/payments`, () =>
        HttpResponse.json({ currency: 'ZAR', cost_mode: 'split', total: '0.00', final: false, players: [] }),
      ),
      http.get(`/api/games/${GAME}/team`, () => {
        teamFetches += 1;
        return HttpResponse.json(sheet);
      }),
      ...socket.handlers,
    );
    renderInApp(<GameDetailScreen />, { route: `/games/${GAME}`, path: '/games/:gameId' });

    expect(await screen.findByRole('heading', { name: 'Out (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No answer yet (13)' })).toBeInTheDocument();
    await waitFor(() => expect(socket.emitted).toContainEqual([clientEvents.joinGame, { gameId: GAME }]));

    // Another game's change: nothing to refetch.
    const fetched = teamFetches;
    socket.push(serverEvents.teamChanged, { gameId: GAME + 1 });

    // Player1 answers In elsewhere: the server says this game's sheet changed.
    sheet = after;
    socket.push(serverEvents.teamChanged, { gameId: GAME });
    await waitFor(() => expect(section(/^Main team 1\/10/).getByText('Player1 Dlamini')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'No answer yet (12)' })).toBeInTheDocument();
    expect(teamFetches).toBe(fetched + 1);

    // The connection drops; on reconnect the screen joins the room again.
    socket.drop();
    await waitFor(() => expect(socket.connections()).toBe(2), { timeout: 5_000 });
    await waitFor(() =>
      expect(socket.emitted.filter(([event]) => event === clientEvents.joinGame)).toEqual([
        [clientEvents.joinGame, { gameId: GAME }],
        [clientEvents.joinGame, { gameId: GAME }],
      ]),
    );
  });

  it("after an answer (team_changed with game: false) refetches the sheet, not the game, and shows the game's new counts and the viewer's answer", async () => {
    let sheet = before;
    let teamFetches = 0;
    let gameFetches = 0;
    const socket = fakeSocketServer();
    server.use(
      http.get(`/api/games/${GAME}`, () => {
        gameFetches += 1;
        return HttpResponse.json({
          game: aGame({ id: GAME, my_status: 'pending', main_team_count: 0, reserves_count: 0 }),
          isAdmin: false,
        });
      }),
      http.get(`/api/games/${GAME}/payments`, () =>
        HttpResponse.json({ currency: 'ZAR', cost_mode: 'split', total: '0.00', final: false, players: [] }),
      ),
      http.get(`/api/games/${GAME}/team`, () => {
        teamFetches += 1;
        return HttpResponse.json(sheet);
      }),
      ...socket.handlers,
    );
    signIn(testToken({ id: 10 }));
    const { queryClient } = renderInApp(<GameDetailScreen />, {
      route: `/games/${GAME}`,
      path: '/games/:gameId',
    });
    expect(await screen.findByRole('heading', { name: 'No answer yet (13)' })).toBeInTheDocument();
    await waitFor(() => expect(socket.emitted).toContainEqual([clientEvents.joinGame, { gameId: GAME }]));
    const [games, teams] = [gameFetches, teamFetches];

    // Player1 (the viewer, user 10) answered In on another device: only the sheet changed.
    sheet = after;
    socket.push(serverEvents.teamChanged, { gameId: GAME, game: false });
    await waitFor(() => expect(section(/^Main team 1\/10/).getByText('Player1 Dlamini')).toBeInTheDocument());
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ game: { main_team_count: number; my_status: string } }>([
          'games',
          'detail',
          GAME,
        ])?.game,
      ).toMatchObject({ main_team_count: 1, reserves_count: 0, my_status: 'in' }),
    );
    expect(teamFetches).toBe(teams + 1);
    expect(gameFetches).toBe(games);

    // An edit of the game (game: true) refetches the game too.
    socket.push(serverEvents.teamChanged, { gameId: GAME, game: true });
    await waitFor(() => expect(gameFetches).toBe(games + 1));
  });
});
