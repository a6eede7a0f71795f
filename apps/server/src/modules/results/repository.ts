/**
 * The results module's queries (README "Sides, results and ratings"): games, their published sides and
 * results, no-show marks, guests' stars and the members' seed stars.
 */
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  gameAttendance,
  gameGuests,
  gameResults,
  gameSides,
  games,
  groupMembers,
  groups,
  memberRatings,
  rsvps,
  users,
  type StoredSide,
} from '../../db/schema.ts';

/** A game as the results need it, with its group's time zone. */
export async function findGame(db: Executor, gameId: number) {
  const [row] = await db
    .select({
      id: games.id,
      groupId: games.groupId,
      description: games.description,
      gameDatetime: games.gameDatetime,
      status: games.status,
    })
    .from(games)
    .where(eq(games.id, gameId));
  return row ?? null;
}

/** The group's name and time zone, or null. */
export async function findGroup(db: Executor, groupId: number) {
  const [row] = await db
    .select({ id: groups.id, timeZone: groups.timeZone })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? null;
}

/** The published sides and whether they changed after kick-off, or null. */
export async function sidesOf(db: Executor, gameId: number) {
  const [row] = await db
    .select({ sides: gameSides.sides, changedAfterKickoff: gameSides.changedAfterKickoff })
    .from(gameSides)
    .where(eq(gameSides.gameId, gameId));
  return row ?? null;
}

/** The game's result row, or null. */
export async function resultOf(db: Executor, gameId: number) {
  const [row] = await db.select().from(gameResults).where(eq(gameResults.gameId, gameId));
  return row ?? null;
}

/** Records or overwrites the game's result (scores null when not played). */
export async function upsertResult(
  db: Executor,
  gameId: number,
  scores: number[] | null,
  by: number,
  now: Date,
) {
  const values = { scores, notPlayed: scores === null, recordedBy: by, updatedAt: now };
  await db
    .insert(gameResults)
    .values({ gameId, ...values, recordedAt: now })
    .onConflictDoUpdate({ target: gameResults.gameId, set: values });
}

/** Everything the ratings and the table need about a group's recorded games up to `now`, oldest first. */
export type RecordedGame = {
  gameId: number;
  gameDatetime: Date;
  scores: number[] | null;
  notPlayed: boolean;
  sides: StoredSide[] | null;
  changedAfterKickoff: boolean;
};

/** The group's games with a result that kicked off by `now` (not cancelled), in kick-off order. */
export async function recordedGames(db: Executor, groupId: number, now: Date): Promise<RecordedGame[]> {
  const rows = await db
    .select({
      gameId: games.id,
      gameDatetime: games.gameDatetime,
      scores: gameResults.scores,
      notPlayed: gameResults.notPlayed,
      sides: gameSides.sides,
      changedAfterKickoff: gameSides.changedAfterKickoff,
    })
    .from(gameResults)
    .innerJoin(games, eq(games.id, gameResults.gameId))
    .leftJoin(gameSides, eq(gameSides.gameId, games.id))
    .where(and(eq(games.groupId, groupId), lte(games.gameDatetime, now), ne(games.status, 'cancelled')))
    .orderBy(asc(games.gameDatetime), asc(games.id));
  return rows.map((r) => ({ ...r, changedAfterKickoff: r.changedAfterKickoff ?? false }));
}

/** "gameId:userId" of every no-show mark (attended = false) of `gameIds`. */
export async function noShows(db: Executor, gameIds: number[]): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: gameAttendance.gameId, userId: gameAttendance.userId })
    .from(gameAttendance)
    .where(and(inArray(gameAttendance.gameId, gameIds), eq(gameAttendance.attended, false)));
  return new Set(rows.map((r) => `${r.gameId}:${r.userId}`));
}

/** Guest id → the stars their host gave them (null = average), for `gameIds`. */
export async function guestStars(db: Executor, gameIds: number[]): Promise<Map<number, number | null>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ id: gameGuests.id, stars: gameGuests.stars })
    .from(gameGuests)
    .where(inArray(gameGuests.gameId, gameIds));
  return new Map(rows.map((r) => [r.id, r.stars]));
}

/** User id → the stars a group admin set for them in `groupId` (null = average). */
export async function seedStars(db: Executor, groupId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ userId: memberRatings.userId, stars: memberRatings.stars })
    .from(memberRatings)
    .where(eq(memberRatings.groupId, groupId));
  return new Map(rows.map((r) => [r.userId, r.stars]));
}

/** The members of `groupId` an admin marked as goalkeepers (README "Sides, results and ratings"). */
export async function goalkeepersOf(db: Executor, groupId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: memberRatings.userId })
    .from(memberRatings)
    .where(and(eq(memberRatings.groupId, groupId), eq(memberRatings.goalkeeper, true)));
  return new Set(rows.map((r) => r.userId));
}

/** The group's members with their names, by name, surname, id. */
export async function membersOf(db: Executor, groupId: number) {
  return db
    .select({ userId: users.id, name: users.name, surname: users.surname })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
}

/** The members who said they are in for the game (told of a "not played" without sides). */
export async function playersIn(db: Executor, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(eq(rsvps.gameId, gameId), eq(rsvps.status, 'in')));
  return rows.map((r) => r.userId);
}
