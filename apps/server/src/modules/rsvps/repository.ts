/**
 * The RSVP module's Drizzle queries: one game's rsvps rows (no row = pending), the team sheet, and the
 * game rows the team sheet reads and locks. Callers that change rows hold the game row lock (`lockGame`)
 * in the same transaction.
 *
 * `position` orders each list by when the player joined it: a row that moves to another list takes the
 * next value of rsvp_position_seq (the back of that list); demoted players get explicit positions just
 * before the current front of the reserves.
 */
import { and, asc, eq, gt, inArray, min, notExists, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RsvpStatus, TeamEntry } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { games, groupMembers, rsvps, users, type GameRow } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';

const nextPosition = sql`nextval('rsvp_position_seq')`;

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
 * - without: upcoming games where they have an answer or of a group they (still) belong to.
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
 * What an RSVP or a team move decides on, in one query (run it after taking the game row lock, so it
 * sees every change committed before): whether `userId` is a member of `groupId`, their answer to the
 * game (null = pending), the main team's size and how many wait on the reserves.
 */
export async function answerState(
  db: Executor,
  gameId: number,
  groupId: number,
  userId: number,
): Promise<{ isMember: boolean; current: RsvpStatus | null; mainCount: number; reservesCount: number }> {
  const [row] = await db
    .select({
      isMember: sql<boolean>`exists (select 1 from ${groupMembers}
        where ${groupMembers.groupId} = ${groupId} and ${groupMembers.userId} = ${userId})`,
      current: sql<RsvpStatus | null>`(select ${rsvps.status} from ${rsvps}
        where ${rsvps.gameId} = ${gameId} and ${rsvps.userId} = ${userId})`,
      mainCount: sql<number>`(select count(*) from ${rsvps}
        where ${rsvps.gameId} = ${gameId} and ${rsvps.status} = 'in')`.mapWith(Number),
      reservesCount: sql<number>`(select count(*) from ${rsvps}
        where ${rsvps.gameId} = ${gameId} and ${rsvps.status} = 'reserves')`.mapWith(Number),
    })
    .from(sql`(values (1)) as one`);
  return row!;
}

/**
 * The main team's size and the reserves' user ids in queue order, in one query: what filling open
 * main-team places needs (the caller holds the game row lock).
 */
export async function mainCountAndReserves(
  db: Executor,
  gameId: number,
): Promise<{ mainCount: number; reserves: number[] }> {
  const rows = await db
    .select({ userId: rsvps.userId, status: rsvps.status })
    .from(rsvps)
    .where(and(eq(rsvps.gameId, gameId), inArray(rsvps.status, ['in', 'reserves'])))
    .orderBy(asc(rsvps.position), asc(rsvps.userId));
  return {
    mainCount: rows.filter((r) => r.status === 'in').length,
    reserves: rows.filter((r) => r.status === 'reserves').map((r) => r.userId),
  };
}

/** The user ids on a game's team sheet: main team and reserves (not `out`), by id. */
export async function playerIdsOnSheet(db: Executor, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(eq(rsvps.gameId, gameId), inArray(rsvps.status, ['in', 'reserves'])))
    .orderBy(asc(rsvps.userId));
  return rows.map((r) => r.userId);
}

/** The user ids of a list (`in` or `reserves`) in joining order. */
export async function listUserIds(db: Executor, gameId: number, status: RsvpStatus): Promise<number[]> {
  const rows = await db
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(eq(rsvps.gameId, gameId), eq(rsvps.status, status)))
    .orderBy(asc(rsvps.position), asc(rsvps.userId));
  return rows.map((r) => r.userId);
}

/**
 * Puts a player at the back of the `status` list (a new row, or an existing one moved), stamping
 * responded_at when the player answered themselves (`playerAnswered`) rather than being promoted or
 * moved by a group admin.
 */
export async function moveToBack(
  db: Executor,
  gameId: number,
  userId: number,
  status: RsvpStatus,
  { playerAnswered }: { playerAnswered: boolean },
): Promise<void> {
  await db
    .insert(rsvps)
    .values({ gameId, userId, status })
    .onConflictDoUpdate({
      target: [rsvps.gameId, rsvps.userId],
      set: {
        status,
        position: nextPosition,
        updatedAt: sql`now()`,
        ...(playerAnswered ? { respondedAt: sql`now()` } : {}),
      },
    });
}

