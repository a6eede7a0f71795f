/**
 * PUT/GET /api/games/{id}/result, GET /api/groups/{id}/ratings(/me) and /table(.csv) (README "Sides,
 * results and ratings"): who may record and when, rated or not, ratings recomputed after a correction
 * as if it had been right first, the players told, and the season table. Published sides are inserted
 * straight into game_sides (the sides endpoints are another part); games are moved into the past
 * through the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { resultTexts, sideTexts } from '@turnout/shared';
import {
  gameAttendance,
  gameSides,
  memberRatings,
  notifications,
  type StoredSide,
} from '../../../src/db/schema.ts';
import { computeRatings } from '../../../src/modules/results/ratings.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';

const HOUR = 3600_000;

describe('results, ratings and the season table', () => {
  const now = new Date('2027-03-10T10:00:00Z');
  let t: TestContext;
  let admin: TestUser;
  let p: TestUser[];
  let outsider: TestUser;
  let group: { id: number };
  let g1: { id: number };
  let g2: { id: number };
  let g3: { id: number };
  let noSides: { id: number };
  let upcoming: { id: number };

  const call = (method: 'GET' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });
  const record = (gameId: number, body: object, as: TestUser = admin) =>
    call('PUT', `/api/games/${gameId}/result`, as, body);
  const publish = (gameId: number, sides: StoredSide[], changedAfterKickoff = false) =>
    t.app.db.insert(gameSides).values({ gameId, sides, changedAfterKickoff, publishedAt: now });
  const side = (name: string, users: TestUser[]): StoredSide => ({
    name,
    user_ids: users.map((u) => u.id),
    guest_ids: [],
  });
  const past = async (hoursAgo: number, players: TestUser[]) => {
    const g = await createGame(t, group.id, admin, {
      gameDatetime: new Date(now.getTime() - hoursAgo * HOUR),
    });
    for (const u of players) await setRsvp(t, g.id, u.id, 'in');
    return g;
  };

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t, { name: 'Ada', surname: 'Admin' });
    p = [];
    for (const name of ['Ben', 'Cleo', 'Dan', 'Eve'])
      p.push(await createUser(t, { name, surname: 'Player' }));
    outsider = await createUser(t, { name: 'Olu', surname: 'Outsider' });
    group = await createGroup(t, admin, { members: p });
    await createGroup(t, outsider);
    await t.app.db.insert(memberRatings).values([
      { groupId: group.id, userId: p[0]!.id, stars: 5 },
      { groupId: group.id, userId: p[2]!.id, stars: 1 },
    ]);
    g1 = await past(72, p);
    g2 = await past(48, p);
    g3 = await past(24, p);
    noSides = await past(12, p);
    upcoming = await createGame(t, group.id, admin, { gameDatetime: new Date(now.getTime() + 24 * HOUR) });
    const reds = side('Reds', [p[0]!, p[1]!]);
    const blues = side('Blues', [p[2]!, p[3]!]);
    await publish(g1.id, [reds, blues]);
    await publish(g2.id, [reds, blues]);
    await publish(g3.id, [reds, blues], true);
    await publish(upcoming.id, [reds, blues]);
  });
  afterAll(() => t.close());

  describe('PUT /api/games/{id}/result', () => {
    it('refuses a plain member (403), an outsider (404), before kick-off and without sides (409)', async () => {
      let res = await record(g1.id, { scores: [1, 0] }, p[0]!);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(resultTexts.adminOnly);
      expect((await record(g1.id, { scores: [1, 0] }, outsider)).statusCode).toBe(404);
      res = await record(upcoming.id, { scores: [1, 0] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(resultTexts.beforeKickoff);
      res = await record(noSides.id, { scores: [1, 0] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(resultTexts.noSides);
      res = await record(g1.id, { scores: [1, 0, 2] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(resultTexts.wrongCount(2));
      for (const body of [
        {},
        { scores: [1, 0], not_played: true },
        { scores: [-1, 0] },
        { scores: [1.5, 0] },
        { not_played: false },
        { scores: '3-2' },
      ]) {
        expect((await record(g1.id, body)).statusCode).toBe(400);
      }
      expect((await call('GET', `/api/games/${g1.id}/result`, p[0]!)).json().result).toBeNull();
    });

    it('records a wrong score, then a correction; the players are told; ratings are as if right first', async () => {
      let res = await record(g1.id, { scores: [5, 0] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ sides: ['Reds', 'Blues'], result: { scores: [5, 0], rated: true } });
      expect((await record(g2.id, { scores: [1, 1] })).statusCode).toBe(200);
      res = await record(g1.id, { scores: [2, 1] });
      expect(res.json().message).toBe(`${resultTexts.corrected} 2–1`);
      const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, p[1]!.id));
      // A result and its correction about one game are one notification while unread (decision 012).
      expect(told.map((n) => n.message)).toEqual([
        'Result of Thursday kickabout, Mon 8 Mar 12:00: Reds 1, Blues 1.',
        '2 changes:\nResult of Thursday kickabout, Sun 7 Mar 12:00: Reds 5, Blues 0.\n' +
          'Result corrected for Thursday kickabout, Sun 7 Mar 12:00: Reds 2, Blues 1.',
      ]);
      const admins = await t.app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
      expect(admins).toEqual([]);

      const expected = computeRatings(
        new Map<number, number | null>([
          [p[0]!.id, 5],
          [p[2]!.id, 1],
        ]),
        [
          {
            gameId: g1.id,
            sides: [
              { userIds: [p[0]!.id, p[1]!.id], guestStars: [] },
              { userIds: [p[2]!.id, p[3]!.id], guestStars: [] },
            ],
            scores: [2, 1],
          },
          {
            gameId: g2.id,
            sides: [
              { userIds: [p[0]!.id, p[1]!.id], guestStars: [] },
              { userIds: [p[2]!.id, p[3]!.id], guestStars: [] },
            ],
            scores: [1, 1],
          },
        ],
      );
      const ratings = (await call('GET', `/api/groups/${group.id}/ratings`, admin)).json();
      for (const u of p) {
        const row = ratings.players.find((r: { user_id: number }) => r.user_id === u.id);
        expect(row.rating).toBe(Math.round(expected.get(u.id)!.rating));
        expect(row.games_rated).toBe(2);
        expect(row.trend).toEqual(expected.get(u.id)!.trend.map(Math.round));
      }
      // Ben (5 stars) and Cleo (none) beat Dan (1 star) and Eve (none) 2–1: 1100 v 900, K 40 × 0.2403.
      expect(ratings.players.find((r: { user_id: number }) => r.user_id === p[1]!.id).trend[0]).toBe(1010);
    });

    it('records a game whose sides changed after kick-off, or with a no-show, but does not rate it', async () => {
      let res = await record(g3.id, { scores: [0, 4] });
      expect(res.json().result).toMatchObject({ rated: false, unrated_reason: 'changed_after_kickoff' });
      await t.app.db.insert(gameAttendance).values({ gameId: g2.id, userId: p[3]!.id, attended: false });
      res = await call('GET', `/api/games/${g2.id}/result`, p[0]!);
      expect(res.json()).toMatchObject({
        can_record: false,
        result: { rated: false, unrated_reason: 'no_show' },
      });
      const ratings = (await call('GET', `/api/groups/${group.id}/ratings`, admin)).json();
      expect(ratings.players.find((r: { user_id: number }) => r.user_id === p[0]!.id).games_rated).toBe(1);
      await t.app.db
        .delete(gameAttendance)
        .where(and(eq(gameAttendance.gameId, g2.id), eq(gameAttendance.userId, p[3]!.id)));
    });

    it('"not played" needs no sides and is not rated', async () => {
      const res = await record(noSides.id, { not_played: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        sides: [],
        result: { scores: null, not_played: true, rated: false },
      });
    });
  });

  describe('ratings', () => {
    it('are for group admins only; a player sees their own trend after 3 rated games', async () => {
      const res = await call('GET', `/api/groups/${group.id}/ratings`, p[0]!);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(sideTexts.ratingsAdminOnly);
      expect((await call('GET', `/api/groups/${group.id}/ratings`, outsider)).statusCode).toBe(404);
      expect((await call('GET', `/api/groups/${group.id}/ratings/me`, outsider)).statusCode).toBe(404);
      let me = (await call('GET', `/api/groups/${group.id}/ratings/me`, p[0]!)).json();
      expect(me).toEqual({ games_rated: 2, rating: null, trend: [], message: resultTexts.trendNotYet(2) });
      const g4 = await past(6, p);
      await publish(g4.id, [side('Reds', [p[0]!, p[1]!]), side('Blues', [p[2]!, p[3]!])]);
      await record(g4.id, { scores: [0, 1] });
      me = (await call('GET', `/api/groups/${group.id}/ratings/me`, p[0]!)).json();
      expect(me.games_rated).toBe(3);
      expect(me.trend).toHaveLength(3);
      expect(me.rating).toBe(me.trend[2]);
    });
  });

  describe('the season table', () => {
    it('counts appearances, wins, draws, losses and no-shows over the range, most appearances first', async () => {
      await t.app.db.insert(gameAttendance).values({ gameId: g1.id, userId: p[3]!.id, attended: false });
      const res = await call('GET', `/api/groups/${group.id}/table`, p[1]!);
      expect(res.statusCode).toBe(200);
      const table = res.json();
      expect(table).toMatchObject({ from: '2027-01-01', to: '2027-12-31' });
      const row = (u: TestUser) => table.rows.find((r: { user_id: number }) => r.user_id === u.id);
      // Cleo: g1 2–1 win, g2 1–1 draw, g3 0–4 loss (recorded, unrated), g4 0–1 loss; noSides not played.
      expect(row(p[1]!)).toMatchObject({ appearances: 5, wins: 1, draws: 1, losses: 2, no_shows: 0 });
      expect(row(p[3]!)).toMatchObject({ appearances: 4, wins: 2, draws: 1, losses: 0, no_shows: 1 });
      expect(table.rows[table.rows.length - 1].user_id).toBe(admin.id);
      const narrow = (
        await call('GET', `/api/groups/${group.id}/table?from=2027-03-09&to=2027-03-10`, p[1]!)
      ).json();
      expect(narrow.rows.find((r: { user_id: number }) => r.user_id === p[1]!.id)).toMatchObject({
        appearances: 3,
        wins: 0,
        losses: 2,
      });
      for (const q of ['from=2027-13-01', 'from=yesterday', 'from=2027-03-10&to=2027-03-01']) {
        expect((await call('GET', `/api/groups/${group.id}/table?${q}`, p[1]!)).statusCode).toBe(400);
      }
      expect((await call('GET', `/api/groups/${group.id}/table`, outsider)).statusCode).toBe(404);
    });

    it('downloads as CSV with formula escaping', async () => {
      const evil = await createUser(t, { name: '=HYPERLINK("x")', surname: 'Player' });
      const g = await createGroup(t, evil);
      const res = await call('GET', `/api/groups/${g.id}/table.csv`, evil);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="table-group-${g.id}-2027-01-01-2027-12-31.csv"`,
      );
      const rows = parse(res.body, { columns: true });
      expect(rows).toEqual([
        {
          user_id: String(evil.id),
          name: `'=HYPERLINK("x")`,
          surname: 'Player',
          appearances: '0',
          wins: '0',
          draws: '0',
          losses: '0',
          no_shows: '0',
          late_drops: '0',
        },
      ]);
    });
  });
});
