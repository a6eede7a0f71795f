/**
 * Group chat room membership after a group change (docs/design.md#realtime; README "Chat"): a user removed
 * from a group leaves its chat room and its members' room at once, and a user who joins a group joins
 * its members' room (where the unread badge events go) on every socket they have open. Called once the
 * change has committed, on the `member.joined`, `member.removed` and `group.deleted` events (./events.ts); through the Redis adapter it reaches sockets
 * on every instance. Each returns the `result` it is given, so a route can wrap its reply.
 */
import type { Server } from 'socket.io';
import { groupRoom, membersRoom, userRoom } from '../../plugins/realtime.ts';

/** Every socket of `userId` leaves the chat room and the members' room of `groupId`. */
export function leftGroupChat<T>(io: Server, groupId: number, userId: number, result: T): T {
  io.in(userRoom(userId)).socketsLeave([groupRoom(groupId), membersRoom(groupId)]);
  return result;
}

/** Every socket of `userId` (just made a member of `groupId`) joins the group's members' room. */
export function joinedGroupChat<T>(io: Server, groupId: number, userId: number, result: T): T {
  io.in(userRoom(userId)).socketsJoin(membersRoom(groupId));
  return result;
}

/** Every socket in the chat room or the members' room of a deleted group leaves them. */
export function closedGroupChat<T>(io: Server, groupId: number, result: T): T {
  const rooms = [groupRoom(groupId), membersRoom(groupId)];
  io.in(rooms).socketsLeave(rooms);
  return result;
}
