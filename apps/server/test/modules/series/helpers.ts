/**
 * Helpers of the recurring-games tests: a group in a chosen time zone with an admin and members, a
 * clock the test moves, and the series endpoints as one-liners.
 */
import { asc, eq } from 'drizzle-orm';
import type { Game, Series } from '@turnout/shared';
import { games, groups, notifications } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

export type SeriesWorld = {
  t: TestContext;
  admin: TestUser;
  member: TestUser;
  other: TestUser;
  group: { id: number; name: string };
  /** Sets the clock every rule reads (app.now()). */
  setNow(at: Date | string): void;
  now(): Date;
};

/** A fresh app whose clock starts at `start`, and a group in `timeZone`: admin, member, other (members). */
export async function seriesWorld(start: string, timeZone = 'Europe/London'): Promise<SeriesWorld> {
  let now = new Date(start);
  const t = await build({}, { clock: () => now });
  const admin = await createUser(t, { name: 'Ada' });
  const member = await createUser(t, { name: 'Mo' });
  const other = await createUser(t, { name: 'Olu' });
  const group = await createGroup(t, admin, { members: [member, other], name: 'Thursday Club' });
  await t.app.db.update(groups).set({ timeZone }).where(eq(groups.id, group.id));
  return {
    t,
    admin,
    member,
    other,
    group,
    setNow: (at) => {
      now = new Date(at);
    },
    now: () => now,
  };
}

export type SeriesReplyBody = { series: Series; games: Game[] };

/** A valid series body for `w.group` (weekly 19:00 from 2027-03-18), with `extra` fields over it. */
export const seriesBody = (w: SeriesWorld, extra: Record<string, unknown> = {}) => ({
  group_id: w.group.id,
  description: 'Thursday five-a-side',
  venue: 'Astro 2',
  cost: 60,
  max_players: 10,
  start_date: '2027-03-18',
  time: '19:00',
  rrule: 'FREQ=WEEKLY;BYDAY=TH',
  ...extra,
});

export const postSeries = (w: SeriesWorld, body: Record<string, unknown>, as: TestUser = w.admin) =>
  w.t.app.inject({ method: 'POST', url: '/api/game-series', headers: w.t.auth(as), payload: body });

export const getSeries = (w: SeriesWorld, id: number, as: TestUser = w.admin) =>
  w.t.app.inject({ method: 'GET', url: `/api/game-series/${id}`, headers: w.t.auth(as) });

export const putSeries = (
  w: SeriesWorld,
  id: number,
  body: Record<string, unknown>,
  as: TestUser = w.admin,
) => w.t.app.inject({ method: 'PUT', url: `/api/game-series/${id}`, headers: w.t.auth(as), payload: body });

export const deleteSeries = (w: SeriesWorld, id: number, as: TestUser = w.admin) =>
  w.t.app.inject({ method: 'DELETE', url: `/api/game-series/${id}`, headers: w.t.auth(as) });

/** Creates a series (201 expected) and returns the reply. */
export async function createSeries(
  w: SeriesWorld,
  extra: Record<string, unknown> = {},
): Promise<SeriesReplyBody> {
  const res = await postSeries(w, seriesBody(w, extra));
  if (res.statusCode !== 201) throw new Error(`POST /api/game-series: ${res.statusCode} ${res.body}`);
  return res.json<SeriesReplyBody>();
}

/** Every game row of a series (past ones too), soonest first: [series_date, game_datetime ISO]. */
export async function seriesGames(w: SeriesWorld, seriesId: number): Promise<[string, string][]> {
  const rows = await w.t.app.db
    .select({ date: games.seriesDate, at: games.gameDatetime })
    .from(games)
    .where(eq(games.seriesId, seriesId))
    .orderBy(asc(games.gameDatetime));
  return rows.map((r) => [r.date!, r.at.toISOString()]);
}

/** The messages `user` has been sent, oldest first. */
export async function messagesOf(w: SeriesWorld, user: { id: number }): Promise<string[]> {
  const rows = await w.t.app.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.id));
  return rows.map((r) => r.message);
}

/** The local dates "YYYY-MM-DD" of every Thursday from `first`, `n` of them. */
export function weeklyDates(first: string, n: number): string[] {
  const start = new Date(`${first}T12:00:00Z`).getTime();
  return Array.from({ length: n }, (_, i) => new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10));
}
