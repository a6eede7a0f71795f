import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameTexts, type TeamResponse } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { gameGuests, games, groupMembers } from '../../../src/db/schema.ts';
import { releaseUserFromUpcomingGames } from '../../../src/modules/rsvps/service.ts';

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

describe('RSVPs and the team sheet', () => {
  let t: TestContext;
  let admin: TestUser;
  let players: TestUser[];
  let outsider: TestUser;
  let groupId: number;

  const rsvp = (user: TestUser, gameId: number, status: string) =>
    t.app.inject({ method: 'POST', url: '/api/rsvps', headers: t.auth(user), payload: { gameId, status } });
  const team = async (gameId: number, user: TestUser = admin): Promise<TeamResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/team`,
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const ids = (entries: { user_id: number | null }[]) => entries.map((e) => e.user_id);
  const sheet = async (gameId: number) => {
    const s = await team(gameId);
    return { main: ids(s.mainTeam), reserves: ids(s.reserves), notAttending: ids(s.notAttending) };
  };
  /** RSVPs one after the other, so arrival order is the order given. */
  const rsvpAll = async (users: TestUser[], gameId: number, status: string) => {
    for (const u of users) expect((await rsvp(u, gameId, status)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    players = [];
    for (let i = 0; i < 8; i++) players.push(await createUser(t, { name: `P${i}`, surname: 'Player' }));
    outsider = await createUser(t);
    groupId = (await createGroup(t, admin, { members: players })).id;
  });
  afterAll(() => t.close());

  it('puts `in` answers in the main team until it is full, then on the reserves, and says which', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, c] = players as [TestUser, TestUser, TestUser];
    expect((await rsvp(a, game.id, 'in')).json()).toEqual({
      success: true,
      status: 'in',
      message: "You're in the main team.",
      position: { list: 'main', place: 1 },
    });
    expect((await rsvp(b, game.id, 'in')).json()).toMatchObject({ status: 'in' });
    expect((await rsvp(c, game.id, 'in')).json()).toEqual({
      success: true,
      status: 'reserves',
      message: "The main team is full: you're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect(await sheet(game.id)).toMatchObject({ main: [a.id, b.id], reserves: [c.id] });
    const detail = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}`, headers: t.auth(c) });
    expect(detail.json().game).toMatchObject({
      my_status: 'reserves',
      main_team_count: 2,
      reserves_count: 1,
    });
  });

  it('queues reserves in arrival order and promotes the first one when a main-team player goes out', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, r1, r2, r3] = players as [TestUser, TestUser, TestUser, TestUser, TestUser];
    await rsvpAll([a, b, r1], game.id, 'in');
    await rsvpAll([r2], game.id, 'reserves');
    await rsvpAll([r3], game.id, 'in');
    expect((await sheet(game.id)).reserves).toEqual([r1.id, r2.id, r3.id]);

    expect((await rsvp(a, game.id, 'out')).json()).toEqual({
      success: true,
      status: 'out',
      message: "You're marked as not attending.",
      position: { list: 'out', place: null },
    });
    expect(await sheet(game.id)).toMatchObject({ main: [b.id, r1.id], reserves: [r2.id, r3.id] });
    expect((await sheet(game.id)).notAttending[0]).toBe(a.id);
  });

  it('changes nothing when a player re-sends their status: a reserve keeps their place in line', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 1 });
    const [a, r1, r2] = players as [TestUser, TestUser, TestUser];
    await rsvpAll([a, r1, r2], game.id, 'in');
    expect((await rsvp(r1, game.id, 'in')).json()).toMatchObject({ status: 'reserves' });
    expect((await rsvp(r1, game.id, 'reserves')).json()).toEqual({
      success: true,
      status: 'reserves',
      message: "You're 1st on the reserves.",
      position: { list: 'reserves', place: 1 },
    });
    expect((await rsvp(a, game.id, 'in')).json()).toMatchObject({ status: 'in' });
    expect(await sheet(game.id)).toMatchObject({ main: [a.id], reserves: [r1.id, r2.id] });
  });

  it('moves a main-team player who picks reserves behind the reserve promoted in their place', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, r1] = players as [TestUser, TestUser, TestUser];
    await rsvpAll([a, b, r1], game.id, 'in');
    expect((await rsvp(a, game.id, 'reserves')).json()).toMatchObject({ status: 'reserves' });
    expect(await sheet(game.id)).toMatchObject({ main: [b.id, r1.id], reserves: [a.id] });
  });

  it('lets an out or pending player join the main team again while it has room', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 3 });
    const [a, b] = players as [TestUser, TestUser];
    await rsvpAll([a], game.id, 'out');
    await rsvpAll([b, a], game.id, 'in');
    expect((await sheet(game.id)).main).toEqual([b.id, a.id]);
  });

  it('after the cutoff refuses "out" from anyone and a main-team player leaving (409, the sentence) but still lets players join', async () => {
    const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
    const [a, b, c, d, e] = players as [TestUser, TestUser, TestUser, TestUser, TestUser];
    await rsvpAll([a, c], game.id, 'in');
    await rsvpAll([d], game.id, 'reserves');
    // Three hours' cutoff on a game two hours away: the cutoff has passed.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}`,
      headers: t.auth(admin),
      payload: {
        description: 'Soon',
        game_datetime: inHours(2).toISOString(),
        max_players: 2,
        rsvp_cutoff: 3,
      },
    });
    expect(edit.statusCode).toBe(200);
    // docs/product.md#s4: after the cutoff "I'm out" is refused for everyone — the main team (a), a reserve
    // (d) and a member who never answered (e) — and a main-team player may not step down to the reserves.
    for (const [who, status] of [
      [a, 'out'],
      [a, 'reserves'],
      [d, 'out'],
      [e, 'out'],
    ] as const) {
      const res = await rsvp(who, game.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: gameTexts.deadlinePassed,
        message: gameTexts.deadlinePassed,
        code: 'DEADLINE_PASSED',
      });
    }
    expect((await rsvp(b, game.id, 'in')).json()).toMatchObject({ status: 'reserves' });
    expect(await sheet(game.id)).toMatchObject({ main: [a.id, c.id], reserves: [d.id, b.id] });
    expect((await sheet(game.id)).notAttending).toContain(e.id);
  });

  it('refuses every RSVP to a game that has started (409)', async () => {
    const game = await createGame(t, groupId, admin, { gameDatetime: inHours(-1) });
    for (const status of ['in', 'out', 'reserves']) {
      const res = await rsvp(players[0]!, game.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(gameTexts.gameStarted);
    }
  });

  it('answers 404 to an outsider or an unknown game, 401 without a token, 400 for a bad body', async () => {
    const game = await createGame(t, groupId, admin);
    for (const res of [await rsvp(outsider, game.id, 'in'), await rsvp(admin, 999999, 'in')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/rsvps',
      payload: { gameId: game.id, status: 'in' },
    });
    expect(anonymous.statusCode).toBe(401);
    const badStatus = await rsvp(admin, game.id, 'maybe');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error).toBe('Status must be one of: in, out, reserves.');
    expect((await rsvp(admin, Number.NaN, 'in')).statusCode).toBe(400);
    expect(await sheet(game.id)).toMatchObject({ main: [], reserves: [] });
  });

  describe('GET /api/games/:id/team', () => {
    it('lists main team, reserves, then members who said out and members who have not answered', async () => {
      const group = await createGroup(t, admin, { members: players.slice(0, 5) });
      const game = await createGame(t, group.id, admin, { maxPlayers: 1 });
      const [a, b, c, d, e] = players as [TestUser, TestUser, TestUser, TestUser, TestUser];
      await rsvpAll([b, a], game.id, 'in');
      await rsvpAll([d, c], game.id, 'out');
      // A former member's "out" no longer shows; someone outside the group never does.
      await t.app.db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, c.id)));
      await setRsvp(t, game.id, outsider.id, 'out');

      const s = await team(game.id, e);
      expect(s.max_players).toBe(1);
      expect(s.mainTeam).toEqual([{ user_id: b.id, name: b.name, surname: b.surname, status: 'in' }]);
      // Each reserve says whether they chose the reserves (a's "in" waits behind a full team).
      expect(s.reserves).toEqual([
        { user_id: a.id, name: a.name, surname: a.surname, status: 'reserves', by_choice: false },
      ]);
      expect(s.notAttending).toEqual([
        { user_id: d.id, name: d.name, surname: d.surname, status: 'out' },
        { user_id: admin.id, name: 'Ada', surname: 'Admin', status: 'pending' },
        { user_id: e.id, name: e.name, surname: e.surname, status: 'pending' },
      ]);
    });

    it('answers 404 to an outsider even with rows on the sheet, and to an unknown game; a member who said out sees it', async () => {
      const game = await createGame(t, groupId, admin, { maxPlayers: 7 });
      // Rows a former member left behind: an answer and a guest of theirs.
      await setRsvp(t, game.id, outsider.id, 'in');
      await t.app.db
        .insert(gameGuests)
        .values({ gameId: game.id, hostUserId: outsider.id, name: 'Sam', status: 'in' });
      const asOutsider = await t.app.inject({
        method: 'GET',
        url: `/api/games/${game.id}/team`,
        headers: t.auth(outsider),
      });
      expect(asOutsider.statusCode).toBe(404);
      expect(asOutsider.json().error).toBe(gameTexts.gameNotFound);
      const unknown = await t.app.inject({
        method: 'GET',
        url: `/api/games/${game.id + 100000}/team`,
        headers: t.auth(admin),
      });
      expect(unknown.statusCode).toBe(404);

      const leaver = await createUser(t);
      await t.app.db.insert(groupMembers).values({ groupId, userId: leaver.id });
      await setRsvp(t, game.id, leaver.id, 'out');
      const s = await team(game.id, leaver);
      expect(s.max_players).toBe(7);
      expect(s.mainTeam.map((e: { name: string }) => e.name)).toEqual([outsider.name, 'Sam']);
      expect(s.notAttending[0]).toEqual({
        user_id: leaver.id,
        name: leaver.name,
        surname: leaver.surname,
        status: 'out',
      });
    });

    it('answers 404 to an outsider and 401 without a token', async () => {
      const game = await createGame(t, groupId, admin);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/games/${game.id}/team`,
        headers: t.auth(outsider),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(gameTexts.gameNotFound);
      expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/team` })).statusCode).toBe(401);
    });
  });

  describe('editing max_players', () => {
    const setMax = async (gameId: number, max: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${gameId}`,
        headers: t.auth(admin),
        payload: {
          description: 'Thursday kickabout',
          game_datetime: inHours(72).toISOString(),
          max_players: max,
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json().game;
    };

    it('promotes the first reserves into the places a higher max_players opens', async () => {
      const game = await createGame(t, groupId, admin, { maxPlayers: 2 });
      const [a, b, r1, r2, r3] = players as [TestUser, TestUser, TestUser, TestUser, TestUser];
      await rsvpAll([a, b, r1, r2, r3], game.id, 'in');
      expect(await setMax(game.id, 4)).toMatchObject({
        max_players: 4,
        main_team_count: 4,
        reserves_count: 1,
      });
      expect(await sheet(game.id)).toMatchObject({ main: [a.id, b.id, r1.id, r2.id], reserves: [r3.id] });
    });

    it('moves the latest main-team joiners to the front of the reserves, in their order, and back again', async () => {
      const game = await createGame(t, groupId, admin, { maxPlayers: 4 });
      const [a, b, c, d, r1, r2] = players as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
      await rsvpAll([a, b, c, d, r1, r2], game.id, 'in');
      expect(await setMax(game.id, 2)).toMatchObject({ main_team_count: 2, reserves_count: 4 });
      expect(await sheet(game.id)).toMatchObject({
        main: [a.id, b.id],
        reserves: [c.id, d.id, r1.id, r2.id],
      });
      await setMax(game.id, 1);
      expect(await sheet(game.id)).toMatchObject({
        main: [a.id],
        reserves: [b.id, c.id, d.id, r1.id, r2.id],
      });
      await setMax(game.id, 4);
      expect(await sheet(game.id)).toMatchObject({
        main: [a.id, b.id, c.id, d.id],
        reserves: [r1.id, r2.id],
      });
      // A new reserve still queues at the back.
      await rsvpAll([players[6]!], game.id, 'in');
      expect((await sheet(game.id)).reserves).toEqual([r1.id, r2.id, players[6]!.id]);
    });

    it('moves nobody when the main team still fits', async () => {
      const game = await createGame(t, groupId, admin, { maxPlayers: 10 });
      const [a, b] = players as [TestUser, TestUser];
      await rsvpAll([a, b], game.id, 'in');
      await setMax(game.id, 2);
      expect(await sheet(game.id)).toMatchObject({ main: [a.id, b.id], reserves: [] });
    });
  });

  describe('releaseUserFromUpcomingGames', () => {
    it('takes the player off upcoming sheets, promotes the first reserve, and leaves past games alone', async () => {
      const other = await createGroup(t, admin, { members: players.slice(0, 3) });
      const [leaver, r1, r2] = players as [TestUser, TestUser, TestUser];
      const upcoming = await createGame(t, groupId, admin, { maxPlayers: 1 });
      const inOtherGroup = await createGame(t, other.id, admin, { maxPlayers: 1 });
      const past = await createGame(t, groupId, admin, { maxPlayers: 1, gameDatetime: inHours(72) });
      await rsvpAll([leaver, r1, r2], upcoming.id, 'in');
      await rsvpAll([leaver, r1], inOtherGroup.id, 'in');
      await rsvpAll([leaver, r1], past.id, 'in');
      // The game has since been played.
      await t.app.db
        .update(games)
        .set({ gameDatetime: inHours(-24) })
        .where(eq(games.id, past.id));

      await t.app.db.transaction((tx) => releaseUserFromUpcomingGames(tx, leaver.id, { groupId, now: t.app.now() }));
      expect(await sheet(upcoming.id)).toMatchObject({ main: [r1.id], reserves: [r2.id] });
      expect(await sheet(past.id)).toMatchObject({ main: [leaver.id], reserves: [r1.id] });
      expect(await sheet(inOtherGroup.id)).toMatchObject({ main: [leaver.id], reserves: [r1.id] });

      // Without a group (account deletion): every upcoming game.
      await t.app.db.transaction((tx) => releaseUserFromUpcomingGames(tx, leaver.id, { now: t.app.now() }));
      expect(await sheet(inOtherGroup.id)).toMatchObject({ main: [r1.id], reserves: [] });
      expect(await sheet(past.id)).toMatchObject({ main: [leaver.id], reserves: [r1.id] });
    });
  });
});
