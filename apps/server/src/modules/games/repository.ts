/**
 * The games module's Drizzle queries (DESIGN.md "Layout": the only place that builds SQL for games).
 * Every function takes an Executor, so services run them inside their own transaction.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, groupMembers, groups, rsvps } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

/** The game as notification sentences name it (shared notificationMessages): description and kick-off. */
export const gameRef = (game: GameRow) => ({ description: game.description, at: game.gameDatetime });

/** A game with what its viewer needs beside it: group name, the viewer's admin flag, answer and counts. */
export type GameView = {
  game: GameRow;
  groupName: string;
  isAdmin: boolean;
  myStatus: 'in' | 'reserves' | 'out' | 'pending';
  mainCount: number;
  reservesCount: number;
};

/**
 * One query for any number of games: the viewer's membership is an inner join (a game of a group the
 * viewer is not in yields no row); the viewer's answer and the two counts come from one aggregate over
 * the game's rsvps rows (a lateral subquery: one index scan per game). `viewerId` is a placeholder.
 */
function selectGameViews(db: Executor) {
  const viewerId = sql.placeholder('viewerId');
  const answers = db
    .select({
      myStatus: sql<
        GameView['myStatus'] | null
      >`max(${rsvps.status}::text) filter (where ${rsvps.userId} = ${viewerId})`.as('my_status'),
      mainCount: sql<number>`count(*) filter (where ${rsvps.status} = 'in')`.mapWith(Number).as('main_count'),
      reservesCount: sql<number>`count(*) filter (where ${rsvps.status} = 'reserves')`
        .mapWith(Number)
        .as('reserves_count'),
    })
    .from(rsvps)
    .where(eq(rsvps.gameId, games.id))
    .as('answers');
  return db
    .select({
      game: games,
      groupName: groups.name,
      isAdmin: groupMembers.isAdmin,
      myStatus: sql<GameView['myStatus']>`coalesce(${answers.myStatus}, 'pending')`,
      mainCount: answers.mainCount,
      reservesCount: answers.reservesCount,
    })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, games.groupId), eq(groupMembers.userId, viewerId)))
    .innerJoinLateral(answers, sql`true`);
}

/**
 * Games of the viewer's groups starting after `now`, soonest first (ties by id). One prepared query
 * (GET /api/games, the busiest read).
 */
export function listUpcomingGameViews(db: Executor, viewerId: number, now: Date): Promise<GameView[]> {
  return prepared(db, 'games_upcoming', (d) =>
    selectGameViews(d)
      .where(gt(games.gameDatetime, sql.placeholder('now')))
      .orderBy(asc(games.gameDatetime), asc(games.id))
      .prepare('games_upcoming'),
  ).execute({ viewerId, now });
}

/** One game as `viewerId` sees it, or null when it does not exist or the viewer is not in its group. */
export async function findGameView(db: Executor, gameId: number, viewerId: number): Promise<GameView | null> {
  const [row] = await prepared(db, 'game_view', (d) =>
    selectGameViews(d)
      .where(eq(games.id, sql.placeholder('gameId')))
      .prepare('game_view'),
  ).execute({ viewerId, gameId });
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
 * The game row locked FOR UPDATE until the transaction ends: every change to a game's team sheet takes
 * this lock first, so concurrent RSVPs to one game run one after the other. Null when unknown.
 */
export async function lockGame(tx: Executor, gameId: number): Promise<GameRow | null> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  return row ?? null;
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

/** How many games of `groupId` start after `now`. */
export async function countUpcomingGames(db: Executor, groupId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(eq(games.groupId, groupId), gt(games.gameDatetime, now)));
  return Number(row?.n ?? 0);
}

/** Inserts a game; returns its id. */
export async function insertGame(db: Executor, values: NewGameRow): Promise<number> {
  const [row] = await db.insert(games).values(values).returning({ id: games.id });
  return row!.id;
}

/** Overwrites a game's editable fields and bumps updated_at; returns the row as stored (null when unknown). */
export async function updateGame(
  db: Executor,
  gameId: number,
  values: Omit<Partial<NewGameRow>, 'id' | 'groupId' | 'createdBy' | 'createdAt'>,
): Promise<GameRow | null> {
  const [row] = await db
    .update(games)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(games.id, gameId))
    .returning();
  return row ?? null;
}

/** Deletes a game (its RSVPs go with it: ON DELETE CASCADE). */
export async function deleteGame(db: Executor, gameId: number): Promise<void> {
  await db.delete(games).where(eq(games.id, gameId));
}

/** True when `userId` is an admin of at least one group. */
export async function isAdminOfAnyGroup(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.isAdmin, true)))
    .limit(1);
  return row !== undefined;
}

/** The user ids on a game's team sheet: main team and reserves (not `out`). */
export async function playerIdsOnSheet(db: Executor, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(eq(rsvps.gameId, gameId), inArray(rsvps.status, ['in', 'reserves'])))
    .orderBy(asc(rsvps.userId));
  return rows.map((r) => r.userId);
}
