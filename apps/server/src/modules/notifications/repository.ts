/**
 * The notifications module's Drizzle queries. Every read and change is scoped to one user (`userId`):
 * a notification of someone else is never seen or touched. Takes an Executor so other modules can
 * insert inside their own transaction.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = { userId: number; message: string; link: string | null };

/** Inserts the notifications (unread, now). */
export async function insertMany(db: Executor, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

/** The user's newest `limit` notifications, newest first (ties: the later insert first). */
export function listOfUser(db: Executor, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Unread counts of the given users in one query; users with none are absent from the map. */
export async function unreadCounts(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.isRead, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** Marks one of the user's notifications read; false when the user has no notification `id`. */
export async function markRead(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Deletes the user's notifications among `ids` (all of them when `ids` is undefined); returns how many. */
export async function deleteOfUser(db: Executor, userId: number, ids?: number[]): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(
      and(eq(notifications.userId, userId), ids === undefined ? undefined : inArray(notifications.id, ids)),
    )
    .returning({ id: sql<number>`${notifications.id}` });
  return rows.length;
}
