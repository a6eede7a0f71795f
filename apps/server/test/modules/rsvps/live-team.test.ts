/**
 * The live team sheet (docs/design.md#realtime; ../../../src/modules/rsvps/live.ts): a socket that joined a
 * game's room hears `team_changed { gameId }` after every committed change to the sheet or the game; an
 * outsider cannot join; a member removed from the group stops hearing at once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { clientEvents, serverEvents, type TeamChangedPush } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { closeClients, collect, connectClient, listen, nextEvent } from '../../support/sockets.ts';
import { createSeries, deleteSeries, putSeries, seriesBody, seriesWorld } from '../series/helpers.ts';

type Ack = { ok: boolean; room?: string; error?: string };
const emitWithAck = (socket: Socket, event: string, ...args: unknown[]) =>
  socket.timeout(2000).emitWithAck(event, ...args) as Promise<Ack>;
const refused = { ok: false, error: 'You can only follow a game of a group you are a member of.' };

describe('live team sheet', () => {
  let t: TestContext;
  let base: string;
  let admin: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  let outsider: TestUser;
  let groupId: number;

  beforeAll(async () => {
    t = await build();
    base = await listen(t);
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    ann = await createUser(t, { name: 'Ann' });
    ben = await createUser(t, { name: 'Ben' });
    outsider = await createUser(t, { name: 'Oscar' });
    groupId = (await createGroup(t, admin, { members: [ann, ben] })).id;
    await createGroup(t, outsider);
  });
  afterEach(() => closeClients());
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const joined = async (user: TestUser, gameId: number) => {
    const socket = await connectClient(base, user.token);
    expect(await emitWithAck(socket, clientEvents.joinGame, { gameId })).toEqual({
      ok: true,
      room: `game:${gameId}`,
    });
    return socket;
  };

  it("tells a member's open game about another member's answer and an admin move (the sheet alone), an edit and a deletion (the game)", async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const watcher = await joined(ann, game.id);

    // Ben answers In.
    let changed = nextEvent<TeamChangedPush>(watcher, serverEvents.teamChanged);
    expect((await call(ben, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' })).statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, game: false });

    // The admin takes Ben off the sheet, then adds him back.
    changed = nextEvent<TeamChangedPush>(watcher, serverEvents.teamChanged);
    const move = await call(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: ben.id });
    expect(move.json()).toMatchObject({ status: 'pending' });
    expect(await changed).toEqual({ gameId: game.id, game: false });
    changed = nextEvent<TeamChangedPush>(watcher, serverEvents.teamChanged);
    const add = await call(admin, 'POST', '/api/rsvps/add', {
      gameId: game.id,
      userId: ben.id,
      status: 'in',
    });
    expect(add.statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, game: false });

    // The admin edits the game.
    changed = nextEvent<TeamChangedPush>(watcher, serverEvents.teamChanged);
    const edit = await call(admin, 'PUT', `/api/games/${game.id}`, {
      description: 'Moved to Friday',
      game_datetime: game.gameDatetime.toISOString(),
      max_players: 3,
    });
    expect(edit.statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, game: true });

    // A refused answer changes nothing and announces nothing; a deletion is announced.
    const all = collect<TeamChangedPush>(watcher, serverEvents.teamChanged);
    expect((await call(ben, 'POST', '/api/rsvps', { gameId: game.id, status: 'maybe' })).statusCode).toBe(
      400,
    );
    changed = nextEvent<TeamChangedPush>(watcher, serverEvents.teamChanged);
    expect((await call(admin, 'DELETE', `/api/games/${game.id}`)).statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, game: true });
    expect(all).toEqual([{ gameId: game.id, game: true }]);
  });

  it('refuses an outsider, who hears nothing; another game is not heard either', async () => {
    const game = await createGame(t, groupId, admin);
    const other = await createGame(t, groupId, admin);
    const spy = await connectClient(base, outsider.token);
    expect(await emitWithAck(spy, clientEvents.joinGame, { gameId: game.id })).toEqual(refused);
    expect(await emitWithAck(spy, clientEvents.joinGame, { gameId: 999_999 })).toEqual(refused);
    expect(await emitWithAck(spy, clientEvents.joinGame, game.id)).toEqual(refused);
    expect(await emitWithAck(spy, clientEvents.joinGame, { gameId: String(game.id) })).toEqual(refused);
    const leaked = collect(spy, serverEvents.teamChanged);
    const member = await joined(ann, other.id);
    const heard = collect<TeamChangedPush>(member, serverEvents.teamChanged);

    await call(ben, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' });
    // Sentinel: a change of the game the member follows, after the one nobody here may hear.
    const sentinel = nextEvent<TeamChangedPush>(member, serverEvents.teamChanged);
    await call(ben, 'POST', '/api/rsvps', { gameId: other.id, status: 'out' });
    expect(await sentinel).toEqual({ gameId: other.id, game: false });
    expect(heard).toEqual([{ gameId: other.id, game: false }]);
    expect(leaked).toEqual([]);
  });

  it('stops telling a member who left the room or was removed from the group', async () => {
    const game = await createGame(t, groupId, admin);
    const leaver = await joined(ann, game.id);
    const removed = await joined(ben, game.id);
    const stays = await joined(admin, game.id);
    expect(await emitWithAck(leaver, clientEvents.leaveGame, { gameId: game.id })).toMatchObject({
      ok: true,
    });
    const leaverHeard = collect(leaver, serverEvents.teamChanged);
    const own = nextEvent<TeamChangedPush>(removed, serverEvents.teamChanged);
    await call(ben, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' });
    expect(await own).toEqual({ gameId: game.id, game: false });
    const removedHeard = collect(removed, serverEvents.teamChanged);

    // Removing Ben (who answered In) changes the sheet: the admin's screen hears it, Ben's does not.
    let changed = nextEvent<TeamChangedPush>(stays, serverEvents.teamChanged);
    expect((await call(admin, 'DELETE', `/api/groups/${groupId}/members/${ben.id}`)).statusCode).toBe(200);
    expect(await changed).toEqual({ gameId: game.id, game: false });

    changed = nextEvent<TeamChangedPush>(stays, serverEvents.teamChanged);
    await call(ann, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' });
    expect(await changed).toEqual({ gameId: game.id, game: false });
    expect(removedHeard).toEqual([]);
    expect(leaverHeard).toEqual([]);
    // And Ben cannot join again.
    expect(await emitWithAck(removed, clientEvents.joinGame, { gameId: game.id })).toEqual(refused);
  });
});

describe('live team sheet: recurring games', () => {
  afterEach(() => closeClients());

  it("announces a series edit and its stop to the rooms of the series' games", async () => {
    const w = await seriesWorld('2027-03-10T09:00:00Z');
    try {
      const base = await listen(w.t);
      const { series, games } = await createSeries(w);
      const [first, second] = games;
      const a = await connectClient(base, w.member.token);
      const b = await connectClient(base, w.other.token);
      for (const [socket, gameId] of [
        [a, first!.id],
        [b, second!.id],
      ] as const) {
        expect(await emitWithAck(socket, clientEvents.joinGame, { gameId })).toMatchObject({ ok: true });
      }

      let toA = nextEvent<TeamChangedPush>(a, serverEvents.teamChanged);
      let toB = nextEvent<TeamChangedPush>(b, serverEvents.teamChanged);
      const edit = await putSeries(w, series.id, seriesBody(w, { time: '20:00', venue: 'Astro 3' }));
      expect(edit.statusCode).toBe(200);
      expect(await toA).toEqual({ gameId: first!.id, game: true });
      expect(await toB).toEqual({ gameId: second!.id, game: true });

      toA = nextEvent<TeamChangedPush>(a, serverEvents.teamChanged);
      toB = nextEvent<TeamChangedPush>(b, serverEvents.teamChanged);
      expect((await deleteSeries(w, series.id)).statusCode).toBe(200);
      expect(await toA).toEqual({ gameId: first!.id, game: true });
      expect(await toB).toEqual({ gameId: second!.id, game: true });
    } finally {
      closeClients();
      await w.t.close();
    }
  });
});
