/**
 * Chat rules (docs/product.md#s3-chat-message, #s3-unread-counts; #s4-message-read-state; #s6; #s7-chat).
 *
 * - Group chat: only members read, post and move their read mark (404 for anyone else, as for every
 *   group's data: a non-member never learns the group exists).
 * - Direct messages: only to someone who shares a group with the sender (403 otherwise); a conversation
 *   is only ever read by its two people.
 * - Content is trimmed, not blank, at most 4000 characters (validated by the shared schema: 400).
 * - client_msg_id makes sending idempotent: a retry returns the stored message, never a second one.
 * - Only the sender deletes a message (403 for a participant who is not the sender).
 * - mark-read only touches unread direct messages addressed to the caller.
 * Nothing here emits: routes.ts pushes the outcome over socket.io once the transaction has committed.
 */
import {
  CHAT_PAGE_DEFAULT,
  DELETED_USER_NAME,
  chatTexts,
  type ChatMessage,
  type ChatUnreadReply,
  type ConversationQuery,
  type EligibleGroup,
  type SendMessageBody,
} from '@turnout/shared';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { getMembership, requireGroupMember, requireGroupMemberForWrite } from '../groups/index.ts';
import * as repo from './repository.ts';

/** A stored row in the wire shape of docs/product.md#s3 (sender "Deleted user" once that account is gone). */
export function toMessage(row: repo.MessageRow): ChatMessage {
  const readAt = row.type === 'direct' && row.readAt ? row.readAt.toISOString() : null;
  return {
    id: row.id,
    type: row.type,
    sender_id: row.senderId,
    ...(row.type === 'group' ? { group_id: row.groupId ?? undefined } : { recipient_id: row.recipientId }),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    name: row.senderId === null ? DELETED_USER_NAME : (row.senderName ?? DELETED_USER_NAME),
    surname: row.senderId === null ? '' : (row.senderSurname ?? ''),
    read_at: readAt,
    read_by_recipient_at: readAt,
    client_msg_id: row.clientMsgId,
  };
}

type SendInput = {
  type: 'group' | 'direct';
  content: string;
  group_id?: number | null;
  recipient_id?: number | null;
  client_msg_id?: string | null;
};

const sameTarget = (row: repo.MessageRow, input: SendInput) =>
  row.type === input.type &&
  row.content === input.content &&
  (input.type === 'group' ? row.groupId === input.group_id : row.recipientId === input.recipient_id);

/**
 * Stores a message from `senderId` (body already validated and trimmed by sendMessageBodySchema), in
 * one transaction with what it entails (README "Chat"): the sender's read mark of a group chat moves
 * to their message (they have read what they answer), and `onCreated(tx, message)` (the routes write
 * the message's push and email job there: deliveries.ts) runs before the commit, so a failure there
 * stores nothing. Returns the stored message and whether this call created it (false: a retry of the
 * same client_msg_id, which writes nothing). Throws 404 (group not visible, recipient's account gone), 403 (no shared group), 400
 * (DM to oneself), 409 (a client_msg_id reused for a different message).
 */
export async function sendMessage(
  db: Database,
  senderId: number,
  input: SendInput & SendMessageBody,
  onCreated?: (tx: Executor, message: ChatMessage) => Promise<void>,
): Promise<{ message: ChatMessage; created: boolean }> {
  const clientMsgId = input.client_msg_id ?? null;
  // One transaction from the check to the stored row: a group message holds its group row meanwhile
  // (groups/access.ts), so the group's deletion or the sender's removal either waits for it or has
  // committed before the check (404), never in between. A retry is answered from the same transaction.
  return db.transaction(async (tx) => {
    if (clientMsgId) {
      const existing = await repo.findByClientMsgId(tx, senderId, clientMsgId);
      if (existing) return replay(existing, input);
    }
    if (input.type === 'group') {
      await requireGroupMemberForWrite(tx, input.group_id!, senderId);
    } else {
      const recipientId = input.recipient_id!;
      if (recipientId === senderId) throw badRequest(chatTexts.noMessageToSelf);
      // The recipient's account is held to the insert: its deletion waits for this message (and then
      // deletes it), or committed before this check (404), never in between.
      if (!(await repo.holdAccount(tx, recipientId))) throw notFound(chatTexts.personNotFound);
      if (!(await repo.shareAGroup(tx, senderId, recipientId))) throw forbidden(chatTexts.notSharingGroup);
    }
    const id = await repo.insertMessage(tx, {
      type: input.type,
      senderId,
      groupId: input.type === 'group' ? input.group_id! : null,
      recipientId: input.type === 'direct' ? input.recipient_id! : null,
      content: input.content,
      clientMsgId,
    });
    if (id === null) {
      // A concurrent retry with the same client_msg_id won the insert.
      const stored = await repo.findByClientMsgId(tx, senderId, clientMsgId!);
      return replay(stored!, input);
    }
    if (input.type === 'group') await repo.moveReadMark(tx, input.group_id!, senderId, id);
    const message = toMessage((await repo.findMessage(tx, id))!);
    await onCreated?.(tx, message);
    return { message, created: true };
  });
}

