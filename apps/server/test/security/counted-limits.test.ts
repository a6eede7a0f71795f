/**
 * Limits that count what they limit (plugins/rate-limit.ts; README "Security"), at their production
 * sizes, in memory or, when REDIS_URL is set, in Redis:
 * - every game a request creates counts against the 100 games an hour, a series' games included;
 * - 20 group creations an hour per user, refused attempts not counted;
 * - 30 guest adds and removals an hour per member and game;
 * - 30 answers an hour through one one-tap answer link;
 * - 3 downloads of one's data an hour per user (POST /api/users/export), a wrong password counted.
 * Past a limit: 429 with a sentence and Retry-After, and nothing changed. A clock the test moves shows
 * each block ending with its window.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTexts, gameTexts, groupTexts } from '@turnout/shared';
import { gameGuests, games, groupMembers } from '../../src/db/schema.ts';
import { rsvpLinkUrls } from '../../src/modules/notifications/answer-links.ts';
import { build, type TestContext } from '../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../support/factories.ts';

const redisUrl = process.env.REDIS_URL;
const env = redisUrl ? { REDIS_URL: redisUrl } : {};

let ms = Date.now();
let t: TestContext;
beforeAll(async () => {
  t = await build(env, {
    rateLimits: { now: () => ms, namespace: `turnout-test-${randomBytes(6).toString('hex')}` },
  });
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? t.auth(user) : {}, ...(payload ? { payload } : {}) });

function expectTooMany(res: LightMyRequestResponse, sentence: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ error: sentence, code: 'TOO_MANY_REQUESTS' });
  expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}
/** The wait a 429's sentence names ("60 minutes"). */
const wait = (res: LightMyRequestResponse) =>
  /again in (\d+ \w+)/.exec(res.json<{ error: string }>().error)![1]!;

describe('games created', () => {
  it('counts every game of a series: the series that would pass 100 games in an hour is refused whole', async () => {
    const admin = await createUser(t);
    const group = await createGroup(t, admin);
    const series = (description: string) =>
      call(admin, 'POST', '/api/game-series', {
        group_id: group.id,
        description,
        max_players: 10,
        start_date: '2027-03-18',
        time: '19:00',
        rrule: 'FREQ=DAILY',
      });
    const gamesOfGroup = async () =>
      (await t.app.db.select({ n: count() }).from(games).where(eq(games.groupId, group.id)))[0]!.n;

    const first = await series('Daily run');
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json<{ games: unknown[] }>().games.length;
    expect(made).toBeGreaterThan(50);
    const second = await series('Another daily run');
    expectTooMany(second, gameTexts.tooManyGamesCreated(wait(second)));
    expect(await gamesOfGroup()).toBe(made);
  });
});

describe('group creations', () => {
  it('allows 20 an hour; the refused 21st is not counted, so the next hour allows 20 again', async () => {
    const user = await createUser(t);
    const create = (i: number) => call(user, 'POST', '/api/groups', { name: `Club ${i}` });
    for (let i = 1; i <= 20; i++) expect((await create(i)).statusCode).toBe(201);
    for (let i = 21; i <= 25; i++) {
      const refused = await create(i);
      expectTooMany(refused, groupTexts.tooManyGroupsCreated(wait(refused)));
    }
    const mine = await t.app.db
      .select({ n: count() })
      .from(groupMembers)
      .where(eq(groupMembers.userId, user.id));
    expect(mine[0]!.n).toBe(20);
    ms += 3600_000;
    for (let i = 26; i <= 45; i++) expect((await create(i)).statusCode).toBe(201);
    expectTooMany(await create(46), groupTexts.tooManyGroupsCreated('60 minutes'));
  });
});

describe('guest changes', () => {
  it('allows 30 adds and removals an hour per member and game, then 429 and nothing changes', async () => {
    const admin = await createUser(t);
    const host = await createUser(t);
    const group = await createGroup(t, admin, { members: [host] });
    const game = await createGame(t, group.id, admin);
    const other = await createGame(t, group.id, admin);
    for (const g of [game, other]) {
      const answered = await call(host, 'POST', '/api/rsvps', { gameId: g.id, status: 'in' });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    for (let i = 0; i < 15; i++) {
      const added = await call(host, 'POST', `/api/games/${game.id}/guests`, { name: `Friend ${i}` });
      expect(added.statusCode, added.body).toBe(201);
      const guestId = added.json<{ guest: { guest_id: number } }>().guest.guest_id;
      expect((await call(host, 'DELETE', `/api/games/${game.id}/guests/${guestId}`)).statusCode).toBe(200);
    }
    const refused = await call(host, 'POST', `/api/games/${game.id}/guests`, { name: 'One too many' });
    expectTooMany(refused, gameTexts.tooManyGuestChanges(wait(refused)));
    const guests = await t.app.db.select().from(gameGuests).where(eq(gameGuests.gameId, game.id));
    expect(guests).toEqual([]);
    // Another game has its own count.
    expect((await call(host, 'POST', `/api/games/${other.id}/guests`, { name: 'Friend' })).statusCode).toBe(
      201,
    );
  });
});

describe('one-tap answer links', () => {
  it('answers 30 times an hour through one link, then 429 and the answer stays', async () => {
    const admin = await createUser(t);
    const ann = await createUser(t);
    const group = await createGroup(t, admin, { members: [ann] });
    const game = await createGame(t, group.id, admin);
    const token = /\/rsvp\/([^?]+)\?/.exec((await rsvpLinkUrls(t.app, ann.id, game.id))!.in)![1]!;
    const answer = (status: string) => call(null, 'POST', `/api/rsvp-links/${token}`, { status });
    for (let i = 0; i < 30; i++) expect((await answer(i % 2 === 0 ? 'in' : 'out')).statusCode).toBe(200);
    const refused = await answer('in');
    expectTooMany(refused, gameTexts.tooManyLinkAnswers(wait(refused)));
    const team = await call(ann, 'GET', `/api/games/${game.id}/team`);
    expect(team.json<{ notAttending: { user_id: number }[] }>().notAttending.map((p) => p.user_id)).toContain(
      ann.id,
    );
    // Answering in Turnout itself is not limited by the link's count.
    expect((await call(ann, 'POST', '/api/rsvps', { gameId: game.id, status: 'in' })).statusCode).toBe(200);
  });
});

describe("downloads of one's data", () => {
  it('allows 3 an hour per user, a wrong password counted too; the fourth is 429 until the hour ends', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const download = (who: TestUser, currentPassword: string) =>
      call(who, 'POST', '/api/users/export', { currentPassword });
    expect((await download(user, 'not the password')).statusCode).toBe(403);
    for (let i = 0; i < 2; i++) expect((await download(user, user.password)).statusCode).toBe(200);
    const refused = await download(user, user.password);
    expectTooMany(refused, exportTexts.tooManyExports(wait(refused)));
    // Another user's count is their own.
    expect((await download(other, other.password)).statusCode).toBe(200);
    ms += 3600_000;
    expect((await download(user, user.password)).statusCode).toBe(200);
  });
});
