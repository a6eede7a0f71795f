/**
 * The chat feature's Drizzle queries: chat_messages (group and direct) and group_chat_reads (each
 * member's read mark in a group chat). No rules here (service.ts has them); every function takes an
 * Executor so it runs inside the caller's transaction. Message rows come back with their sender's name.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  chatMessages,
  groupChatReads,
  groupMembers,
  groups,
  notificationMutes,
  notificationSettings,
  pushSubscriptions,
  users,
} from '../../db/schema.ts';

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

export type MessageRow = {
  id: number;
  type: 'group' | 'direct';
  senderId: number | null;
  groupId: number | null;
  recipientId: number | null;
  content: string;
  clientMsgId: string | null;
  createdAt: Date;
  readAt: Date | null;
  senderName: string | null;
  senderSurname: string | null;
};

const messageColumns = {
  id: chatMessages.id,
  type: chatMessages.type,
  senderId: chatMessages.senderId,
  groupId: chatMessages.groupId,
  recipientId: chatMessages.recipientId,
  content: chatMessages.content,
  clientMsgId: chatMessages.clientMsgId,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
  senderName: users.name,
  senderSurname: users.surname,
};

function selectMessages(db: Executor) {
  return db.select(messageColumns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.senderId));
}

/** One message by id, with its sender's name; null when there is none. */
export async function findMessage(db: Executor, id: number): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
  return row ?? null;
}

/** The message `senderId` already stored under `clientMsgId`, if any. */
export async function findByClientMsgId(db: Executor, senderId: number, clientMsgId: string) {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMsgId, clientMsgId)),
  );
  return row ?? null;
}

/**
 * Inserts a message; with a clientMsgId already used by this sender, inserts nothing and returns null
 * (the unique index decides, so two concurrent retries cannot both insert).
 */
export async function insertMessage(
  db: Executor,
  values: {
    type: 'group' | 'direct';
    senderId: number;
    groupId: number | null;
    recipientId: number | null;
    content: string;
    clientMsgId: string | null;
  },
): Promise<number | null> {
  const rows = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientMsgId] })
    .returning({ id: chatMessages.id });
  return rows[0]?.id ?? null;
}

export type Page = { before?: number; after?: number; limit: number };

/**
 * One page of a conversation, oldest first: with `after`, the first `limit` messages after that id;
 * otherwise the latest `limit` messages (before `before` when given).
 */
async function page(db: Executor, where: SQL | undefined, p: Page): Promise<MessageRow[]> {
  if (p.after !== undefined) {
    return selectMessages(db)
      .where(and(where, gt(chatMessages.id, p.after)))
      .orderBy(asc(chatMessages.id))
      .limit(p.limit);
  }
  const rows = await selectMessages(db)
    .where(and(where, p.before === undefined ? undefined : lt(chatMessages.id, p.before)))
    .orderBy(desc(chatMessages.id))
    .limit(p.limit);
  return rows.reverse();
}

/**
 * A page of a group chat among the messages sent at or after `since` (see `page`).
 *
 * Written so that the planner cannot misread it (bench/README.md "Costs as data grows"): the page's ids
 * come from a LATERAL subquery on the group's row, so `group_id` is a parameter there and the page is
 * an Index Only Scan of chat_messages_group_idx (group_id, id, type, sender_id, created_at), whatever
 * share of the table the group holds. Asked as `group_id = <constant> order by id desc limit n`, a
 * group holding most of the table made the planner walk chat_messages_pkey backwards through everyone
 * else's newer messages instead (hundreds of thousands of rows removed by filter for a 1 000 000-message
 * chat). The rows are then read by primary key, with their senders.
 */
export async function groupConversation(
  db: Executor,
  groupId: number,
  since: Date,
  p: Page,
): Promise<MessageRow[]> {
  const ascending = p.after !== undefined;
  const inPage = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.groupId, groups.id),
        eq(chatMessages.type, 'group'),
        gte(chatMessages.createdAt, since),
        p.after !== undefined
          ? gt(chatMessages.id, p.after)
          : p.before !== undefined
            ? lt(chatMessages.id, p.before)
            : undefined,
      ),
    )
    .orderBy(ascending ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(p.limit)
    .as('in_page');
  const rows = await db
    .select(messageColumns)
    .from(groups)
    .innerJoinLateral(inPage, sql`true`)
    .innerJoin(chatMessages, eq(chatMessages.id, inPage.id))
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(groups.id, groupId))
    .orderBy(asc(chatMessages.id));
  return rows;
}

