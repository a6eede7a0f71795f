/**
 * Chat pushes over socket.io (docs/design.md#realtime; README "Chat"): what the server tells clients
 * once a change has committed. Everything goes through `io.to(room)`, so with the Redis adapter it
 * reaches sockets on every instance.
 *
 * - `receive_message` (the stored message) to the group room (open chat screens), or to the
 *   recipient's and sender's rooms;
 * - `chat_group_message` ({ group_id, message_id, sender_id }) once per new group message to the room
 *   `members:<groupId>` (every signed-in socket of every member, chat/socket.ts), except the sockets
 *   that have this chat open (they get `receive_message`, whose message carries the same) and the
 *   sender's: each client bumps its own unread badge from it. So every member's socket gets one event
 *   per message, and no member's count is recounted per message: a message costs the same few queries
 *   whatever the group's size, and one socket write per member (bench/README.md "Chat fan-out");
 * - `messages_read` ({ message_ids, read_at }) to the sender of direct messages just read;
 * - `message_deleted` ({ id, type, sender_id, group_id | recipient_id }) to the conversation's rooms and,
 *   for a group message, to its members' room too (clients refetch their counts on it);
 * - `unread_count` ({ groupUnread, directUnread }) to one user whose counts changed by one of their
 *   own actions (a mark-read) or a direct message: one user's count query, never a group's.
 *
 * Failures are logged, never thrown: the change itself has committed and a client that missed a push
 * refetches on reconnect.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import {
  serverEvents,
  type ChatGroupMessagePush,
  type ChatMessage,
  type ChatUnreadPush,
  type MessageDeletedPush,
  type MessagesReadPush,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { groupRoom, membersRoom, userRoom } from '../../plugins/realtime.ts';
import * as repo from './repository.ts';

/**
 * Sends each counted user their `unread_count` on their `user:<id>` room: one emit per distinct pair of
 * counts, addressed to every user room with that pair (a socket sits in its own user's room only).
 */
function emitCounts(io: Server, rows: { userId: number; groupUnread: number; directUnread: number }[]) {
  const roomsByCounts = new Map<string, { payload: ChatUnreadPush; rooms: string[] }>();
  for (const row of rows) {
    const key = `${row.groupUnread}:${row.directUnread}`;
    let entry = roomsByCounts.get(key);
    if (!entry) {
      entry = { payload: { groupUnread: row.groupUnread, directUnread: row.directUnread }, rooms: [] };
      roomsByCounts.set(key, entry);
    }
    entry.rooms.push(userRoom(row.userId));
  }
  for (const { payload, rooms } of roomsByCounts.values()) {
    io.to(rooms).emit(serverEvents.chatUnreadCount, payload);
  }
}

/**
 * Pushes `unread_count` to each of `userIds` (one count query for all), for a change made outside the
 * chat routes once it has committed (an account deletion removing direct messages). Never throws.
 */
export async function pushChatUnreadCounts(
  app: Pick<FastifyInstance, 'db' | 'io' | 'log'>,
  userIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  try {
    emitCounts(app.io, await repo.unreadCounts(app.db, { userIds: ids }));
  } catch (err) {
    app.log.error({ err }, 'could not push chat unread counts');
  }
}

/** The chat pushes of one app (routes.ts calls them after each committed change); `close()` on app close. */
export function createChatPush(io: Server, db: Executor, log: FastifyBaseLogger) {
  let closed = false;

  /** The rooms of a message's conversation. */
  const audience = (m: {
    type: string;
    group_id?: number;
    sender_id: number | null;
    recipient_id?: number | null;
  }) =>
    m.type === 'group'
      ? [groupRoom(m.group_id!)]
      : [m.recipient_id, m.sender_id].filter((id): id is number => typeof id === 'number').map(userRoom);

  async function sendCounts(target: { userIds: number[] }) {
    if (closed) return;
    try {
      const rows = await repo.unreadCounts(db, target);
      // The app may have closed during the query: its Redis adapter would then publish on a closed
      // connection (an unhandled rejection inside the adapter).
      if (closed) return;
      emitCounts(io, rows);
    } catch (err) {
      if (!closed) log.error({ err }, 'could not push chat unread counts');
    }
  }

  return {
    /**
     * A message was stored (`created`) or a retry returned it: deliver it; for a new message, tell the
     * group's members to bump their badge (once per message), or recount a direct message's recipient.
     */
    messageSent(message: ChatMessage, created: boolean) {
      io.to(audience(message)).emit(serverEvents.receiveMessage, message);
      if (!created) return;
      if (message.type === 'group') {
        const payload: ChatGroupMessagePush = {
          group_id: message.group_id!,
          message_id: message.id,
          sender_id: message.sender_id,
        };
        // One event per member socket: a socket with this chat open (in its group room) has just been
        // sent the message itself, so it gets no badge event; nor do the sender's sockets.
        const except = [groupRoom(message.group_id!)];
        if (message.sender_id !== null) except.push(userRoom(message.sender_id));
        io.to(membersRoom(message.group_id!)).except(except).emit(serverEvents.chatGroupMessage, payload);
      } else if (typeof message.recipient_id === 'number')
        void sendCounts({ userIds: [message.recipient_id] });
    },

    /** Direct messages were read by `readerId`: tell each sender, and recount the reader. */
    messagesRead(readerId: number, bySender: Map<number, number[]>, readAt: string | null) {
      if (readAt === null) return;
      for (const [senderId, ids] of bySender) {
        const payload: MessagesReadPush = { message_ids: ids, read_at: readAt };
        io.to(userRoom(senderId)).emit(serverEvents.messagesRead, payload);
      }
      void sendCounts({ userIds: [readerId] });
    },

    /** The reader's counts changed (their group read mark moved). */
    countsChanged(userId: number) {
      void sendCounts({ userIds: [userId] });
    },

    /**
     * A message was deleted by its sender: remove it everywhere. A group message's members hear of it on
     * their members' room too and refetch their counts; a direct message's recipient is recounted.
     */
    messageDeleted(message: ChatMessage) {
      const payload: MessageDeletedPush = {
        id: message.id,
        type: message.type,
        sender_id: message.sender_id,
        ...(message.type === 'group'
          ? { group_id: message.group_id }
          : { recipient_id: message.recipient_id }),
      };
      const rooms = audience(message);
      if (message.type === 'group') rooms.push(membersRoom(message.group_id!));
      io.to(rooms).emit(serverEvents.messageDeleted, payload);
      if (message.type === 'group') return;
      if (typeof message.recipient_id === 'number' && message.read_at === null) {
        void sendCounts({ userIds: [message.recipient_id] });
      }
    },

    /** Stops pushing counts (app close). */
    close() {
      closed = true;
    },
  };
}
