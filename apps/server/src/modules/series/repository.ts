/**
 * The series module's Drizzle queries (docs/design.md#layout: the only place that builds SQL for recurring
 * games): game_series rows, and the games and answers of a series. Every function takes an Executor, so
 * services run them inside their own transaction. Lock order (groups/access.ts lockMembership): the
 * group row, then the series row, then game rows.
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameSeries, games, groups, rsvps, type GameRow, type GameSeriesRow } from '../../db/schema.ts';
import { groupPricing } from '../groups/index.ts';

export type { GameSeriesRow };
export type NewSeriesRow = typeof gameSeries.$inferInsert;
export type NewGameRow = typeof games.$inferInsert;

/** A series with its group's time zone and currency (the API's series object carries them). */
export type SeriesView = { series: GameSeriesRow; timeZone: string; currency: string };

/** What a series needs of its group: name, time zone, currency and reminder hours; null when it is gone. */
export async function groupSettings(
  db: Executor,
  groupId: number,
): Promise<{ name: string; timeZone: string; currency: string; reminderHours: number } | null> {
  const [row] = await db
    .select({
      name: groups.name,
      timeZone: groups.timeZone,
      currency: groups.currency,
      reminderHours: groups.reminderHours,
    })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? null;
}

/** Inserts a series; returns the row as stored. */
export async function insertSeries(db: Executor, values: NewSeriesRow): Promise<GameSeriesRow> {
  const [row] = await db.insert(gameSeries).values(values).returning();
  return row!;
}

/** A series with its group's zone and currency, or null. */
export async function findSeriesView(db: Executor, seriesId: number): Promise<SeriesView | null> {
  const [row] = await db
    .select({ series: gameSeries, timeZone: groups.timeZone, currency: groups.currency })
    .from(gameSeries)
    .innerJoin(groups, eq(groups.id, gameSeries.groupId))
    .where(eq(gameSeries.id, seriesId));
  return row ?? null;
}

/**
 * The series row locked FOR UPDATE until the transaction ends, or null when it is gone (or, with
 * `skipLocked`, held by another transaction: the daily job leaves it to that one).
 */
export async function lockSeries(
  tx: Executor,
  seriesId: number,
  options: { skipLocked?: boolean } = {},
): Promise<GameSeriesRow | null> {
  const query = tx.select().from(gameSeries).where(eq(gameSeries.id, seriesId));
  const [row] = await (options.skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row ?? null;
}

/** Overwrites a series' fields and bumps updated_at. */
export async function updateSeries(
  db: Executor,
  seriesId: number,
  values: Omit<Partial<NewSeriesRow>, 'id' | 'groupId' | 'createdBy' | 'createdAt'>,
): Promise<void> {
  await db
    .update(gameSeries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(gameSeries.id, seriesId));
}

/** Moves a series' horizon (the daily job); updated_at is left alone (the series itself did not change). */
export async function setGeneratedUntil(db: Executor, seriesId: number, generatedUntil: Date): Promise<void> {
  await db.update(gameSeries).set({ generatedUntil }).where(eq(gameSeries.id, seriesId));
}

/** Deletes a series row; its games that remain keep existing with series_id null (ON DELETE SET NULL). */
/** The group of series `seriesId`, or null when the series is unknown. */
export async function groupIdOfSeries(db: Executor, seriesId: number): Promise<number | null> {
  const [row] = await db
    .select({ groupId: gameSeries.groupId })
    .from(gameSeries)
    .where(eq(gameSeries.id, seriesId));
  return row?.groupId ?? null;
}

export async function deleteSeries(db: Executor, seriesId: number): Promise<void> {
  await db.delete(gameSeries).where(eq(gameSeries.id, seriesId));
}

/**
 * The series of a group with its zone and currency, soonest next game first (a series with no game
 * ahead of `now` last, newest first among those).
 */
export async function listGroupSeries(db: Executor, groupId: number, now: Date): Promise<SeriesView[]> {
  const next = sql<Date | null>`(select min(${games.gameDatetime}) from ${games}
    where ${games.seriesId} = ${gameSeries.id} and ${games.gameDatetime} > ${now})`;
  return db
    .select({ series: gameSeries, timeZone: groups.timeZone, currency: groups.currency })
    .from(gameSeries)
    .innerJoin(groups, eq(groups.id, gameSeries.groupId))
    .where(eq(gameSeries.groupId, groupId))
    .orderBy(sql`${next} asc nulls last`, sql`${gameSeries.id} desc`);
}

/** The games of a series that have not started at `now`, locked FOR UPDATE, soonest first. */
export function lockUpcomingGames(tx: Executor, seriesId: number, now: Date): Promise<GameRow[]> {
  return tx
    .select()
    .from(games)
    .where(and(eq(games.seriesId, seriesId), gt(games.gameDatetime, now)))
    .orderBy(asc(games.gameDatetime), asc(games.id))
    .for('update');
}

/** The local dates (series_date) of every game of a series, past ones included. */
export async function gameDates(db: Executor, seriesId: number): Promise<Set<string>> {
  const rows = await db.select({ date: games.seriesDate }).from(games).where(eq(games.seriesId, seriesId));
  return new Set(rows.map((r) => r.date).filter((d): d is string => d !== null));
}

/**
 * Inserts the games of a series; an occurrence that already has a game (series_id, series_date) is
 * skipped. Returns the ids inserted, in the order given.
 */
export async function insertSeriesGames(
  db: Executor,
  values: Omit<NewGameRow, 'currency' | 'costMode'>[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(games)
    .values(values.map((v) => ({ ...v, ...groupPricing(v.groupId) })))
    .onConflictDoNothing({ target: [games.seriesId, games.seriesDate] })
    .returning({ id: games.id });
  return rows.map((r) => r.id);
}

/** Overwrites one game's fields and bumps updated_at; returns the row as stored. */
export async function updateGame(
  db: Executor,
  gameId: number,
  values: Partial<NewGameRow>,
): Promise<GameRow> {
  const [row] = await db
    .update(games)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(games.id, gameId))
    .returning();
  return row!;
}

/** Deletes games (their answers go with them: ON DELETE CASCADE). */
export async function deleteGames(db: Executor, gameIds: number[]): Promise<void> {
  if (gameIds.length === 0) return;
  await db.delete(games).where(inArray(games.id, gameIds));
}

/** Who answered which of `gameIds`, with what: one row per answer. */
export function answersOf(
  db: Executor,
  gameIds: number[],
): Promise<{ gameId: number; userId: number; status: 'in' | 'reserves' | 'out' }[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .select({ gameId: rsvps.gameId, userId: rsvps.userId, status: rsvps.status })
    .from(rsvps)
    .where(inArray(rsvps.gameId, gameIds));
}

/** Series whose games are created up to before `until`: the daily job's work list, by id. */
export function seriesBehind(db: Executor, until: Date): Promise<{ id: number; groupId: number }[]> {
  return db
    .select({ id: gameSeries.id, groupId: gameSeries.groupId })
    .from(gameSeries)
    .where(lt(gameSeries.generatedUntil, until))
    .orderBy(asc(gameSeries.id));
}
