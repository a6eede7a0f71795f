/**
 * What chat does when other modules' changes happen (plugins/events.ts;
 * docs/decisions/016-module-faces-and-events.md), registered by the chat plugin (./routes.ts):
 * - in the deleting transaction of an account, its direct messages go (./service.ts
 *   deleteDirectMessagesOfUser), and whoever had unread ones from it is collected;
 * - after the commit, those people get their chat unread counts (./push.ts), and sockets follow group
 *   changes into and out of the group's rooms (./rooms.ts).
 */
import type { FastifyInstance } from 'fastify';
import { pushChatUnreadCounts } from './push.ts';
import { closedGroupChat, joinedGroupChat, leftGroupChat } from './rooms.ts';
import { deleteDirectMessagesOfUser } from './service.ts';

/** Subscribes chat to the app's events. */
export function registerChatEvents(app: FastifyInstance): void {
  app.events.onTransaction('account.deleted', async (tx, { userId, chatUnreadChanged }) => {
    for (const id of await deleteDirectMessagesOfUser(tx, userId)) chatUnreadChanged.add(id);
  });
  app.events.on('account.deleted', ({ chatUnreadChanged }) => pushChatUnreadCounts(app, chatUnreadChanged));
  app.events.on('member.joined', ({ groupId, userId }) => {
    joinedGroupChat(app.io, groupId, userId, null);
  });
  app.events.on('member.removed', ({ groupId, userId }) => {
    leftGroupChat(app.io, groupId, userId, null);
  });
  app.events.on('group.deleted', ({ groupId }) => {
    closedGroupChat(app.io, groupId, null);
  });
}
