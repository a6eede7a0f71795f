/**
 * Creating a recurring game (README "Recurring games"): POST /api/game-series expands the rule in the
 * group's time zone (a weekly 19:00 Europe/London game stays at 19:00 local across the clock change),
 * creates the games within 56 days after the later of now and the first occurrence (at least the next
 * one), honours COUNT and UNTIL, refuses bad rules with a sentence and stores nothing then, and tells
 * the other members once. GET /api/game-series/{id} and GET /api/groups/{id}/series read them back.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameTexts, seriesRuleTexts, seriesTexts, type Series } from '@turnout/shared';
import { gameSeries, games } from '../../../src/db/schema.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import {
  createSeries,
  deleteSeries,
  getSeries,
  messagesOf,
  postSeries,
  putSeries,
  seriesBody,
  seriesGames,
  seriesWorld,
  weeklyDates,
  type SeriesWorld,
} from './helpers.ts';

const START = '2027-03-01T10:00:00Z';
let w: SeriesWorld;
let outsider: TestUser;
beforeAll(async () => {
  w = await seriesWorld(START);
  outsider = await createUser(w.t, { name: 'Out' });
  await createGroup(w.t, outsider);
});
afterAll(() => w.t.close());
beforeEach(() => w.setNow(START));

const rowCounts = async () => {
  const [s] = await w.t.app.db.select({ n: count() }).from(gameSeries);
  const [g] = await w.t.app.db.select({ n: count() }).from(games);
  return { series: s!.n, games: g!.n };
};

describe('a weekly game across a daylight-saving change', () => {
  it('lands at 19:00 local: 19:00Z, 19:00Z, then 18:00Z on 2027-04-01 (Europe/London)', async () => {
    const { series, games: created } = await createSeries(w);
    expect(created.slice(0, 3).map((g) => g.game_datetime)).toEqual([
      '2027-03-18T19:00:00.000Z',
      '2027-03-25T19:00:00.000Z',
      '2027-04-01T18:00:00.000Z',
    ]);
    expect(series).toMatchObject({
      group_id: w.group.id,
      description: 'Thursday five-a-side',
      venue: 'Astro 2',
      cost: '60.00',
      start_date: '2027-03-18',
      time: '19:00',
      rrule: 'FREQ=WEEKLY;BYDAY=TH',
      time_zone: 'Europe/London',
    });
    for (const g of created) {
      expect(g).toMatchObject({
        series_id: series.id,
        time_zone: 'Europe/London',
        description: 'Thursday five-a-side',
      });
    }
  });
});

describe('which games exist', () => {
  it('every occurrence within 56 days after the first one, when the series starts ahead', async () => {
    const { series, games: created } = await createSeries(w);
    // The first game is 2027-03-18 19:00Z; 56 days later is 2027-05-13 19:00Z (its game is 18:00Z, in BST).
    expect(created.map((g) => g.game_datetime.slice(0, 10))).toEqual(weeklyDates('2027-03-18', 9));
    expect((await seriesGames(w, series.id)).map(([date]) => date)).toEqual(weeklyDates('2027-03-18', 9));
  });

  it('from now on when the start date has passed: none in the past', async () => {
    const { games: created } = await createSeries(w, { start_date: '2027-02-04' });
    // now + 56 days = 2027-04-26 10:00Z: the Thursdays 2027-03-04 … 2027-04-22.
    expect(created.map((g) => g.game_datetime.slice(0, 10))).toEqual(weeklyDates('2027-03-04', 8));
  });

  it('at least the next game, even when it is more than 56 days away', async () => {
    const ahead = await createSeries(w, { rrule: 'FREQ=MONTHLY;INTERVAL=3' });
    expect(ahead.games.map((g) => g.game_datetime)).toEqual(['2027-03-18T19:00:00.000Z']);
    const started = await createSeries(w, { rrule: 'FREQ=MONTHLY;INTERVAL=4', start_date: '2027-02-10' });
    expect(started.games.map((g) => g.game_datetime)).toEqual(['2027-06-10T18:00:00.000Z']);
  });

  it('no more than COUNT, and none after UNTIL (a date, or the web form’s UTC end of that day)', async () => {
    const counted = await createSeries(w, { rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=3' });
    expect(counted.games).toHaveLength(3);
    for (const rrule of [
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270401',
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270401T225959Z',
    ]) {
      const until = await createSeries(w, { rrule });
      expect(until.games.map((g) => g.game_datetime.slice(0, 10))).toEqual([
        '2027-03-18',
        '2027-03-25',
        '2027-04-01',
      ]);
    }
  });

  it('daily and monthly rules, in the group’s zone', async () => {
    const daily = await createSeries(w, {
      rrule: 'FREQ=DAILY;COUNT=2',
      start_date: '2027-03-27',
      time: '09:30',
    });
    // Europe/London goes to BST on 2027-03-28.
    expect(daily.games.map((g) => g.game_datetime)).toEqual([
      '2027-03-27T09:30:00.000Z',
      '2027-03-28T08:30:00.000Z',
    ]);
    const monthly = await createSeries(w, { rrule: 'FREQ=MONTHLY;BYDAY=TH;BYSETPOS=-1;COUNT=2' });
    expect(monthly.games.map((g) => g.game_datetime)).toEqual([
      '2027-03-25T19:00:00.000Z',
      '2027-04-29T18:00:00.000Z',
    ]);
  });
});

describe('bad rules', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['FREQ=YEARLY', { rrule: 'FREQ=YEARLY' }, seriesRuleTexts.freqUnsupported('YEARLY')],
    ['FREQ=HOURLY', { rrule: 'FREQ=HOURLY' }, seriesRuleTexts.freqUnsupported('HOURLY')],
    ['COUNT=0', { rrule: 'FREQ=WEEKLY;COUNT=0' }, seriesRuleTexts.countInvalid],
    ['UNTIL before the start', { rrule: 'FREQ=WEEKLY;UNTIL=20270301' }, seriesRuleTexts.untilBeforeStart],
    ['COUNT=201', { rrule: 'FREQ=WEEKLY;COUNT=201' }, seriesRuleTexts.tooMany],
    ['more than 200 games by UNTIL', { rrule: 'FREQ=DAILY;UNTIL=20280101' }, seriesRuleTexts.tooMany],
    ['garbage', { rrule: 'every thursday please' }, seriesRuleTexts.notAPart('every thursday please')],
    ['no FREQ', { rrule: 'BYDAY=TH' }, seriesRuleTexts.freqRequired],
    ['DTSTART', { rrule: 'DTSTART:20270318T190000Z\nRRULE:FREQ=WEEKLY' }, seriesRuleTexts.noDtstart],
    ['BYHOUR', { rrule: 'FREQ=DAILY;BYHOUR=10,18' }, seriesRuleTexts.noTimeParts],
    ['TZID', { rrule: 'FREQ=WEEKLY;TZID=Europe/Paris' }, seriesRuleTexts.noTzid],
    [
      'a rule that never gives a game',
      { rrule: 'FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30' },
      seriesRuleTexts.never,
    ],
    ['COUNT and UNTIL', { rrule: 'FREQ=WEEKLY;COUNT=3;UNTIL=20270601' }, seriesRuleTexts.countAndUntil],
    ['the first game more than 2 years ahead', { start_date: '2029-06-07' }, gameTexts.tooFarAhead],
    ['a start more than a year ago', { start_date: '2025-12-04' }, seriesTexts.startTooEarly],
    [
      'a rule whose games are all past',
      { start_date: '2027-01-07', rrule: 'FREQ=WEEKLY;COUNT=3' },
      seriesRuleTexts.noUpcomingGames,
    ],
  ];
  it.each(cases)('%s → 400 with a sentence, nothing stored', async (_name, extra, sentence) => {
    const before = await rowCounts();
    const notified = (await messagesOf(w, w.member)).length;
    const res = await postSeries(w, seriesBody(w, extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(sentence);
    expect(await rowCounts()).toEqual(before);
    expect(await messagesOf(w, w.member)).toHaveLength(notified);
  });
});

describe('who may', () => {
  it('create: 404 outside the group, 403 for a member who is not a group admin', async () => {
    const before = await rowCounts();
    expect((await postSeries(w, seriesBody(w), outsider)).statusCode).toBe(404);
    const asMember = await postSeries(w, seriesBody(w), w.member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe(gameTexts.notAdminOfAnyGroup);
    expect(await rowCounts()).toEqual(before);
  });

  it('read (members), change and stop (group admins)', async () => {
    const { series } = await createSeries(w);
    const outside = await getSeries(w, series.id, outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(seriesTexts.notFound);
    expect((await getSeries(w, series.id, w.member)).statusCode).toBe(200);
    const body = { ...seriesBody(w), group_id: undefined, time: '20:00' };
    expect((await putSeries(w, series.id, body, outsider)).statusCode).toBe(404);
    const put = await putSeries(w, series.id, body, w.member);
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(seriesTexts.notAdmin);
    expect((await deleteSeries(w, series.id, outsider)).statusCode).toBe(404);
    expect((await deleteSeries(w, series.id, w.member)).statusCode).toBe(403);
    expect((await getSeries(w, 999_999)).statusCode).toBe(404);
    const groupList = await w.t.app.inject({
      method: 'GET',
      url: `/api/groups/${w.group.id}/series`,
      headers: w.t.auth(outsider),
    });
    expect(groupList.statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('tell every other member once for the whole series, in the group’s local time', async () => {
    const before = {
      member: (await messagesOf(w, w.member)).length,
      admin: (await messagesOf(w, w.admin)).length,
    };
    const { games: created } = await createSeries(w, { description: 'Weekly kickabout' });
    expect(created.length).toBeGreaterThan(1);
    const member = (await messagesOf(w, w.member)).slice(before.member);
    expect(member).toEqual([
      'New weekly game in Thursday Club: Weekly kickabout, starting Thu 18 Mar 19:00.',
    ]);
    expect((await messagesOf(w, w.other)).slice(-1)).toEqual(member);
    expect(await messagesOf(w, w.admin)).toHaveLength(before.admin);
  });
});

describe('reading a series', () => {
  it('GET /api/game-series/{id} gives the games not yet started, soonest first', async () => {
    const { series } = await createSeries(w, { rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=4' });
    w.setNow('2027-03-25T19:30:00Z');
    const res = await getSeries(w, series.id, w.member);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ series: Series; games: { game_datetime: string; is_admin: boolean }[] }>();
    expect(body.series.id).toBe(series.id);
    expect(body.games.map((g) => g.game_datetime)).toEqual([
      '2027-04-01T18:00:00.000Z',
      '2027-04-08T18:00:00.000Z',
    ]);
    expect(body.games.every((g) => g.is_admin === false)).toBe(true);
  });

  it('GET /api/groups/{id}/series lists the group’s series, soonest next game first', async () => {
    const group = await createGroup(w.t, w.admin, { members: [w.member] });
    const later = await createSeries(w, {
      group_id: group.id,
      start_date: '2027-03-20',
      rrule: 'FREQ=WEEKLY',
    });
    const sooner = await createSeries(w, {
      group_id: group.id,
      start_date: '2027-03-19',
      rrule: 'FREQ=WEEKLY',
    });
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/series`,
      headers: w.t.auth(w.member),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ series: Series[] }>().series.map((s) => s.id)).toEqual([
      sooner.series.id,
      later.series.id,
    ]);
  });
});

describe('the group’s limit of upcoming games', () => {
  it('refuses a series that would pass it (409), storing nothing', async () => {
    const group = await createGroup(w.t, w.admin);
    const at = new Date('2027-06-01T10:00:00Z');
    await w.t.app.db.insert(games).values(
      Array.from({ length: 195 }, () => ({
        groupId: group.id,
        description: 'One-off',
        gameDatetime: at,
        maxPlayers: 10,
        createdBy: w.admin.id,
        currency: 'ZAR',
        costMode: 'split',
      })),
    );
    const before = await rowCounts();
    const res = await postSeries(w, seriesBody(w, { group_id: group.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(seriesTexts.tooManyUpcomingGames(200, 9));
    expect(await rowCounts()).toEqual(before);
    const fits = await postSeries(w, seriesBody(w, { group_id: group.id, rrule: 'FREQ=WEEKLY;COUNT=5' }));
    expect(fits.statusCode).toBe(201);
    expect(await w.t.app.db.select({ n: count() }).from(games).where(eq(games.groupId, group.id))).toEqual([
      { n: 200 },
    ]);
  });
});
