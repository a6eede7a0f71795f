/**
 * The queue rule (product.md #beyond-reserves-queue; docs/decisions/010-reserves-queue.md; packages/shared
 * team-sheet.ts): "in" takes a free place, else the back of the reserves; "reserves" joins the back at
 * any time (a reserve by choice, who stays there while the main team has room); a place that opens in a
 * FULL main team goes at once to the front of the reserves as the queue stood before the change, and
 * the promoted player is notified; a player who moved or was moved to the reserves goes behind everyone
 * already waiting, so a newcomer's "in" never jumps the queue. One test per path, and each reply says
 * where the player now stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { gameTexts, notificationMessages, teamMoveTexts, type TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { notifications } from '../../../src/db/schema.ts';

type Game = Awaited<ReturnType<typeof createGame>>;

describe('the reserves queue as clubs run it', () => {
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
  /** The reserves' by_choice marks, in queue order. */
  const choices = async (gameId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/team`,
      headers: t.auth(admin),
    });
    return (res.json() as TeamResponse).reserves.map((e) => e.by_choice);
  };
  const move = (gameId: number, user: TestUser, newTeam: 'main' | 'reserves') =>
    call(admin, 'POST', '/api/rsvps/admin/update-team', { userId: user.id, gameId, newTeam });
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
      position: { list: 'reserves', place: 2 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id, a.id] });
    // Moved by an admin: waiting for a place, not by choice.
    expect(await choices(game.id)).toEqual([false, false]);
    expect(await promotedNotices(game)).toEqual([r1.id]);

    const late = await rsvp(newcomer, game.id, 'in');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      success: true,
      status: 'reserves',
      message: "The main team is full: you're 3rd on the reserves.",
      position: { list: 'reserves', place: 3 },
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
    expect((await rsvp(a, game.id, 'out')).json()).toEqual({
      success: true,
      status: 'out',
      message: "You're marked as not attending.",
      position: { list: 'out', place: null },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('a main-team player choosing the reserves goes behind everyone waiting', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    expect((await rsvp(a, game.id, 'reserves')).json()).toEqual({
      success: true,
      status: 'reserves',
      message: "You're 2nd on the reserves.",
      position: { list: 'reserves', place: 2 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id, a.id] });
    expect(await choices(game.id)).toEqual([false, true]);
    expect(await promotedNotices(game)).toEqual([r1.id]);
  });

  it('an admin taking a main-team player off the sheet (both routes)', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    const res = await call(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: a.id });
    expect(res.json()).toMatchObject({ status: 'pending', position: { list: 'none', place: null } });
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

  it('a place that opens while nobody waits stays open: a newcomer takes it', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2, a]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [] });
    expect((await rsvp(newcomer, game.id, 'in')).json()).toEqual({
      success: true,
      status: 'in',
      message: "You're in the main team.",
      position: { list: 'main', place: 2 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, newcomer.id], reserves: [] });
  });

  it('"reserves" while the main team has room: a reserve by choice, who stays there', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2, a]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    // Main [B], one free place: "I'll play if you need me".
    const chose = await rsvp(newcomer, game.id, 'reserves');
    expect(chose.statusCode).toBe(200);
    expect(chose.json()).toEqual({
      success: true,
      status: 'reserves',
      message: "You're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [newcomer.id] });
    expect(await choices(game.id)).toEqual([true]);
    // A place opening in a main team that was not full goes to nobody: B leaves, the chooser stays.
    expect((await rsvp(b, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [], reserves: [newcomer.id] });
    // Anyone's "in" takes a free place; the reserve by choice is not jumped, they chose to wait.
    expect((await rsvp(r1, game.id, 'in')).json()).toMatchObject({
      status: 'in',
      position: { list: 'main', place: 1 },
    });
    expect(await sheet(game.id)).toEqual({ main: [r1.id], reserves: [newcomer.id] });
    // And the reserve by choice's own "in" takes the free place left.
    expect((await rsvp(newcomer, game.id, 'in')).json()).toMatchObject({
      status: 'in',
      position: { list: 'main', place: 2 },
    });
    expect(await sheet(game.id)).toEqual({ main: [r1.id, newcomer.id], reserves: [] });
    expect(await promotedNotices(game)).toEqual([]);
  });

  it('a main-team player choosing the reserves while nobody waits: the place stays open for the next "in"', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    const self = await rsvp(a, game.id, 'reserves');
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ status: 'reserves', message: "You're 1st on the reserves." });
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [a.id] });
    expect((await rsvp(newcomer, game.id, 'in')).json()).toMatchObject({ status: 'in' });
    expect(await sheet(game.id)).toEqual({ main: [b.id, newcomer.id], reserves: [a.id] });
    // Now full again: the next place that opens is A's, at the front of the queue.
    expect((await rsvp(b, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [newcomer.id, a.id], reserves: [] });
    expect(await promotedNotices(game)).toEqual([a.id]);
  });

  it('an admin moving a main-team player to the reserves while nobody waits (product.md §4 Admin team moves)', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    for (const u of [r1, r2]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    const down = await move(game.id, a, 'reserves');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({
      success: true,
      status: 'reserves',
      message: teamMoveTexts.movedToReserves(fullName(a)),
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [a.id] });
    expect(await choices(game.id)).toEqual([false]);
    // And back up while the main team has a free place.
    const up = await move(game.id, a, 'main');
    expect(up.json()).toEqual({
      success: true,
      status: 'in',
      message: teamMoveTexts.movedToMainTeam(fullName(a)),
      position: { list: 'main', place: 2 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, a.id], reserves: [] });
  });

  it('an admin adding a member to the reserves while the main team has room', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2, a]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    const added = await call(admin, 'POST', '/api/rsvps/add', {
      gameId: game.id,
      userId: newcomer.id,
      status: 'reserves',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      success: true,
      status: 'reserves',
      message: teamMoveTexts.addedToReserves(fullName(newcomer)),
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [newcomer.id] });
  });

  it('the front of the queue takes a place that opens in a full team, by choice or not', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    // Full main [A, B]; newcomer chooses the reserves, then r1 queues with an "in".
    expect((await rsvp(newcomer, game.id, 'reserves')).statusCode).toBe(200);
    expect((await rsvp(r1, game.id, 'in')).json()).toMatchObject({
      message: "The main team is full: you're 2nd on the reserves.",
    });
    expect(await choices(game.id)).toEqual([true, false]);
    expect((await rsvp(a, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, newcomer.id], reserves: [r1.id] });
    expect(await promotedNotices(game)).toEqual([newcomer.id]);
  });

  it('a reserve answering again keeps their place; "in" of a full team waits for a place', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    // r1 and r2 wait behind the full main team [A, B]; r1 says "reserves": now by choice, same place.
    expect((await rsvp(r1, game.id, 'reserves')).json()).toMatchObject({
      status: 'reserves',
      message: "You're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect(await choices(game.id)).toEqual([true, false]);
    // "in" again: the main team is full, r1 keeps 1st place and waits for one.
    expect((await rsvp(r1, game.id, 'in')).json()).toEqual({
      success: true,
      status: 'reserves',
      message: "The main team is full: you're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect(await choices(game.id)).toEqual([false, false]);
    expect(await sheet(game.id)).toEqual({ main: [a.id, b.id], reserves: [r1.id, r2.id] });

    // r1 chooses the reserves again, then A leaves the full main team: r1, front of the queue, moves up.
    expect((await rsvp(r1, game.id, 'reserves')).statusCode).toBe(200);
    expect((await rsvp(a, game.id, 'out')).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, r1.id], reserves: [r2.id] });
    // r1 chooses the reserves from a full main team: r2 (the queue as it stood) takes the place.
    expect((await rsvp(r1, game.id, 'reserves')).json()).toMatchObject({
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, r2.id], reserves: [r1.id] });
  });

  it('max_players going up over a main team with free places moves nobody up', async () => {
    const { a, b, r1, r2, game } = await fullGame();
    for (const u of [r1, r2]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    expect((await rsvp(a, game.id, 'reserves')).statusCode).toBe(200);
    const res = await call(admin, 'PUT', `/api/games/${game.id}`, {
      description: game.description,
      game_datetime: game.gameDatetime.toISOString(),
      max_players: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id], reserves: [a.id] });
  });

  it('refuses moving anyone into a full main team (409 with a sentence), changing nothing', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    // A reserve cannot be moved up past the queue: the main team is full.
    const up = await move(game.id, r2, 'main');
    expect(up.statusCode).toBe(409);
    expect(up.json()).toMatchObject({ error: gameTexts.mainTeamFull(2), code: 'MAIN_TEAM_FULL' });
    const add = await call(admin, 'POST', '/api/rsvps/add', {
      gameId: game.id,
      userId: newcomer.id,
      status: 'in',
    });
    expect(add.statusCode).toBe(409);
    expect(await sheet(game.id)).toEqual({ main: [a.id, b.id], reserves: [r1.id, r2.id] });
  });

  it('guests share the queue: a guest at the front takes the place, a guest leaving a full team lets the front in', async () => {
    const { a, b, r1, r2, newcomer, game } = await fullGame();
    for (const u of [r1, r2]) expect((await rsvp(u, game.id, 'out')).statusCode).toBe(200);
    // Full main [A, B]: B's guest queues first, then newcomer chooses the reserves.
    const guest = await call(b, 'POST', `/api/games/${game.id}/guests`, { name: 'Sam' });
    expect(guest.statusCode).toBe(201);
    expect(guest.json().guest).toMatchObject({ status: 'reserves' });
    expect((await rsvp(newcomer, game.id, 'reserves')).json()).toMatchObject({
      position: { list: 'reserves', place: 2 },
    });
    // A moved down by an admin: the guest takes the place, A goes behind the newcomer.
    expect((await move(game.id, a, 'reserves')).json()).toMatchObject({
      position: { list: 'reserves', place: 2 },
    });
    expect(await sheet(game.id)).toEqual({ main: [b.id, null], reserves: [newcomer.id, a.id] });
    // The guest taken off a full main team: the front of the queue, the newcomer by choice, moves up.
    const guestId = guest.json().guest.guest_id as number;
    expect((await call(b, 'DELETE', `/api/games/${game.id}/guests/${guestId}`)).statusCode).toBe(200);
    expect(await sheet(game.id)).toEqual({ main: [b.id, newcomer.id], reserves: [a.id] });
    expect(await promotedNotices(game)).toEqual([newcomer.id]);
  });
});
