/**
 * /api/chat routes (docs/product.md#s7-chat) and chat's socket.io events (socket.ts). Thin: schema, the
 * signed-in caller, the service, the reply, then the realtime push of what committed (push.ts); a newly
 * stored message's Web Push and email job is written in its transaction (deliveries.ts).
 * Every route needs a valid token (401 first). Bad ids or bodies are 400 with a sentence.
 *
 * - POST   /api/chat/message                      → 201 the stored message (200 for a client_msg_id retry);
 *                                                   429 past 30 posts in 30 seconds per sender
 * - GET    /api/chat/group-messages/{groupId}     → messages oldest first (?before|?after=<id>&limit=<n>)
 * - GET    /api/chat/direct-messages/{userId}     → the same for a direct conversation
 * - POST   /api/chat/mark-read { message_ids }    → { success, message_ids, read_at }
 * - POST   /api/chat/group-messages/{groupId}/read → { success, last_read_message_id }
 * - DELETE /api/chat/message/{id}                 → { success, id }
 * - GET    /api/chat/unread-count                 → { groupUnread, directUnread }
 * - GET    /api/chat/eligible-users               → [{ group_id, group_name, members }]
 * - GET    /api/chat/conversations                → the caller's direct conversations, newest first (inbox.ts)
 * - GET    /api/chat/group-unread                 → [{ group_id, unread }] for each of the caller's groups
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  chatMessagesReplySchema,
  chatConversationsReplySchema,
  chatUnreadReplySchema,
  conversationQuerySchema,
  deleteMessageReplySchema,
  directChatParamsSchema,
  eligibleUsersReplySchema,
  groupChatParamsSchema,
  groupReadReplySchema,
  groupUnreadReplySchema,
  markReadBodySchema,
  markReadReplySchema,
  messageIdParamsSchema,
  sendMessageBodySchema,
} from '@turnout/shared';
import { queueChatDeliveries } from './deliveries.ts';
import { registerChatEvents } from './events.ts';
import * as inbox from './inbox.ts';
import { createChatPush } from './push.ts';
import * as service from './service.ts';
import { registerChatSocketEvents } from './socket.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const push = createChatPush(app.io, app.db, app.log);
  app.addHook('onClose', async () => push.close());
  registerChatSocketEvents(app);
  registerChatEvents(app);

  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/chat/message',
    { schema: { body: sendMessageBodySchema, response: { 200: chatMessageSchema, 201: chatMessageSchema } } },
    async (request, reply) => {
      await app.chatLimiter.take(request.user.id);
      // Push and email to those it reaches (their settings; never the sender): the job is written in
      // the message's transaction, once (not for a retry) and only when someone would get it.
      const { message, created } = await service.sendMessage(app.db, request.user.id, request.body, (tx, m) =>
        queueChatDeliveries(app, tx, m),
      );
      // Re-pushed on a retry too: clients drop ids they already have, and a push lost with a crashed
      // first attempt is delivered after all.
      push.messageSent(message, created);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/api/chat/group-messages/:groupId',
    {
      schema: {
        params: groupChatParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: chatMessagesReplySchema },
      },
    },
    async (request) => service.groupMessages(app.db, request.user.id, request.params.groupId, request.query),
  );

  app.get(
    '/api/chat/direct-messages/:userId',
    {
      schema: {
        params: directChatParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: chatMessagesReplySchema },
      },
    },
    async (request) => service.directMessages(app.db, request.user.id, request.params.userId, request.query),
  );

  app.post(
    '/api/chat/mark-read',
    { schema: { body: markReadBodySchema, response: { 200: markReadReplySchema } } },
    async (request) => {
      const result = await service.markRead(app.db, request.user.id, request.body.message_ids);
      push.messagesRead(request.user.id, result.bySender, result.read_at);
      return { success: true as const, message_ids: result.message_ids, read_at: result.read_at };
    },
  );

  app.post(
    '/api/chat/group-messages/:groupId/read',
    { schema: { params: groupChatParamsSchema, response: { 200: groupReadReplySchema } } },
    async (request) => {
      const last = await service.markGroupRead(app.db, request.user.id, request.params.groupId);
      push.countsChanged(request.user.id);
      return { success: true as const, last_read_message_id: last };
    },
  );

  app.delete(
    '/api/chat/message/:id',
    { schema: { params: messageIdParamsSchema, response: { 200: deleteMessageReplySchema } } },
    async (request) => {
      const message = await service.deleteMessage(app.db, request.user.id, request.params.id);
      push.messageDeleted(message);
      return { success: true as const, id: message.id };
    },
  );

  app.get(
    '/api/chat/unread-count',
    { schema: { response: { 200: chatUnreadReplySchema } } },
    async (request) => service.unreadCount(app.db, request.user.id),
  );

  app.get(
    '/api/chat/eligible-users',
    { schema: { response: { 200: eligibleUsersReplySchema } } },
    async (request) => service.eligibleUsers(app.db, request.user.id),
  );

  app.get(
    '/api/chat/conversations',
    { schema: { response: { 200: chatConversationsReplySchema } } },
    async (request) => inbox.conversations(app.db, request.user.id),
  );

  app.get(
    '/api/chat/group-unread',
    { schema: { response: { 200: groupUnreadReplySchema } } },
    async (request) => inbox.groupUnread(app.db, request.user.id),
  );
};

export default routes;
