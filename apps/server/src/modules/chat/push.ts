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
 * grouped query per recount, never one per member). With Redis (several instances) the instances share
 * that pace: a recount takes a short Redis lease on its group (`SET … NX PX 500`) and an instance that
 * finds it taken recounts once it ends instead, so a group busy on every instance is recounted twice a
 * second in all, not twice a second per instance. A recount is only ever delayed, never dropped; without
 * Redis, or when Redis fails, every instance recounts on its own pace as before.
 *
 * The counts of a recount go out as one emit per distinct { groupUnread, directUnread } to all the user
 * rooms that have it, not one emit per member: with the Redis adapter each emit is one publish that every
 * instance decodes, so a group of 500 members costs a handful of publishes per recount, not 500
 * (bench/README.md "Chat fan-out"). Each socket still gets only its own user's counts.
 *
 * Failures are logged, never thrown: the change itself has committed and a client that missed a push
 * refetches on reconnect.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
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

/** The Redis key of a group's recount lease (see above); shared by every instance of one Redis. */
export const recountLeaseKey = (groupId: number) => `turnout:chat:recount:${groupId}`;

/**
 * Takes the recount lease of `groupId` for MIN_INTERVAL_MS. Resolves to 0 when taken (recount now), or
 * to the milliseconds until another instance's lease ends (recount then). Without Redis, or when it
 * fails, 0: this instance recounts on its own pace.
 */
async function takeRecountLease(redis: Redis | null, groupId: number, log: FastifyBaseLogger) {
  if (!redis) return 0;
  try {
    const key = recountLeaseKey(groupId);
    if ((await redis.set(key, '1', 'PX', MIN_INTERVAL_MS, 'NX')) === 'OK') return 0;
    const left = await redis.pttl(key);
    return left > 0 ? left : 0;
  } catch (err) {
    log.warn({ err }, 'chat recount lease unavailable: recounting without it');
    return 0;
  }
}

/**
 * The chat pushes of one app (routes.ts calls them after each committed change); `close()` on app close.
 * `redis` (the app's command connection, or null) paces group recounts across instances (see above).
 */
export function createChatPush(io: Server, db: Executor, log: FastifyBaseLogger, redis: Redis | null = null) {
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

  /** Runs `fire` after `wait` ms as the pending recount of `groupId`. */
  function schedule(groupId: number, wait: number, fire: () => void) {
    const timer = setTimeout(fire, wait);
    timer.unref();
    timers.set(groupId, timer);
  }

  /**
   * Recounts `groupId` once its lease is this instance's; until then the recount stays pending (in
   * `timers`), so further messages of the group add nothing.
   */
  async function recountWhenLeased(groupId: number) {
    const left = await takeRecountLease(redis, groupId, log);
    if (closed) return;
    if (left > 0) {
      schedule(groupId, left, () => void recountWhenLeased(groupId));
      return;
    }
    timers.delete(groupId);
    lastRun.set(groupId, Date.now());
    await sendCounts({ groupId });
  }

  /** Recounts every member of `groupId` soon (coalesced, see above). */
  function groupCountsChanged(groupId: number) {
    if (closed || timers.has(groupId)) return;
    const wait = Math.max(FIRST_DELAY_MS, (lastRun.get(groupId) ?? 0) + MIN_INTERVAL_MS - Date.now());
    schedule(groupId, wait, () => void recountWhenLeased(groupId));
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
