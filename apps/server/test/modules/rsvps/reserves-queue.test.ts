/**
 * The queue rule (docs/product.md#s4; docs/design.md#team-sheet-invariant; packages/shared team-sheet.ts):
 * every place that opens in the main team is filled at once from the front of the reserves, in queue
 * order, whatever opened it, and the promoted player is notified; a place stays open only while nobody
 * waits, so a newcomer's "in" never jumps the queue. One test per path that can open a place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { gameTexts, notificationMessages, teamMoveTexts, type TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { notifications } from '../../../src/db/schema.ts';

type Game = Awaited<ReturnType<typeof createGame>>;

describe('the reserves queue cannot be jumped', () => {
  let t: TestContext;
  let admin: TestUser;

  const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const rsvp = (user: TestUser, gameId: number, status: string) =>
    call(user, 'POST', '/api/rsvps', { gameId, status });
  const sheet = async (gameId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/team`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    const s: TeamResponse = res.json();
    const ids = (e: { user_id: number | null }[]) => e.map((x) => x.user_id);
    return { main: ids(s.mainTeam), reserves: ids(s.reserves) };
  };
  /** Who has been told "You're in!" for this game, in the order they were told. */
  const promotedNotices = async (game: Game) => {
    const rows = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.link, `/games/${game.id}`),
          // The promotion, or the newest line of a member's row for the game that it joined
          // (docs/decisions/012-coalescing-game-changes.md).
          like(
            notifications.message,
            // The factory's groups play in the column default's zone, Africa/Johannesburg.
            `%${notificationMessages.promoted({
              description: game.description,
              at: game.gameDatetime,
              timeZone: 'Africa/Johannesburg',
            })}`,
          ),
        ),
      )
      .orderBy(asc(notifications.id));
    return rows.map((r) => r.userId);
  };
  const fullName = (u: TestUser) => `${u.name} ${u.surname}`;

  /**
   * The sheet: max_players 2, main team [A, B], reserves [r1, r2], all through POST /api/rsvps;
   * `newcomer` is a member who has not answered.
   */
  async function fullGame() {
    const [a, b, r1, r2, newcomer] = [
      await createUser(t, { name: 'Ann' }),
      await createUser(t, { name: 'Ben' }),
      await createUser(t, { name: 'Rae' }),
      await createUser(t, { name: 'Rob' }),
      await createUser(t, { name: 'Nia' }),
    ] as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const group = await createGroup(t, admin, { members: [a, b, r1, r2, newcomer] });
    const game = await createGame(t, group.id, admin, { maxPlayers: 2 });
    for (const u of [a, b, r1, r2]) expect((await rsvp(u, game.id, 'in')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [a.id, b.id], reserves: [r1.id, r2.id] });
    return { a, b, r1, r2, newcomer, group, game };
  }

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
  });
  afterAll(() => t.close());

  it('an admin moving a main-team player to the reserves: the first reserve moves up, the player queues last, a newcomer queues behind', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    const res = await call(admin, 'POST', '/api/rsvps/admin/update-team', {
      userId: a.id,
      gameId: game.id,
      newTeam: 'reserves',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 'reserves',
      message: teamMoveTexts.movedToReserves(fullName(a)),
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id, a.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);

    const late = await rsvp(newcomer, game.id, 'in');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      success: true,
      status: 'reserves',
      message: "The main team is full: you're on the reserves list.",
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id, a.id, newcomer.id] });
  });

  it('the same with the last reserve: the moved player takes their place in the queue, not the newcomer', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    expect((await rsvp(r2, game.id, 'out')).statusCode).toBe(200);
    await call(admin, 'POST', '/api/rsvps/admin/update-team', {
      userId: a.id,
      gameId: game.id,
      newTeam: 'reserves',
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [a.id] });
    expect((await rsvp(newcomer, game.id, 'in')).json()).toMatchObject({ status: 'reserves' });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [a.id, newcomer.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('a main-team player saying "out"', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    expect((await rsvp(a, game.id, 'out')).json()).toMatchObject({ status: 'out' });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('a main-team player choosing the reserves goes behind everyone waiting', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    expect((await rsvp(a, game.id, 'reserves')).json()).toEqual({
      success: true,
      status: 'reserves',
      message: "You're on the reserves list.",
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id, a.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('an admin taking a main-team player off the sheet (both routes)', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    const res = await call(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: a.id });
    expect(res.json()).toMatchObject({ status: 'pending' });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    const res2 = await call(admin, 'DELETE', `/api/games/${game.id}/remove-player/${b.id}`);
    expect(res2.statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [r1.id, r2.id], reserves: [] });
    expect(await promotedNotices(game)).toEqual([r1.id, r2.id]);
  });

  it('max_players going up: the first reserves fill the new places in queue order', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    expect((await rsvp(newcomer, game.id, 'in')).json()).toMatchObject({ status: 'reserves' });
    const res = await call(admin, 'PUT', `/api/games/${game.id}`, {
      description: game.description,
      game_datetime: game.gameDatetime.toISOString(),
      max_players: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().game).toMatchObject({ max_players: 4, main_team_count: 4, reserves_count: 1 });
    expect(await sheet(game.id)).toEqual({ main: [a.id, b.id, r1.id, r2.id], reserves: [newcomer.id] });
    expect(await promotedNotices(game)).toEqual([r1.id, r2.id]);
  });

  it('a main-team player deleting their account', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    expect((await call(a, 'DELETE', '/api/users/delete-account')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('a main-team player leaving the group', async () => {
    const { a, b, r1, r2, group, game } = await fullGame();
    expect((await call(a, 'DELETE', `/api/groups/${group.id}/leave`)).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('a main-team player removed from the group', async () => {
    const { a, b, r1, r2, group, game } = await fullGame();
    expect((await call(admin, 'DELETE', `/api/groups/${group.id}/members/${a.id}`)).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('a place stays open only while nobody waits: a newcomer takes it when the reserves are empty', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2, a]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [] });
    expect((await rsvp(newcomer, game.id, 'in')).json()).toMatchObject({ status: 'in' });
    expect(await sheet(game.id)).toEqual({ main: [b.id, newcomer.id], reserves: [] });
  });

  it('refuses the moves the queue would undo at once (409 with a sentence), changing nothing', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    // A reserve cannot be moved up past the queue: while anyone waits the main team is full.
    const up = await call(admin, 'POST', '/api/rsvps/admin/update-team', {
      userId: r2.id,
      gameId: game.id,
      newTeam: 'main',
    });
    expect(up.statusCode).toBe(409);
    expect(up.json()).toMatchObject({ error: gameTexts.mainTeamFull(2), code: 'MAIN_TEAM_FULL' });

    for (const u of [r1, r2]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    // Nobody waits to take A's place: A would be promoted straight back.
    const down = await call(admin, 'POST', '/api/rsvps/admin/update-team', {
      userId: a.id,
      gameId: game.id,
      newTeam: 'reserves',
    });
    expect(down.statusCode).toBe(409);
    expect(down.json()).toEqual({
      error: teamMoveTexts.nobodyWaiting(fullName(a)),
      message: teamMoveTexts.nobodyWaiting(fullName(a)),
      code: 'NOBODY_WAITING',
    });
    const self = await rsvp(a, game.id, 'reserves');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      error: gameTexts.nobodyWaitingForYourPlace,
      message: gameTexts.nobodyWaitingForYourPlace,
      code: 'NOBODY_WAITING',
    });
    expect(await sheet(game.id)).toEqual({ main: [a.id, b.id], reserves: [] });

    // With a free place, nobody queues: "reserves" would be promoted at once.
    expect((await rsvp(b, game.id, 'out')).statusCode).toBe(200);
    const queue = await rsvp(newcomer, game.id, 'reserves');
    expect(queue.statusCode).toBe(409);
    expect(queue.json()).toEqual({
      error: gameTexts.mainTeamHasRoom,
      message: gameTexts.mainTeamHasRoom,
      code: 'MAIN_TEAM_HAS_ROOM',
    });
    const added = await call(admin, 'POST', '/api/rsvps/add', {
      gameId: game.id,
      userId: newcomer.id,
      status: 'reserves',
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({
      error: teamMoveTexts.mainTeamHasRoom(fullName(newcomer)),
      code: 'MAIN_TEAM_HAS_ROOM',
    });
    expect(await sheet(game.id)).toEqual({ main: [a.id], reserves: [] });
  });

  it('settles a sheet left with a free place while reserves wait before deciding anything', async () => {
    // Written straight into the database, as the old rule could leave it: a free place, r1 waiting.
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    await setRsvp(t, game.id, a.id, 'out');
    await setRsvp(t, game.id, r2.id, 'out');
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [r1.id] });

    expect((await rsvp(newcomer, game.id, 'in')).json()).toMatchObject({ status: 'reserves' });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [newcomer.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });
});
