/**
 * The notifications module's Drizzle queries. Every read and change is scoped to one user (`userId`):
 * a notification of someone else is never seen or touched. Takes an Executor so other modules can
 * insert inside their own transaction.
 */
import { FALLBACK_TIME_ZONE } from '@turnout/shared';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@turnout/shared/i18n';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groupMembers, groups, notifications, users } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
/**
 * A row to store: `message` the English sentence (the fallback), `textKey` and `textParams` the notice it
 * is rendered from in the reader's language (null for a sentence outside the catalogue).
 */
export type NewNotification = {
  userId: number;
  message: string;
  link: string | null;
  textKey: string | null;
  textParams: Record<string, unknown> | null;
};

/** Inserts the notifications (unread, now). */
export async function insertMany(db: Executor, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

/**
 * An alert (notifications.alert_key): rewrites `row.userId`'s unread notification with `row.alertKey`
 * (message and link; newest again), or inserts it when there is none unread (read or deleted alerts
 * stay as they were: the next event starts a new one). The caller's transaction holds the lock that
 * serialises events of one key (the game row lock for a drop-out alert).
 */
export async function upsertUnreadAlert(
  db: Executor,
  row: NewNotification & { alertKey: string },
): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({
      message: row.message,
      link: row.link,
      textKey: row.textKey,
      textParams: row.textParams,
      createdAt: sql`now()`,
    })
    .where(
      and(
        eq(notifications.userId, row.userId),
        eq(notifications.alertKey, row.alertKey),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  if (updated.length === 0) await db.insert(notifications).values(row);
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

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `(values (1), (2), …)` of user ids, for joining a list of users laterally. */
const userList = (userIds: number[]) =>
  sql`(values ${sql.join(
    userIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  )}) as u(user_id)`;

/** The newest first, as the list shows them (ties: the later insert first). */
const newestFirst = sql`${notifications.createdAt} desc, ${notifications.id} desc`;

/**
 * Unread counts of the given users in one query, counting only among each user's newest `keep`
 * notifications (what a user can have: see trimToNewest). Users with none have 0 or are absent.
 */
export async function unreadCounts(
  db: Executor,
  userIds: number[],
  keep: number,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select u.user_id as "userId",
      (select count(*)::int from (
         select ${notifications.isRead} as is_read from ${notifications}
         where ${notifications.userId} = u.user_id
         order by ${newestFirst} limit ${keep}) newest
       where not newest.is_read) as "n"
    from ${userList(userIds)}`);
  return new Map(rowsOf<{ userId: number; n: number }>(result).map((r) => [Number(r.userId), Number(r.n)]));
}

/**
 * Deletes all but the newest `keep` notifications of each of `userIds` (one query; each user's rows are
 * walked newest first on notifications_user_idx).
 */
export async function trimToNewest(db: Executor, userIds: number[], keep: number): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    delete from ${notifications} where id in (
      select beyond.id from ${userList(userIds)}
      cross join lateral (
        select ${notifications.id} as id from ${notifications} where ${notifications.userId} = u.user_id
        order by ${newestFirst} offset ${keep}) beyond)`);
}

/**
 * Deletes every notification created before `before`, and all but the newest `keep` of every user who
 * has more. Returns the ids of the users who lost an unread one (their unread count changed).
 */
export async function prune(db: Executor, before: Date, keep: number): Promise<number[]> {
  const expired = await db.execute(sql`
    with gone as (
      delete from ${notifications} where ${notifications.createdAt} < ${before.toISOString()}::timestamptz
      returning ${notifications.userId} as user_id, ${notifications.isRead} as is_read)
    select distinct user_id as "userId" from gone where not is_read`);
  const overflow = await db.execute(sql`
    with gone as (
      delete from ${notifications} where ${notifications.id} in (
        select ranked.id from (
          select ${notifications.id} as id,
            row_number() over (partition by ${notifications.userId} order by ${newestFirst}) as rank
          from ${notifications}
          where ${notifications.userId} in (
            select ${notifications.userId} from ${notifications}
            group by ${notifications.userId} having count(*) > ${keep})
        ) ranked
        where ranked.rank > ${keep})
      returning ${notifications.userId} as user_id, ${notifications.isRead} as is_read)
    select distinct user_id as "userId" from gone where not is_read`);
  const ids = [...rowsOf<{ userId: number }>(expired), ...rowsOf<{ userId: number }>(overflow)];
  return [...new Set(ids.map((r) => Number(r.userId)))].sort((a, b) => a - b);
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

/**
 * The group's time zone, or FALLBACK_TIME_ZONE when there is no such group (read here, not through the
 * groups module, which imports this one: docs/decisions/016-module-faces-and-events.md).
 */
export async function groupTimeZone(db: Executor, groupId: number): Promise<string> {
  const [row] = await db.select({ timeZone: groups.timeZone }).from(groups).where(eq(groups.id, groupId));
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}

/** The user ids of the group's admins, in id order. */
export async function groupAdminIds(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.isAdmin, true)))
    .orderBy(asc(groupMembers.userId));
  return rows.map((r) => r.userId);
}

/**
 * The language each of `userIds` reads in (users.language; DEFAULT_LANGUAGE when unset or unknown), for
 * what is written to them (README "Languages"). Users that do not exist are absent.
 */
export async function languagesOf(db: Executor, userIds: number[]): Promise<Map<number, Language>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE]));
}

/** The language `userId` chose on the profile, or undefined when none (or no such user). */
export async function chosenLanguage(db: Executor, userId: number): Promise<Language | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return isLanguage(row?.language) ? row.language : undefined;
}
