/**
 * The reminders module's Drizzle queries (README "Reminders"; docs/design.md#growing:
 * "who has not answered" is a query of rsvps, exactly-once through a unique key). A member has not
 * answered a game when they are in its group and have no rsvps row for it; game_reminders' primary key
 * (game_id, user_id) records who has been reminded, so `INSERT … ON CONFLICT DO NOTHING RETURNING` hands
 * each member to exactly one sender, whatever the number of instances, restarts or edits of the game.
 */
import { and, asc, eq, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameReminders, games, groupMembers, groups, rsvps, type GameRow } from '../../db/schema.ts';

/** A game with its group's name (mail subjects name the group). */
export type ReminderGame = GameRow & { groupName: string };

/**
 * Up to `limit` games whose automatic reminder is due (reminder_at ≤ `now`), earliest first, locked FOR
 * UPDATE until the transaction ends; games another transaction holds are skipped (SKIP LOCKED), so two
 * sweeps at once share the work instead of waiting for each other.
 */
export async function lockDueGames(tx: Executor, now: Date, limit: number): Promise<ReminderGame[]> {
  const rows = await tx
    .select({ game: games, groupName: groups.name })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .where(lte(games.reminderAt, now))
    .orderBy(asc(games.reminderAt), asc(games.id))
    .limit(limit)
    .for('update', { of: games, skipLocked: true });
  return rows.map((r) => ({ ...r.game, groupName: r.groupName }));
}

/** The game with its group's name, or null when unknown. */
export async function findGame(db: Executor, gameId: number): Promise<ReminderGame | null> {
  const [row] = await db
    .select({ game: games, groupName: groups.name })
    .from(games)
    .innerJoin(groups, eq(groups.id, games.groupId))
    .where(eq(games.id, gameId));
  return row ? { ...row.game, groupName: row.groupName } : null;
}

/** The game's automatic reminder is no longer due (sent, or the game has started). */
export async function clearReminder(tx: Executor, gameId: number): Promise<void> {
  await tx.update(games).set({ reminderAt: null }).where(eq(games.id, gameId));
}

/** Members of the game's group without an rsvps row for it (condition on group_members). */
const hasNotAnswered = (gameId: number) =>
  notExists(
    // A constant select list: only whether a row exists matters.
    sql`(select 1 from ${rsvps} where ${rsvps.gameId} = ${gameId} and ${rsvps.userId} = ${groupMembers.userId})`,
  );

/** The ids of the members of `groupId` who have not answered `gameId`, except `exceptUserId`, by id. */
export async function nonResponderIds(
  db: Executor,
  gameId: number,
  groupId: number,
  exceptUserId?: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        hasNotAnswered(gameId),
        exceptUserId === undefined ? undefined : ne(groupMembers.userId, exceptUserId),
      ),
    )
    .orderBy(asc(groupMembers.userId));
  return rows.map((r) => r.id);
}

/**
 * The automatic reminder's claim: records every member of `groupId` who has not answered `gameId` in
 * game_reminders at `now`, skipping those already there, and returns the ids it recorded — the members
 * this caller (and nobody else) reminds.
 */
export async function claimNonResponders(
  tx: Executor,
  gameId: number,
  groupId: number,
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .insert(gameReminders)
    .select(
      tx
        .select({
          gameId: sql<number>`${gameId}::int`.as('game_id'),
          userId: groupMembers.userId,
          sentAt: sql<Date>`${now}::timestamptz`.as('sent_at'),
        })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), hasNotAnswered(gameId))),
    )
    .onConflictDoNothing()
    .returning({ userId: gameReminders.userId });
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

/** Records `userIds` as reminded of `gameId` at `now`; those already recorded keep their row. */
export async function recordReminded(
  tx: Executor,
  gameId: number,
  userIds: number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(gameReminders)
    .values(userIds.map((userId) => ({ gameId, userId, sentAt: now })))
    .onConflictDoNothing();
}

/**
 * The manual reminder's claim: sets games.reminded_at = `now` when the game was never reminded by hand
 * or last at or before `notAfter`; one statement, so of two admins at once only one wins. False when the
 * last manual reminder is more recent (or the game is gone).
 */
export async function claimManualReminder(
  tx: Executor,
  gameId: number,
  now: Date,
  notAfter: Date,
): Promise<boolean> {
  const rows = await tx
    .update(games)
    .set({ remindedAt: now })
    .where(and(eq(games.id, gameId), or(isNull(games.remindedAt), lte(games.remindedAt, notAfter))))
    .returning({ id: games.id });
  return rows.length > 0;
}

/** When the game was last reminded by hand (null: never, or the game is gone). */
export async function lastManualReminder(db: Executor, gameId: number): Promise<Date | null> {
  const [row] = await db.select({ at: games.remindedAt }).from(games).where(eq(games.id, gameId));
  return row?.at ?? null;
}