function replay(row: repo.MessageRow, input: SendInput) {
  if (!sameTarget(row, input)) throw conflict(chatTexts.clientMsgIdReused);
  return { message: toMessage(row), created: false };
}

const pageOf = (q: ConversationQuery): repo.Page => ({
  before: q.before,
  after: q.after,
  limit: q.limit ?? CHAT_PAGE_DEFAULT,
});

/**
 * A group chat's messages, oldest first (latest 200 by default); members only (404 otherwise). A member
 * sees only what was sent since they (last) joined the group, whatever the paging, as the unread
 * counts count: someone removed and added again does not read what was said while they were out.
 */
export async function groupMessages(db: Executor, userId: number, groupId: number, q: ConversationQuery) {
  const membership = await requireGroupMember(db, groupId, userId);
  return (await repo.groupConversation(db, groupId, membership.joinedAt, pageOf(q))).map(toMessage);
}

/** The caller's direct conversation with `otherId`, oldest first; 404 when that person does not exist. */
export async function directMessages(db: Executor, userId: number, otherId: number, q: ConversationQuery) {
  if (!(await repo.userExists(db, otherId))) throw notFound(chatTexts.personNotFound);
  return (await repo.directConversation(db, userId, otherId, pageOf(q))).map(toMessage);
}

/**
 * Marks those of `ids` that are unread direct messages to the caller as read now. Returns the ids
 * changed, grouped by sender, for the `messages_read` pushes.
 */
export async function markRead(db: Database, userId: number, ids: number[]) {
  const rows = await repo.markDirectRead(db, userId, [...new Set(ids)]);
  const readAt = rows[0]?.readAt?.toISOString() ?? null;
  const bySender = new Map<number, number[]>();
  for (const r of rows) {
    if (r.senderId === null) continue;
    const ids = bySender.get(r.senderId);
    if (ids) ids.push(r.id);
    else bySender.set(r.senderId, [r.id]);
  }
  return { message_ids: rows.map((r) => r.id).sort((a, b) => a - b), read_at: readAt, bySender };
}

/** Moves the caller's read mark of a group chat to its newest message; members only (404). */
export async function markGroupRead(db: Database, userId: number, groupId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await requireGroupMemberForWrite(tx, groupId, userId);
    const latest = await repo.latestGroupMessageId(tx, groupId);
    await repo.moveReadMark(tx, groupId, userId, latest);
    return latest;
  });
}

/**
 * Deletes a message of the caller. 404 when the message does not exist or is not in a conversation the
 * caller is part of; 403 when they are part of it but did not send it. Returns the deleted message.
 */
export async function deleteMessage(db: Database, userId: number, id: number): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await repo.findMessage(tx, id);
    if (!row) throw notFound(chatTexts.messageNotFound);
    if (row.senderId !== userId) {
      const participant =
        row.type === 'group'
          ? row.groupId !== null && (await getMembership(tx, row.groupId, userId)) !== null
          : row.recipientId === userId;
      if (!participant) throw notFound(chatTexts.messageNotFound);
      throw forbidden(chatTexts.onlySenderDeletes);
    }
    await repo.deleteMessage(tx, id);
    return toMessage(row);
  });
}

/**
 * For an account deletion, inside its transaction `tx`: deletes every direct message the user sent or
 * received (nobody could read or delete them any more, and they would count as unread forever). Group
 * messages stay, shown as "Deleted user". Returns the ids of the people whose direct unread count
 * dropped: push them `pushChatUnreadCounts` (push.ts) after the commit.
 */
export async function deleteDirectMessagesOfUser(tx: Executor, userId: number): Promise<number[]> {
  return repo.deleteDirectMessagesOf(tx, userId);
}

/** The caller's { groupUnread, directUnread } (docs/product.md#s3-unread-counts). */
export async function unreadCount(db: Executor, userId: number): Promise<ChatUnreadReply> {
  const [row] = await repo.unreadCounts(db, { userIds: [userId] });
  return { groupUnread: row?.groupUnread ?? 0, directUnread: row?.directUnread ?? 0 };
}

/** The caller's groups by name, each with its other members (docs/product.md#s3-eligible-user). */
export async function eligibleUsers(db: Executor, userId: number): Promise<EligibleGroup[]> {
  return (await repo.eligibleUsers(db, userId)).map((g) => ({
    group_id: g.id,
    group_name: g.name,
    members: g.members.map((m) => ({ user_id: m.userId, name: m.name, surname: m.surname })),
  }));
}