/** A page of the direct conversation between `me` and `other`, in both directions (see `page`). */
export function directConversation(db: Executor, me: number, other: number, p: Page) {
  return page(
    db,
    and(
      eq(chatMessages.type, 'direct'),
      or(
        and(eq(chatMessages.senderId, me), eq(chatMessages.recipientId, other)),
        and(eq(chatMessages.senderId, other), eq(chatMessages.recipientId, me)),
      ),
    ),
    p,
  );
}

/** Deletes one message. */
export async function deleteMessage(db: Executor, id: number): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
}

/**
 * Deletes every direct message `userId` sent or received (their account is going). Returns the ids of
 * the other people who had unread direct messages from them: their unread counts changed.
 */
export async function deleteDirectMessagesOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .delete(chatMessages)
    .where(
      and(
        eq(chatMessages.type, 'direct'),
        or(eq(chatMessages.senderId, userId), eq(chatMessages.recipientId, userId)),
      ),
    )
    .returning({
      senderId: chatMessages.senderId,
      recipientId: chatMessages.recipientId,
      readAt: chatMessages.readAt,
    });
  const changed = rows
    .filter((r) => r.senderId === userId && r.readAt === null && r.recipientId !== null)
    .map((r) => r.recipientId!);
  return [...new Set(changed)].sort((a, b) => a - b);
}

/** Sets read_at on those of `ids` that are unread direct messages to `recipientId`; returns them. */
export async function markDirectRead(db: Executor, recipientId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        inArray(chatMessages.id, ids),
        eq(chatMessages.type, 'direct'),
        eq(chatMessages.recipientId, recipientId),
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id, senderId: chatMessages.senderId, readAt: chatMessages.readAt });
}

/** The newest message id of a group chat, 0 when it has none. */
export async function latestGroupMessageId(db: Executor, groupId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.type, 'group'), eq(chatMessages.groupId, groupId)));
  return row?.id ?? 0;
}

