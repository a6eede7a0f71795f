/**
 * Nobody can flood a group: a group holds at most 200 upcoming games (409 past that, counted under the
 * group row lock so concurrent creations cannot overshoot), and one user creates at most 100 games an
 * hour (429 with Retry-After past that).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTexts } from '@turnout/shared';
import { games } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { POSTGRES } from '../../support/servers.ts';

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

const gameBody = (groupId: number, description = 'Thursday kickabout') => ({
  group_id: groupId,
  description,
  game_datetime: inHours(72).toISOString(),
  max_players: 10,
  rsvp_cutoff: 3,
});

/** Inserts `n` games of `groupId` straight into the database, `hoursAhead` from now (negative: past). */
async function insertGames(t: TestContext, groupId: number, by: TestUser, n: number, hoursAhead: number) {
  if (n === 0) return;
  await t.app.db.insert(games).values(
    Array.from({ length: n }, (_, i) => ({
      groupId,
      description: `Seeded game ${i + 1}`,
      gameDatetime: inHours(hoursAhead + i),
      maxPlayers: 10,
      rsvpCutoff: 0,
      createdBy: by.id,
      currency: 'ZAR',
      costMode: 'split',
    })),
  );
}

describe('at most 200 upcoming games in a group', () => {
  let t: TestContext;
  let admin: TestUser;
  let coAdmin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t);
    coAdmin = await createUser(t);
    member = await createUser(t);
  });
  afterAll(() => t.close());

  const create = (user: TestUser, groupId: number) =>
    t.app.inject({ method: 'POST', url: '/api/games', headers: t.auth(user), payload: gameBody(groupId) });
  /** How many upcoming games of `groupId` the member sees in GET /api/games. */
  const upcomingSeenBy = async (user: TestUser, groupId: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(user) }))
      .json<{ games: { group_id: number }[] }>()
      .games.filter((g) => g.group_id === groupId).length;

  it('creates the 200th upcoming game, refuses the 201st with 409 and a sentence; past games do not count', async () => {
    const groupId = (await createGroup(t, admin, { members: [member] })).id;
    await insertGames(t, groupId, admin, 199, 24);
    await insertGames(t, groupId, admin, 5, -24 * 30); // long past: not upcoming

    expect((await create(admin, groupId)).statusCode).toBe(201);
    expect(await upcomingSeenBy(member, groupId)).toBe(200);

    const refused = await create(admin, groupId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: gameTexts.tooManyUpcomingGames(200),
      message: gameTexts.tooManyUpcomingGames(200),
      code: 'CONFLICT',
    });
    expect(await upcomingSeenBy(member, groupId)).toBe(200);

    // Once one is deleted there is room again.
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(admin) })).json()
      .games;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${first.id}`,
      headers: t.auth(admin),
    });
    expect(del.statusCode).toBe(200);
    expect((await create(admin, groupId)).statusCode).toBe(201);
  });

  it(`${POSTGRES} lets only one of two concurrent creations take the last place`, async () => {
    const groupId = (await createGroup(t, admin, { admins: [coAdmin], members: [member] })).id;
    await insertGames(t, groupId, admin, 199, 24);

    const answers = await Promise.all([create(admin, groupId), create(coAdmin, groupId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await upcomingSeenBy(member, groupId)).toBe(200);
  });

  it('counts each group on its own', async () => {
    const full = (await createGroup(t, admin)).id;
    const other = (await createGroup(t, admin)).id;
    await insertGames(t, full, admin, 200, 24);
    expect((await create(admin, full)).statusCode).toBe(409);
    expect((await create(admin, other)).statusCode).toBe(201);
  });
});

describe('at most 100 games created an hour by one user', () => {
  let t: TestContext;
  let busy: TestUser;
  let other: TestUser;
  let groupIds: number[];
  // The limiter's clock (rate-limit.ts `now`), moved forward by the test: no waiting.
  let clockMs = Date.now();

  beforeAll(async () => {
    t = await build({}, { rateLimits: { now: () => clockMs } });
    busy = await createUser(t);
    other = await createUser(t);
    groupIds = [(await createGroup(t, busy, { admins: [other] })).id, (await createGroup(t, busy)).id];
  });
  afterAll(() => t.close());

  it('answers the 101st creation within the hour 429 with a sentence and Retry-After; others are not slowed', async () => {
    for (let i = 0; i < 100; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: t.auth(busy),
        // Spread over two groups: the per-group cap of upcoming games is not what refuses here.
        payload: gameBody(groupIds[i % 2]!, `Game ${i + 1}`),
      });
      expect(res.statusCode).toBe(201);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.auth(busy),
      payload: gameBody(groupIds[1]!),
    });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = refused.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.error).toBe(body.message);
    expect(body.message).toMatch(/^You have created too many games\. Please try again in \d+ minutes?\.$/);

    // Nothing was created by the refused call.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(busy) })).json();
    expect(listed.games).toHaveLength(100);

    // The limit is the user's own: another admin of the same group still creates.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.auth(other),
      payload: gameBody(groupIds[0]!),
    });
    expect(res.statusCode).toBe(201);

    // Once the hour is over, the busy admin creates again.
    clockMs += retryAfter * 1000;
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.auth(busy),
      payload: gameBody(groupIds[1]!),
    });
    expect(later.statusCode).toBe(201);
  });
});
