/**
 * The live team sheet (docs/design.md#realtime): a socket.io room per game, `game:<id>`.
 *
 * - `join_game` `{ gameId }` joins the game's room only for a member of the game's group (the check
 *   join_chat makes, run again once joined so that a removal committing meanwhile cannot leave the
 *   socket listening); anything else is refused: `{ ok: false, error }` through the optional
 *   acknowledgement. `leave_game` `{ gameId }` leaves it.
 * - `announceTeamChanged` sends `team_changed { gameId, game }` to each game's room. Routes call it once the
 *   change has committed: an answer, an admin move, a game edit or deletion, a series edit. Clients then
 *   refetch the game and its sheet (nothing else rides on the event, so it never shows what a socket
 *   may not see: the refetch is checked like any request).
 * - `leftGroupGames`: a member who left or was removed leaves every game room of the group at once, and
 *   the group's upcoming sheets (which lost their answers) are announced.
 * Rooms are socket.io rooms: through the Redis adapter, joins, leaves and emits reach every instance.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { clientEvents, serverEvents, type TeamChangedPush } from '@turnout/shared';
import { gameRoom, userRoom } from '../../plugins/realtime.ts';
import { findGameOfMember, gameIdsOfGroup } from './locks.ts';

/** The refusal of a `join_game` for a game the socket's user may not see (or a malformed payload). */
export const cannotJoinGame = 'You can only follow a game of a group you are a member of.';

type Ack = (reply: { ok: true; room: string } | { ok: false; error: string }) => void;

/** The game id a join_game / leave_game payload `{ gameId }` names, or null. */
function requestedGameId(payload: unknown): number | null {
  const raw =
    payload !== null && typeof payload === 'object' ? (payload as { gameId?: unknown }).gameId : undefined;
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
}

const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : undefined;
};
const payloadOf = (args: unknown[]) =>
  args.length > 0 && typeof args[0] !== 'function' ? args[0] : undefined;

/** Adds the `join_game` and `leave_game` handlers to every socket the gateway accepts. */
export function registerLiveTeamSocketEvents(app: FastifyInstance): void {
  app.io.on('connection', (socket: Socket) => {
    const userId = socket.data.userId;

    socket.on(clientEvents.joinGame, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const gameId = requestedGameId(payloadOf(args));
      try {
        if (gameId === null || !(await findGameOfMember(app.db, gameId, userId))) {
          ack?.({ ok: false, error: cannotJoinGame });
          return;
        }
        await socket.join(gameRoom(gameId));
        // A removal from the group that committed while we joined must not leave the socket listening.
        if (!(await findGameOfMember(app.db, gameId, userId))) {
          await socket.leave(gameRoom(gameId));
          ack?.({ ok: false, error: cannotJoinGame });
          return;
        }
        ack?.({ ok: true, room: gameRoom(gameId) });
      } catch (err) {
        app.log.error({ err }, 'join_game failed');
        ack?.({ ok: false, error: cannotJoinGame });
      }
    });

    socket.on(clientEvents.leaveGame, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const gameId = requestedGameId(payloadOf(args));
      if (gameId === null) {
        ack?.({ ok: false, error: cannotJoinGame });
        return;
      }
      await socket.leave(gameRoom(gameId));
      ack?.({ ok: true, room: gameRoom(gameId) });
    });
  });
}

/**
 * Sends `team_changed { gameId, game }` to the room of each of `gameIds` (after the change committed) and
 * returns `result`, so a route can wrap its reply. `changed`: 'sheet' when only the team sheet changed
 * (an answer, a move, an offer: clients refetch the sheet alone), 'game' when the game's details may
 * have changed too (the default). Never throws: a failed emit is logged.
 */
export function announceTeamChanged<T>(
  app: FastifyInstance,
  gameIds: Iterable<number>,
  result: T,
  changed: 'sheet' | 'game' = 'game',
): T {
  const push = (gameId: number): TeamChangedPush => ({ gameId, game: changed === 'game' });
  for (const gameId of new Set(gameIds)) {
    try {
      app.io.to(gameRoom(gameId)).emit(serverEvents.teamChanged, push(gameId));
    } catch (err) {
      app.log.warn({ err, gameId }, 'could not announce a team sheet change');
    }
  }
  return result;
}

/**
 * After `userId` left or was removed from `groupId` (committed): every socket of theirs leaves the
 * rooms of the group's games, and the group's upcoming games (whose sheets lost the user's answers) are
 * announced. Returns `result`. Never throws: a failure is logged.
 */
export async function leftGroupGames<T>(
  app: FastifyInstance,
  groupId: number,
  userId: number,
  result: T,
): Promise<T> {
  try {
    const ids = await gameIdsOfGroup(app.db, groupId);
    if (ids.length > 0) app.io.in(userRoom(userId)).socketsLeave(ids.map(gameRoom));
    announceTeamChanged(app, await gameIdsOfGroup(app.db, groupId, app.now()), null, 'sheet');
  } catch (err) {
    app.log.warn({ err, groupId, userId }, 'could not update the game rooms after a member left');
  }
  return result;
}
