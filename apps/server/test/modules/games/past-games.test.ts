/**
 * GET /api/games with `when`, `group_id` and `before` (README "Past games"): the games that have kicked
 * off by the app's clock, newest first (ties by id, higher first), 50 a page with a `next_before` cursor
 * that pages through every game exactly once; `group_id` keeps one group's games in either tense, and
 * a group the caller is not in is a 404; without a query the upcoming list is as it always was. Bad
 * query values are 400s with a sentence. The clock is the test's; games are inserted at the times the
 * tests need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesListSchema, gameTexts, groupTexts, type Game, type GamesList } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

const now = new Date('2027-03-10T10:00:00Z');
const HOUR = 3600_000;
let t: TestContext;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let club: { id: number };
let other: { id: number };
let theirs: { id: number };
/** Past games of `club` (56) and `other` (2), and the ids of each, newest first. */
const pastClub: number[] = [];
const pastOther: number[] = [];
/** Every past game of my groups (kick-off, id), newest first. */
const everyPast: number[] = [];
/** The two club games sharing one kick-off, lower id first, and that kick-off. */
const tie: { ids: number[]; at: string } = { ids: [], at: '' };
let upcomingClub: number;
let upcomingOther: number;
let atNow: number;

const list = (as: TestUser, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/games', query, headers: t.auth(as) });
const ids = (body: GamesList) => body.games.map((g: Game) => g.id);

beforeAll(async () => {
  t = await build({}, { clock: () => now });
  admin = await createUser(t, { name: 'Ada' });
  member = await createUser(t, { name: 'Mo' });
  outsider = await createUser(t, { name: 'Olu' });
  club = await createGroup(t, admin, { name: 'Club', members: [member] });
  other = await createGroup(t, admin, { name: 'Other', members: [member] });
  theirs = await createGroup(t, outsider, { name: 'Theirs' });
  // 55 past games of the club, one a day back from yesterday, and two sharing one kick-off (ties).
  const made: { id: number; at: number }[] = [];
  for (let i = 1; i <= 53; i++) {
    const at = new Date(now.getTime() - i * 24 * HOUR);
    made.push({ id: (await createGame(t, club.id, admin, { gameDatetime: at })).id, at: at.getTime() });
  }
  const tieAt = new Date(now.getTime() - 50.5 * 24 * HOUR);
  tie.at = tieAt.toISOString();
  for (let i = 0; i < 2; i++) {
    const id = (await createGame(t, club.id, admin, { gameDatetime: tieAt })).id;
    tie.ids.push(id);
    made.push({ id, at: tieAt.getTime() });
  }
  pastClub.push(...made.sort((a, b) => b.at - a.at || b.id - a.id).map((g) => g.id));
  // A game kicking off exactly now has started (shared hasStarted): past, not upcoming.
  atNow = (await createGame(t, club.id, admin, { gameDatetime: now })).id;
  pastClub.unshift(atNow);
  const otherMade: { id: number; at: number }[] = [];
  for (const days of [2, 9]) {
    const at = new Date(now.getTime() - days * 24 * HOUR - HOUR);
    otherMade.push({ id: (await createGame(t, other.id, admin, { gameDatetime: at })).id, at: at.getTime() });
  }
  pastOther.push(...otherMade.map((g) => g.id));
  everyPast.push(
    ...[...made, { id: atNow, at: now.getTime() }, ...otherMade]
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((g) => g.id),
  );
  upcomingClub = (await createGame(t, club.id, admin, { gameDatetime: new Date(now.getTime() + HOUR) })).id;
  upcomingOther = (await createGame(t, other.id, admin, { gameDatetime: new Date(now.getTime() + 2 * HOUR) }))
    .id;
  await createGame(t, theirs.id, outsider, { gameDatetime: new Date(now.getTime() - HOUR) });
});
afterAll(() => t.close());

describe('GET /api/games?when=past', () => {
  it('pages through every past game of my groups, newest first, 50 at a time', async () => {
    const first = await list(member, { when: 'past' });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = gamesListSchema.parse(first.json());
    expect(page1.games).toHaveLength(50);
    const kickOffs = page1.games.map((g) => g.game_datetime);
    expect(kickOffs).toEqual([...kickOffs].sort().reverse());
    expect(page1.games[0]!.id).toBe(atNow);
    expect(page1.next_before).toBe(`${page1.games[49]!.game_datetime}_${page1.games[49]!.id}`);

    const second = gamesListSchema.parse(
      (await list(member, { when: 'past', before: page1.next_before! })).json(),
    );
    expect(second.games).toHaveLength(everyPast.length - 50);
    expect(second.next_before).toBeNull();
    expect([...ids(page1), ...ids(second)]).toEqual(everyPast);
  });

  it('keeps games of the same kick-off in order across a cursor (higher id first)', async () => {
    const all = gamesListSchema.parse(
      (await list(member, { when: 'past', group_id: String(club.id) })).json(),
    );
    const more = gamesListSchema.parse(
      (await list(member, { when: 'past', group_id: String(club.id), before: all.next_before! })).json(),
    );
    expect([...ids(all), ...ids(more)]).toEqual(pastClub);
    // A cursor on the higher id of the tie: the lower one comes next, not the kick-off after it.
    const [lower, higher] = tie.ids as [number, number];
    const after = await list(member, {
      when: 'past',
      group_id: String(club.id),
      before: `${tie.at}_${higher}`,
    });
    expect(ids(after.json<GamesList>())[0]).toBe(lower);
  });

  it('takes a bare instant as `before`: the games that kicked off strictly before it', async () => {
    const at = new Date(now.getTime() - 9 * 24 * HOUR - HOUR).toISOString();
    const res = await list(member, { when: 'past', group_id: String(other.id), before: at });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json<GamesList>())).toEqual([]);
    const later = new Date(now.getTime() - 9 * 24 * HOUR).toISOString();
    expect(
      ids((await list(member, { when: 'past', group_id: String(other.id), before: later })).json()),
    ).toEqual([pastOther[1]]);
  });

  it('filters by group in both tenses, and never shows a group I am not in', async () => {
    const past = (await list(member, { when: 'past', group_id: String(other.id) })).json<GamesList>();
    expect(ids(past)).toEqual(pastOther);
    expect(past.games.every((g) => g.group_id === other.id && g.group_name === 'Other')).toBe(true);
    const upcoming = (await list(member, { group_id: String(club.id) })).json<GamesList>();
    expect(ids(upcoming)).toEqual([upcomingClub]);
    expect(upcoming).not.toHaveProperty('next_before');
    const upcomingToo = (
      await list(member, { when: 'upcoming', group_id: String(other.id) })
    ).json<GamesList>();
    expect(ids(upcomingToo)).toEqual([upcomingOther]);

    // The outsider's own past game is theirs alone; our groups are 404 to them.
    const mine = (await list(outsider, { when: 'past' })).json<GamesList>();
    expect(mine.games.map((g) => g.group_id)).toEqual([theirs.id]);
    for (const when of ['past', 'upcoming']) {
      const refused = await list(outsider, { when, group_id: String(club.id) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(groupTexts.notFound);
    }
    expect((await list(member, { when: 'past', group_id: '999999' })).statusCode).toBe(404);
  });

  it('leaves the list without a query as it was: upcoming only, soonest first, no cursor', async () => {
    const res = await list(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ games: expect.any(Array) });
    expect(ids(res.json<GamesList>())).toEqual([upcomingClub, upcomingOther]);
    expect(ids((await list(member, { when: 'upcoming' })).json<GamesList>())).toEqual([
      upcomingClub,
      upcomingOther,
    ]);
  });

  it('refuses a bad query with a sentence', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ when: 'later' }, gameTexts.invalidWhen],
      [{ when: 'past', before: 'yesterday' }, gameTexts.invalidBefore],
      [{ when: 'past', before: '2027-03-01T10:00:00.000Z_x' }, gameTexts.invalidBefore],
      [{ before: '2027-03-01T10:00:00.000Z' }, gameTexts.beforeNeedsPast],
      [{ when: 'past', group_id: '0x2' }, 'group_id must be a whole number of 1 or more.'],
    ];
    for (const [query, message] of cases) {
      const res = await list(member, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
