/**
 * The daily job "series.horizon" (README "Recurring games"): as the clock moves on, each series gets the
 * games of its next 56 days; a game deleted by hand is not created again; running the job twice creates
 * nothing twice; COUNT still caps the series; a series with no game ahead gets its next one. The clock is
 * the test's (build({}, { clock })) and the job runs when the test says (app.jobs.run).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeries, games } from '../../../src/db/schema.ts';
import { createSeries, seriesGames, seriesWorld, weeklyDates, type SeriesWorld } from './helpers.ts';

let w: SeriesWorld;
beforeAll(async () => {
  w = await seriesWorld('2027-03-01T10:00:00Z');
});
afterAll(() => w.t.close());

const runJob = () => w.t.app.jobs.run('series.horizon');
const datesOf = async (seriesId: number) => (await seriesGames(w, seriesId)).map(([date]) => date);

describe('the daily horizon job', () => {
  it('creates the games of the next 56 days as time passes, never one deleted by hand, never twice', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    // Started last week: the games are those of 2027-03-04 … 2027-04-22 (now + 56 days = 2027-04-26 10:00Z).
    const { series, games: created } = await createSeries(w, { start_date: '2027-02-25' });
    expect(created.map((g) => g.game_datetime.slice(0, 10))).toEqual(weeklyDates('2027-03-04', 8));

    // The admin deletes the game of 2027-03-11 by hand.
    const deleted = created[1]!;
    const res = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/games/${deleted.id}`,
      headers: w.t.auth(w.admin),
    });
    expect(res.statusCode).toBe(200);

    // A week later: the horizon is 2027-05-03 10:00Z, so 2027-04-29 (18:00Z, BST) joins.
    w.setNow('2027-03-08T10:00:00Z');
    await runJob();
    const afterOneWeek = weeklyDates('2027-03-04', 9).filter((d) => d !== '2027-03-11');
    expect(await datesOf(series.id)).toEqual(afterOneWeek);
    expect((await seriesGames(w, series.id)).at(-1)).toEqual(['2027-04-29', '2027-04-29T18:00:00.000Z']);

    // Again the same day: nothing new, nothing twice.
    await runJob();
    await runJob();
    expect(await datesOf(series.id)).toEqual(afterOneWeek);

    // Another week: 2027-05-06.
    w.setNow('2027-03-15T10:00:00Z');
    await runJob();
    expect(await datesOf(series.id)).toEqual([...afterOneWeek, '2027-05-06']);
    const [row] = await w.t.app.db.select().from(gameSeries).where(eq(gameSeries.id, series.id));
    expect(row!.generatedUntil.toISOString()).toBe('2027-05-10T10:00:00.000Z');
  });

  it('sets each new game’s automatic reminder (24 hours before, the group default)', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series } = await createSeries(w, { start_date: '2027-02-25', description: 'Reminded' });
    w.setNow('2027-03-08T10:00:00Z');
    await runJob();
    const [last] = await w.t.app.db
      .select({ at: games.gameDatetime, reminderAt: games.reminderAt })
      .from(games)
      .where(and(eq(games.seriesDate, '2027-04-29'), eq(games.seriesId, series.id)));
    expect(last!.reminderAt!.toISOString()).toBe('2027-04-28T18:00:00.000Z');
  });

  it('stops at COUNT', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series, games: created } = await createSeries(w, {
      start_date: '2027-03-04',
      rrule: 'FREQ=WEEKLY;COUNT=10',
    });
    expect(created).toHaveLength(9);
    w.setNow('2027-04-20T10:00:00Z');
    await runJob();
    expect(await datesOf(series.id)).toEqual(weeklyDates('2027-03-04', 10));
  });

  it('gives a series with no game ahead its next one', async () => {
    w.setNow('2027-03-01T10:00:00Z');
    const { series } = await createSeries(w, { rrule: 'FREQ=MONTHLY;INTERVAL=3' });
    expect(await datesOf(series.id)).toEqual(['2027-03-18']);
    w.setNow('2027-03-19T10:00:00Z');
    await runJob();
    expect(await seriesGames(w, series.id)).toEqual([
      ['2027-03-18', '2027-03-18T19:00:00.000Z'],
      ['2027-06-18', '2027-06-18T18:00:00.000Z'],
    ]);
  });
});
