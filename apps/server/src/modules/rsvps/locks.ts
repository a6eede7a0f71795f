/**
 * The game rows the team sheet locks and reads (./service.ts, ./admin-moves.ts, ./guests.ts, ./history.ts,
 * ./live.ts). Callers that change a game's sheet hold its game row lock (`lockGame`) in the same
 * transaction, taken before anything else of that game is read.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameGuests, games, groupMembers, rsvps, type GameRow } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The game row locked FOR UPDATE until the transaction ends: every change to a game's team sheet takes
 * this lock first, so concurrent RSVPs to one game run one after the other. Null when unknown.
 */
export async function lockGame(tx: Executor, gameId: number): Promise<GameRow | null> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  return row ?? null;
}

/**
 * The game row when `viewerId` is in its group; null when the game is unknown or they are not (both
 * are "Game not found" to the viewer). One prepared query.
 */
export async function findGameOfMember(
  db: Executor,
  gameId: number,
  viewerId: number,
): Promise<GameRow | null> {
  const [row] = await prepared(db, 'game_of_member', (d) =>
    d
      .select({ game: games })
      .from(games)
      .innerJoin(
        groupMembers,
        and(eq(groupMembers.groupId, games.groupId), eq(groupMembers.userId, sql.placeholder('viewerId'))),
      )
      .where(eq(games.id, sql.placeholder('gameId')))
      .prepare('game_of_member'),
  ).execute({ gameId, viewerId });
  return row?.game ?? null;
}

/**
 * Locks (FOR UPDATE, in id order so that two such calls never deadlock) the games starting after `now`
 * whose team sheets `userId` may be on, and returns their rows:
 * - with `groupId`: every upcoming game of that group, so that an RSVP racing the member's removal is
 *   either seen here or, waiting for the lock, finds the membership gone;
 * - without: upcoming games where they have an answer or guests, or of a group they (still) belong to.
 */
export async function lockUpcomingGamesOfUser(
  tx: Executor,
  userId: number,
  now: Date,
  groupId?: number,
): Promise<GameRow[]> {
  const mayBeOnSheet =
    groupId !== undefined
      ? eq(games.groupId, groupId)
      : sql`(exists (select 1 from ${rsvps} where ${rsvps.gameId} = ${games.id} and ${rsvps.userId} = ${userId})
          or exists (select 1 from ${gameGuests}
            where ${gameGuests.gameId} = ${games.id} and ${gameGuests.hostUserId} = ${userId})
          or exists (select 1 from ${groupMembers}
            where ${groupMembers.groupId} = ${games.groupId} and ${groupMembers.userId} = ${userId}))`;
  return tx
    .select()
    .from(games)
    .where(and(gt(games.gameDatetime, now), mayBeOnSheet))
    .orderBy(asc(games.id))
    .for('update');
}

/**
 * Ids of the games of `groupId`, all of them or (with `after`) those starting after it. Used by the live
 * team sheet (./live.ts) when a member leaves the group: their sockets leave these games' rooms.
 */
export async function gameIdsOfGroup(db: Executor, groupId: number, after?: Date): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(
      after ? and(eq(games.groupId, groupId), gt(games.gameDatetime, after)) : eq(games.groupId, groupId),
    );
  return rows.map((r) => r.id);
}
