/**
 * Changing and stopping a series (README "Recurring games"; docs/decisions/008-series-edits.md).
 * PUT /api/game-series/{id} changes the series and every game of it that has not started (answers stay,
 * past games untouched, a game deleted by hand stays deleted); a new rule replaces the games whose date
 * is no longer an occurrence. One notification per person, not per game. DELETE deletes the games that
 * have not started, tells everyone who had answered them once, and keeps the past ones.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesTexts, type Game } from '@turnout/shared';
import { games, rsvps, users } from '../../../src/db/schema.ts';
import { setRsvp } from '../../support/factories.ts';
import {
  createSeries,
  deleteSeries,
  getSeries,
  messagesOf,
  putSeries,
  seriesBody,
  seriesGames,
  seriesWorld,
  weeklyDates,
  type SeriesReplyBody,
  type SeriesWorld,
} from './helpers.ts';

let w: SeriesWorld;
beforeAll(async () => {
  w = await seriesWorld('2027-03-01T10:00:00Z');
});
afterAll(() => w.t.close());

const editBody = (extra: Record<string, unknown> = {}) => {
  const { group_id: _ignored, ...body } = seriesBody(w, { start_date: '2027-03-04', ...extra });
  return body;
};
const gameOn = (list: Game[], date: string) => list.find((g) => g.game_datetime.startsWith(date))!;
const answersTo = (gameIds: number[]) =>
  w.t.app.db
    .select({ gameId: rsvps.gameId, userId: rsvps.userId, status: rsvps.status })
    .from(rsvps)
    .where(inArray(rsvps.gameId, gameIds));
const newMessages = async (user: { id: number }, before: number) => (await messagesOf(w, user)).slice(before);

describe('PUT /api/game-series/{id}', () => {
  it('moves every game that has not started to the new time and fields; answers stay; past games and a deleted game stay as they were', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series, games: created } = await createSeries(w, { start_date: '2027-03-04' });
    const g0318 = gameOn(created, '2027-03-18');
    const g0401 = gameOn(created, '2027-04-01');
    await setRsvp(w.t, g0318.id, w.member.id, 'in');
    await setRsvp(w.t, g0401.id, w.member.id, 'in');
    await setRsvp(w.t, g0318.id, w.other.id, 'out');
    // Deleted by hand: stays deleted after the edit.
    await w.t.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameOn(created, '2027-04-08').id}`,
      headers: w.t.auth(w.admin),
    });

    w.setNow('2027-03-12T10:00:00Z'); // the games of 03-04 and 03-11 are past
    const before = {
      member: (await messagesOf(w, w.member)).length,
      other: (await messagesOf(w, w.other)).length,
    };
    const res = await putSeries(
      w,
      series.id,
      editBody({ time: '20:00', venue: 'Astro 3', notes: 'Bring bibs', cost: 70 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<SeriesReplyBody>();
    expect(reply.series).toMatchObject({
      time: '20:00',
      venue: 'Astro 3',
      notes: 'Bring bibs',
      cost: '70.00',
    });

    expect(await seriesGames(w, series.id)).toEqual([
      ['2027-03-04', '2027-03-04T19:00:00.000Z'],
      ['2027-03-11', '2027-03-11T19:00:00.000Z'],
      ['2027-03-18', '2027-03-18T20:00:00.000Z'],
      ['2027-03-25', '2027-03-25T20:00:00.000Z'],
      ['2027-04-01', '2027-04-01T19:00:00.000Z'],
      ['2027-04-15', '2027-04-15T19:00:00.000Z'],
      ['2027-04-22', '2027-04-22T19:00:00.000Z'],
      ['2027-04-29', '2027-04-29T19:00:00.000Z'],
      // The edit keeps the horizon at 56 days from now (2027-05-07 10:00Z).
      ['2027-05-06', '2027-05-06T19:00:00.000Z'],
    ]);
    expect(reply.games.map((g) => g.game_datetime.slice(0, 10))).toEqual([
      '2027-03-18',
      '2027-03-25',
      '2027-04-01',
      '2027-04-15',
      '2027-04-22',
      '2027-04-29',
      '2027-05-06',
    ]);
    expect(
      reply.games.every((g) => g.venue === 'Astro 3' && g.notes === 'Bring bibs' && g.cost === '70.00'),
    ).toBe(true);
    const past = await w.t.app.db
      .select()
      .from(games)
      .where(and(eq(games.seriesId, series.id), eq(games.seriesDate, '2027-03-04')));
    expect(past[0]).toMatchObject({ venue: 'Astro 2', notes: null, cost: '60.00' });

    expect(await answersTo([g0318.id, g0401.id])).toEqual(
      expect.arrayContaining([
        { gameId: g0318.id, userId: w.member.id, status: 'in' },
        { gameId: g0401.id, userId: w.member.id, status: 'in' },
        { gameId: g0318.id, userId: w.other.id, status: 'out' },
      ]),
    );
    expect(gameOn(reply.games, '2027-03-18').my_status).toBe('pending'); // the admin's own view

    // One notification for the player of two moved games; none for someone who said out.
    expect(await newMessages(w.member, before.member)).toEqual([
      'Recurring game changed: Thursday five-a-side is now at 20:00 at Astro 3 (was 19:00 at Astro 2), for your next 2 games.',
    ]);
    expect(await newMessages(w.other, before.other)).toEqual([]);
  });

  it('a new rule: games no longer on it are deleted, new ones created, everyone told once with their cancelled dates', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series, games: created } = await createSeries(w, {
      start_date: '2027-03-04',
      description: 'Kickabout',
    });
    await setRsvp(w.t, gameOn(created, '2027-03-18').id, w.member.id, 'in');
    await setRsvp(w.t, gameOn(created, '2027-03-25').id, w.member.id, 'reserves');
    w.setNow('2027-03-12T10:00:00Z');
    const before = {
      member: (await messagesOf(w, w.member)).length,
      other: (await messagesOf(w, w.other)).length,
    };

    const res = await putSeries(
      w,
      series.id,
      editBody({ description: 'Kickabout', rrule: 'FREQ=WEEKLY;BYDAY=FR' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const dates = (await seriesGames(w, series.id)).map(([date]) => date);
    // The past Thursdays stay; the Fridays up to the horizon (56 days from now: 2027-05-07 10:00Z) are there.
    expect(dates).toEqual(['2027-03-04', '2027-03-11', ...weeklyDates('2027-03-12', 8)]);
    expect(res.json<SeriesReplyBody>().series.rrule).toBe('FREQ=WEEKLY;BYDAY=FR');

    const changed = 'Recurring game changed: Kickabout now repeats every Friday, at 19:00 at Astro 2.';
    expect(await newMessages(w.member, before.member)).toEqual([
      `${changed} Cancelled: Thu 18 Mar, Thu 25 Mar.`,
    ]);
    expect(await newMessages(w.other, before.other)).toEqual([changed]);
  });

  it('tells each reader in their own language: a German member reads the new rule and their cancelled dates in German', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series, games: created } = await createSeries(w, {
      start_date: '2027-03-04',
      description: 'Kickabout',
    });
    await setRsvp(w.t, gameOn(created, '2027-03-18').id, w.member.id, 'in');
    await w.t.app.db.update(users).set({ language: 'de' }).where(eq(users.id, w.member.id));
    w.setNow('2027-03-12T10:00:00Z');
    try {
      const res = await putSeries(
        w,
        series.id,
        editBody({ description: 'Kickabout', rrule: 'FREQ=WEEKLY;BYDAY=FR' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const read = await w.t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: w.t.auth(w.member),
      });
      expect(read.json<{ notifications: { message: string }[] }>().notifications[0]!.message).toBe(
        'Serienspiel geändert: Kickabout – jetzt jede Woche am Freitag, um 19:00 in Astro 2. Abgesagt: Do., 18. März.',
      );
      // The stored sentence, and what an English reader sees, is the specification's English.
      expect((await messagesOf(w, w.member)).at(-1)).toBe(
        'Recurring game changed: Kickabout now repeats every Friday, at 19:00 at Astro 2. Cancelled: Thu 18 Mar.',
      );
    } finally {
      await w.t.app.db.update(users).set({ language: null }).where(eq(users.id, w.member.id));
    }
  });

  it('keeps today’s game at its time when the new time has already passed today', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series } = await createSeries(w, { start_date: '2027-03-04', rrule: 'FREQ=WEEKLY;COUNT=3' });
    w.setNow('2027-03-11T12:00:00Z'); // 03-11's game is at 19:00 and has not started
    const res = await putSeries(w, series.id, editBody({ time: '09:00', rrule: 'FREQ=WEEKLY;COUNT=3' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await seriesGames(w, series.id)).map(([, at]) => at)).toEqual([
      '2027-03-04T19:00:00.000Z',
      '2027-03-11T19:00:00.000Z',
      '2027-03-18T09:00:00.000Z',
    ]);
  });

  it('refuses a bad rule with a sentence and changes nothing', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series } = await createSeries(w, { start_date: '2027-03-04' });
    const before = await seriesGames(w, series.id);
    const res = await putSeries(w, series.id, editBody({ rrule: 'FREQ=WEEKLY;COUNT=0', time: '21:00' }));
    expect(res.statusCode).toBe(400);
    expect(await seriesGames(w, series.id)).toEqual(before);
  });
});

describe('DELETE /api/game-series/{id}', () => {
  it('deletes the games that have not started, tells who answered once, keeps the past games without their series', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series, games: created } = await createSeries(w, {
      start_date: '2027-03-04',
      description: 'Doomed',
    });
    const pastGame = gameOn(created, '2027-03-04');
    await setRsvp(w.t, pastGame.id, w.other.id, 'in');
    await setRsvp(w.t, gameOn(created, '2027-03-18').id, w.member.id, 'in');
    await setRsvp(w.t, gameOn(created, '2027-03-25').id, w.member.id, 'in');
    await setRsvp(w.t, gameOn(created, '2027-03-25').id, w.admin.id, 'in');
    await setRsvp(w.t, gameOn(created, '2027-04-01').id, w.other.id, 'out');
    w.setNow('2027-03-12T10:00:00Z');
    const before = {
      member: (await messagesOf(w, w.member)).length,
      other: (await messagesOf(w, w.other)).length,
      admin: (await messagesOf(w, w.admin)).length,
    };

    const res = await deleteSeries(w, series.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: seriesTexts.stopped(7), deleted: 7 });

    expect((await getSeries(w, series.id)).statusCode).toBe(404);
    const left = await w.t.app.db
      .select()
      .from(games)
      .where(
        inArray(
          games.id,
          created.map((g) => g.id),
        ),
      );
    expect(left.map((g) => [g.seriesDate, g.seriesId])).toEqual([
      ['2027-03-04', null],
      ['2027-03-11', null],
    ]);
    expect(await answersTo([pastGame.id])).toEqual([
      { gameId: pastGame.id, userId: w.other.id, status: 'in' },
    ]);

    const stopped = 'Series stopped: Doomed no longer repeats, and its 7 upcoming games have been cancelled.';
    expect(await newMessages(w.member, before.member)).toEqual([stopped]);
    expect(await newMessages(w.other, before.other)).toEqual([stopped]);
    expect(await newMessages(w.admin, before.admin)).toEqual([]);
  });
});