/** Moves the member's read mark forward to `messageId` (never back). */
export async function moveReadMark(db: Executor, groupId: number, userId: number, messageId: number) {
  await db
    .insert(groupChatReads)
    .values({ groupId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [groupChatReads.groupId, groupChatReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${groupChatReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/**
 * The most unread group messages counted, per group and in all of a user's groups: a badge shows any
 * count above 99 as "99+" (docs/product.md#s3-unread-counts), so 100 means "100 or more". Counting stops
 * there, which keeps a member of many busy groups as cheap as a member of one (bench/README.md "Costs as
 * data grows") and bounds the planner's estimate, so the count is never JIT-compiled.
 */
export const UNREAD_CAP = 100;

/**
 * SQL: up to UNREAD_CAP unread messages (one row each) of the group_members row in scope — group
 * messages after the member's read mark, sent since they joined, not their own
 * (docs/product.md#s3-unread-counts); an Index Only Scan of chat_messages_group_idx after the read mark.
 */
const unreadRowsOfMembership = sql`select 1 from ${chatMessages}
  where ${chatMessages.groupId} = ${groupMembers.groupId} and ${chatMessages.type} = 'group'
    and ${chatMessages.id} > coalesce((
      select ${groupChatReads.lastReadMessageId} from ${groupChatReads}
       where ${groupChatReads.groupId} = ${groupMembers.groupId}
         and ${groupChatReads.userId} = ${groupMembers.userId}), 0)
    and ${chatMessages.createdAt} >= ${groupMembers.joinedAt}
    and ${chatMessages.senderId} is distinct from ${groupMembers.userId}
  limit ${sql.raw(String(UNREAD_CAP))}`;

/** SQL: the unread messages of the group_members row in scope, a count capped at UNREAD_CAP. */
export const unreadOfMembership = sql`(select count(*) from (${unreadRowsOfMembership}) as unread)`;

/**
 * { userId, groupUnread, directUnread } for every member of `groupId` (or just `userIds`). Group unread:
 * group messages in any of the user's groups, not their own, after their read mark and sent since they
 * joined that group, counted up to UNREAD_CAP. Direct unread: direct messages to them with no read_at.
 */
export async function unreadCounts(
  db: Executor,
  target: { groupId: number } | { userIds: number[] },
): Promise<{ userId: number; groupUnread: number; directUnread: number }[]> {
  if ('userIds' in target && target.userIds.length === 0) return [];
  // Built from the schema's table and column objects; `u` is the list of users counted for. Each
  // subquery names its own tables, so a column reference resolves to the innermost one.
  const who =
    'groupId' in target
      ? sql`select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${target.groupId}`
      : sql`values ${sql.join(
          target.userIds.map((id) => sql`(${id}::int)`),
          sql`, `,
        )}`;
  // Per group (LATERAL), each step through an index (bench/README.md "Costs as data grows"): the
  // member's read mark by group_chat_reads' primary key, then only the group's messages after it, an
  // Index Only Scan of chat_messages_group_idx (group_id, id, type, sender_id, created_at). Joining the
  // user's groups to chat_messages as a whole let the planner read every chat message in the database,
  // and a join to group_chat_reads let it read every member's read mark. The outer LIMIT stops at
  // UNREAD_CAP messages, so a member of 100 groups with 10 unread in each walks about 10 of them.
  const result = await db.execute(sql`
    select u.user_id as "userId",
      (select count(*)::int from (
         select 1 from ${groupMembers}
         cross join lateral (${unreadRowsOfMembership}) as unread
        where ${groupMembers.userId} = u.user_id
        limit ${sql.raw(String(UNREAD_CAP))}) as capped) as "groupUnread",
      (select count(*)::int
         from ${chatMessages}
        where ${chatMessages.recipientId} = u.user_id and ${chatMessages.type} = 'direct'
          and ${chatMessages.readAt} is null) as "directUnread"
    from (${who}) as u(user_id)
    where u.user_id is not null`);
  return (rowsOf(result) as { userId: number; groupUnread: number; directUnread: number }[]).map((r) => ({
    userId: Number(r.userId),
    groupUnread: Number(r.groupUnread),
    directUnread: Number(r.directUnread),
  }));
}

/**
 * Who a new chat message from `senderId` could reach outside the app, in one query (README "Chat"):
 * the group's members (or the direct message's recipient), never the sender, who would get it by push
 * (chat pushes on and at least one push subscription) or by email (chat emails on), and for a group
 * message have not muted it, as notifications/settings.ts `wants` decides; `defaults` are the flags of
 * a user without a settings row (DEFAULT_NOTIFICATION_SETTINGS). Each row carries the group's name
 * (null for a direct message). No rows: nobody to deliver to.
 */
export async function chatReach(
  db: Executor,
  target: { groupId: number } | { recipientId: number },
  senderId: number,
  defaults: { push: boolean; email: boolean },
): Promise<{ userId: number; groupName: string | null }[]> {
  const group = 'groupId' in target;
  const who = group
    ? sql`select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${target.groupId}`
    : sql`values (${target.recipientId}::int)`;
  const result = await db.execute(sql`
    select u.user_id as "userId",
      ${group ? sql`(select ${groups.name} from ${groups} where ${groups.id} = ${target.groupId})` : sql`null::text`}
        as "groupName"
    from (${who}) as u(user_id)
    left join ${notificationSettings} on ${notificationSettings.userId} = u.user_id
    where u.user_id <> ${senderId}
      ${
        group
          ? sql`and not exists (select 1 from ${notificationMutes}
                 where ${notificationMutes.userId} = u.user_id and ${notificationMutes.groupId} = ${target.groupId})`
          : sql``
      }
      and (coalesce(${notificationSettings.emailChat}, ${defaults.email})
        or (coalesce(${notificationSettings.pushChat}, ${defaults.push})
            and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = u.user_id)))
    order by u.user_id`);
  return (rowsOf(result) as { userId: number; groupName: string | null }[]).map((r) => ({
    userId: Number(r.userId),
    groupName: r.groupName,
  }));
}

/** The ids of the groups `userId` is a member of, ascending. */
export async function groupIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.groupId));
  return rows.map((r) => r.id);
}

/** True when the two users are members of at least one common group. */
export async function shareAGroup(db: Executor, a: number, b: number): Promise<boolean> {
  const x = alias(groupMembers, 'x');
  const y = alias(groupMembers, 'y');
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(x)
    .innerJoin(y, eq(y.groupId, x.groupId))
    .where(and(eq(x.userId, a), eq(y.userId, b)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Holds the account row of `id` until the transaction ends (FOR KEY SHARE: its deletion waits, nothing
 * else does) and answers whether it exists; a direct message holds its recipient so (README "Chat").
 */
export async function holdAccount(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('key share');
  return rows.length > 0;
}

/** True when a user with this id exists. */
export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!row;
}

/** The caller's groups by name, each with its other members by name and surname. */
export async function eligibleUsers(db: Executor, userId: number) {
  const mine = await db
    .select({ id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
  if (mine.length === 0) return [];
  const members = await db
    .select({ groupId: groupMembers.groupId, userId: users.id, name: users.name, surname: users.surname })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(
      and(
        inArray(
          groupMembers.groupId,
          mine.map((g) => g.id),
        ),
        sql`${groupMembers.userId} <> ${userId}`,
      ),
    )
    .orderBy(sql`lower(${users.name})`, sql`lower(${users.surname})`, asc(users.id));
  const byGroup = new Map<number, typeof members>(mine.map((g) => [g.id, []]));
  for (const m of members) byGroup.get(m.groupId)?.push(m);
  return mine.map((g) => ({ ...g, members: byGroup.get(g.id)! }));
}