/**
 * Moves players (`userIds`, in the order given) to the front of the reserves, before everyone already
 * there, keeping their order. Used when max_players drops below the main team's size.
 */
export async function moveToFrontOfReserves(db: Executor, gameId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const [front] = await db
    .select({ position: min(rsvps.position) })
    .from(rsvps)
    .where(and(eq(rsvps.gameId, gameId), eq(rsvps.status, 'reserves')));
  const start =
    front?.position === null || front?.position === undefined
      ? null
      : Number(front.position) - userIds.length;
  for (const [i, userId] of userIds.entries()) {
    await db
      .update(rsvps)
      .set({ status: 'reserves', updatedAt: sql`now()`, ...(start === null ? {} : { position: start + i }) })
      .where(and(eq(rsvps.gameId, gameId), eq(rsvps.userId, userId)));
  }
}

/** Deletes the given user's rows in `gameIds`; returns what each deleted row said. */
export async function deleteUserRows(
  db: Executor,
  userId: number,
  gameIds: number[],
): Promise<{ gameId: number; status: RsvpStatus }[]> {
  if (gameIds.length === 0) return [];
  return db
    .delete(rsvps)
    .where(and(eq(rsvps.userId, userId), inArray(rsvps.gameId, gameIds)))
    .returning({ gameId: rsvps.gameId, status: rsvps.status });
}

/**
 * The team sheet's rows, in one prepared query: main team and reserves in joining order (whoever holds
 * the row, so past games keep their sheets), the `out` answers of current members in the order they
 * gave them, then the current members who have not answered (`pending`) by name. `answered` keeps the
 * rows' order (callers split it by status); `pending` is sorted by name.
 */
export async function teamSheetRows(
  db: Executor,
  gameId: number,
  groupId: number,
): Promise<{ answered: TeamEntry[]; pending: TeamEntry[] }> {
  const rows = await prepared(db, 'team_sheet', (d) => {
    const game = sql.placeholder('gameId');
    const group = sql.placeholder('groupId');
    const isMember = sql`exists (select 1 from ${groupMembers}
      where ${groupMembers.groupId} = ${group} and ${groupMembers.userId} = ${rsvps.userId})`;
    const answered = d
      .select({
        user_id: rsvps.userId,
        name: users.name,
        surname: users.surname,
        status: sql<TeamEntry['status']>`${rsvps.status}::text`.as('status'),
        part: sql<number>`0`.as('part'),
        position: sql<string | null>`${rsvps.position}`.as('position'),
        tie: sql<number | null>`${rsvps.userId}`.as('tie'),
      })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .where(and(eq(rsvps.gameId, game), sql`(${rsvps.status} <> 'out' or ${isMember})`));
    const pending = d
      .select({
        user_id: users.id,
        name: users.name,
        surname: users.surname,
        status: sql<TeamEntry['status']>`'pending'`.as('status'),
        part: sql<number>`1`.as('part'),
        position: sql<string | null>`null::bigint`.as('position'),
        tie: sql<number | null>`null::integer`.as('tie'),
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.groupId, group),
          notExists(
            d
              .select({ one: sql`1` })
              .from(rsvps)
              .where(and(eq(rsvps.gameId, game), eq(rsvps.userId, groupMembers.userId))),
          ),
        ),
      );
    // Answered rows by (position, user id); pending ones (position and tie null) by (name, surname, id).
    return unionAll(answered, pending)
      .orderBy(sql`part`, sql`position`, sql`tie`, sql`name`, sql`surname`, sql`user_id`)
      .prepare('team_sheet');
  }).execute({ gameId, groupId });
  const entries = rows.map(({ user_id, name, surname, status }) => ({ user_id, name, surname, status }));
  return {
    answered: entries.filter((e) => e.status !== 'pending'),
    pending: entries.filter((e) => e.status === 'pending'),
  };
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
