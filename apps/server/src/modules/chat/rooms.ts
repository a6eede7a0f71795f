/**
 * Group chat room membership after a group change: a user removed from a group leaves its room at once
 * (DESIGN.md "Realtime"). Called by the groups routes once a removal, leave or deletion has committed;
 * through the Redis adapter it reaches sockets on every instance. Each returns the `result` it is given, so a
 * route can wrap its reply.
 */
import type { Server } from 'socket.io';
import { groupRoom, userRoom } from '../../plugins/realtime.ts';

/** Every socket of `userId` leaves the chat room of `groupId`. */
export function leftGroupChat<T>(io: Server, groupId: number, userId: number, result: T): T {
  io.in(userRoom(userId)).socketsLeave(groupRoom(groupId));
  return result;
}

/** Every socket in the chat room of a deleted group leaves it. */
export function closedGroupChat<T>(io: Server, groupId: number, result: T): T {
  io.in(groupRoom(groupId)).socketsLeave(groupRoom(groupId));
  return result;
}
