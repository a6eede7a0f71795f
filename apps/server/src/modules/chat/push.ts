/**
 * Chat pushes over socket.io (DESIGN.md "Realtime"): what the server tells clients
 * once a change has committed. Everything goes through `io.to(room)`, so with the Redis adapter it
 * reaches sockets on every instance.
 *
 * - `receive_message` (the stored message) to the group room, or to the recipient's and sender's rooms;
 * - `messages_read` ({ message_ids, read_at }) to the sender of direct messages just read;
 * - `message_deleted` ({ id, type, sender_id, group_id | recipient_id }) to the same audience;
 * - `unread_count` ({ groupUnread, directUnread }) to each user whose counts changed.
 *
 * A group message changes the unread count of every member, so those recounts are coalesced per group:
 * the first runs ~50 ms after a quiet spell, then at most twice a second while messages keep coming (one
 * grouped query per recount, never one per member). Failures are logged, never thrown: the change itself
 * has committed and a client that missed a push refetches on reconnect.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import {
  serverEvents,
  type ChatMessage,
  type ChatUnreadPush,
  type MessageDeletedPush,
  type MessagesReadPush,
} from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { groupRoom, userRoom } from '../../plugins/realtime.ts';
import * as repo from './repository.ts';

const FIRST_DELAY_MS = 50;
const MIN_INTERVAL_MS = 500;

/** Sends each counted user their `unread_count` on their `user:<id>` room. */
function emitCounts(io: Server, rows: { userId: number; groupUnread: number; directUnread: number }[]) {
  for (const row of rows) {
    const payload: ChatUnreadPush = { groupUnread: row.groupUnread, directUnread: row.directUnread };
    io.to(userRoom(row.userId)).emit(serverEvents.chatUnreadCount, payload);
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
  const timers = new Map<number, NodeJS.Timeout>();
  const lastRun = new Map<number, number>();
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

  async function sendCounts(target: { groupId: number } | { userIds: number[] }) {
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

  /** Recounts every member of `groupId` soon (coalesced, see above). */
  function groupCountsChanged(groupId: number) {
    if (closed || timers.has(groupId)) return;
    const wait = Math.max(FIRST_DELAY_MS, (lastRun.get(groupId) ?? 0) + MIN_INTERVAL_MS - Date.now());
    const timer = setTimeout(() => {
      timers.delete(groupId);
      lastRun.set(groupId, Date.now());
      void sendCounts({ groupId });
    }, wait);
    timer.unref();
    timers.set(groupId, timer);
  }

  return {
    /** A message was stored (or a retry returned it): deliver it and update the unread counts. */
    messageSent(message: ChatMessage) {
      io.to(audience(message)).emit(serverEvents.receiveMessage, message);
      if (message.type === 'group') groupCountsChanged(message.group_id!);
      else if (typeof message.recipient_id === 'number') void sendCounts({ userIds: [message.recipient_id] });
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

    /** A message was deleted by its sender: remove it everywhere, recount whoever it was unread for. */
    messageDeleted(message: ChatMessage) {
      const payload: MessageDeletedPush = {
        id: message.id,
        type: message.type,
        sender_id: message.sender_id,
        ...(message.type === 'group'
          ? { group_id: message.group_id }
          : { recipient_id: message.recipient_id }),
      };
      io.to(audience(message)).emit(serverEvents.messageDeleted, payload);
      if (message.type === 'group') groupCountsChanged(message.group_id!);
      else if (typeof message.recipient_id === 'number' && message.read_at === null) {
        void sendCounts({ userIds: [message.recipient_id] });
      }
    },

    /** Stops pending recounts (app close). */
    close() {
      closed = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
