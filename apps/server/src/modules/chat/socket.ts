/**
 * Chat's socket.io events (docs/product.md#s4-realtime-connection, #s7-realtime; docs/design.md#realtime).
 *
 * - `join_chat`: joins `group:<id>` only for a member of that group. The payload is the spec client's
 *   plain room id (a number or numeric string) or `{ group_id }`. A plain id that is the user's own id
 *   needs no join (every socket already sits in its user room). Anything else is refused.
 * - On connect every socket joins `members:<groupId>` for each of its user's groups (README "Chat": the
 *   unread badge events), read in a handshake middleware so the rooms are joined before the client hears
 *   it is connected; a second read once joined takes it out of any group it was removed from meanwhile
 *   (the removal's `socketsLeave`, chat/rooms.ts, may have run before the socket was in its user room).
 * - `send_message`: accepted and ignored. Messages are only created by POST /api/chat/message, and only
 *   what the server stored is broadcast, so an emit can never create, alter or forge a message.
 * Both answer through an optional acknowledgement callback: `{ ok: true }` or `{ ok: false, error }`.
 * The socket's user is always `socket.data.userId` (set by the handshake), never a payload field.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { chatTexts, clientEvents } from '@turnout/shared';
import { groupRoom, membersRoom } from '../../plugins/realtime.ts';
import { getMembership } from '../groups/index.ts';
import { groupIdsOf } from './repository.ts';

declare module 'socket.io' {
  interface SocketData {
    /** The user's groups when the handshake was accepted (chat's members' rooms to join). */
    groupIds?: number[];
  }
}

/** The connect_error of a handshake whose groups could not be read (socket.io retries it). */
export const connectFailed = 'Could not connect to live updates: trying again.';

type Ack = (reply: { ok: true; room?: string } | { ok: false; error: string }) => void;

/** The group id a join_chat payload names, or null when it names none. */
function requestedId(payload: unknown): number | null {
  const raw =
    payload !== null && typeof payload === 'object' ? (payload as { group_id?: unknown }).group_id : payload;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The acknowledgement callback of an event's arguments, when the client sent one. */
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/**
 * Joins every socket the gateway accepts to its user's groups' members' rooms and adds the `join_chat`
 * and `send_message` handlers.
 */
export function registerChatSocketEvents(app: FastifyInstance) {
  app.io.use((socket, next) => {
    groupIdsOf(app.db, socket.data.userId).then(
      (ids) => {
        socket.data.groupIds = ids;
        next();
      },
      (err: unknown) => {
        app.log.error({ err }, 'could not read the groups of a connecting socket');
        next(new Error(connectFailed));
      },
    );
  });

  /** Leaves the members' rooms of groups `userId` is no longer in (removed while connecting). */
  const recheck = async (socket: Socket, joined: number[]) => {
    try {
      const now = new Set(await groupIdsOf(app.db, socket.data.userId));
      for (const id of joined) if (!now.has(id)) await socket.leave(membersRoom(id));
    } catch (err) {
      app.log.error({ err }, 'could not recheck the groups of a connected socket');
    }
  };

  app.io.on('connection', (socket: Socket) => {
    const userId = socket.data.userId;
    const joined = socket.data.groupIds ?? [];
    if (joined.length > 0) {
      void socket.join(joined.map(membersRoom));
      void recheck(socket, joined);
    }

    socket.on(clientEvents.joinChat, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = args.length > 0 && typeof args[0] !== 'function' ? args[0] : undefined;
      const id = requestedId(payload);
      const plain = payload === null || typeof payload !== 'object';
      try {
        if (id !== null && (await getMembership(app.db, id, userId))) {
          await socket.join(groupRoom(id));
          // A removal that committed while we joined must not leave the socket listening.
          if (!(await getMembership(app.db, id, userId))) {
            await socket.leave(groupRoom(id));
            ack?.({ ok: false, error: chatTexts.cannotJoinChat });
            return;
          }
          ack?.({ ok: true, room: groupRoom(id) });
          return;
        }
        if (id !== null && plain && id === userId) {
          ack?.({ ok: true });
          return;
        }
        ack?.({ ok: false, error: chatTexts.cannotJoinChat });
      } catch (err) {
        app.log.error({ err }, 'join_chat failed');
        ack?.({ ok: false, error: chatTexts.cannotJoinChat });
      }
    });

    socket.on(clientEvents.sendMessage, (...args: unknown[]) => {
      ackOf(args)?.({ ok: false, error: chatTexts.useHttpToSend });
    });
  });
}
