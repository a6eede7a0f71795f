/**
 * The chat inbox (README "Chat", inbox; docs/product.md#chat-inbox): the caller's direct conversations
 * and each of their groups' unread count. No rules beyond "the caller's own"; each list is one query.
 *
 * - conversations(db, userId) → [{ user_id, name, surname, last_message: { content, timestamp,
 *   sender_id }, unread }], one per person the caller has exchanged direct messages with, newest last
 *   message first; `unread`: their messages to the caller with no read_at (the direct-message read
 *   marks of POST /api/chat/mark-read); timestamps ISO 8601 UTC.
 * - groupUnread(db, userId) → [{ group_id, unread }] for every group of the caller, counted as
 *   GET /api/chat/unread-count counts groupUnread (after their read mark, since they joined, not their own).
 */
import { sql } from 'drizzle-orm';
import type { ChatConversation, GroupUnread } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { chatMessages, groupMembers, users } from '../../db/schema.ts';
import { unreadOfMembership } from './repository.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The caller's direct conversations, newest last message first (one query). */
export async function conversations(db: Executor, userId: number): Promise<ChatConversation[]> {
  // Each conversation's latest message (DISTINCT ON the other person, by id: ids follow storage order),
  // then that person's unread messages to the caller through chat_messages_recipient_unread_idx.
  const result = await db.execute(sql`
    select last.other as "userId", ${users.name} as "name", ${users.surname} as "surname",
      last.content as "content", last.created_at as "createdAt", last.sender_id as "senderId",
      (select count(*)::int from ${chatMessages} unread
        where unread.recipient_id = ${userId} and unread.read_at is null and unread.type = 'direct'
          and unread.sender_id = last.other) as "unread"
    from (
      select distinct on (other) other, id, content, created_at, sender_id
      from (
        select case when ${chatMessages.senderId} = ${userId} then ${chatMessages.recipientId}
                    else ${chatMessages.senderId} end as other,
               ${chatMessages.id} as id, ${chatMessages.content} as content,
               ${chatMessages.createdAt} as created_at, ${chatMessages.senderId} as sender_id
        from ${chatMessages}
        where ${chatMessages.type} = 'direct'
          and (${chatMessages.senderId} = ${userId} or ${chatMessages.recipientId} = ${userId})
      ) mine
      where other is not null
      order by other, id desc
    ) last
    join ${users} on ${users.id} = last.other
    order by last.id desc`);
  return rowsOf<{
    userId: number;
    name: string;
    surname: string;
    content: string;
    createdAt: Date | string;
    senderId: number | null;
    unread: number;
  }>(result).map((r) => ({
    user_id: Number(r.userId),
    name: r.name,
    surname: r.surname,
    last_message: {
      content: r.content,
      timestamp: new Date(r.createdAt).toISOString(),
      sender_id: r.senderId === null ? null : Number(r.senderId),
    },
    unread: Number(r.unread),
  }));
}

/** Each of the caller's groups with its unread group messages for them (one query, by group id). */
export async function groupUnread(db: Executor, userId: number): Promise<GroupUnread[]> {
  const result = await db.execute(sql`
    select ${groupMembers.groupId} as "groupId", ${unreadOfMembership}::int as "unread"
    from ${groupMembers}
    where ${groupMembers.userId} = ${userId}
    order by ${groupMembers.groupId}`);
  return rowsOf<{ groupId: number; unread: number }>(result).map((r) => ({
    group_id: Number(r.groupId),
    unread: Number(r.unread),
  }));
}
