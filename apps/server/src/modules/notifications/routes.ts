/**
 * /api/notifications routes (docs/product.md#s7-invites-notifications). All need a token (401);
 * everything is the caller's own: another user's id is 404, and delete-multiple ignores such ids.
 * - GET    /api/notifications                 → { success, notifications } newest first
 * - GET    /api/notifications/unread-count    → { success, unreadCount }
 * - PUT    /api/notifications/:id/mark-read   → { success, message, unreadCount } (404)
 * - DELETE /api/notifications/delete-all      → { success, message, unreadCount }
 * - DELETE /api/notifications/delete-multiple { ids } → { success, message, unreadCount } (400 bad ids)
 * A change pushes the new unread count to the caller's other tabs (room `user:<id>`).
 * The daily retention job (90 days, newest 500 per user) starts with these routes: retention.ts; so
 * do the delivery job (delivery.ts) and the digest sweep of coalesced game changes (coalesce.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteNotificationsBodySchema,
  notificationActionReplySchema,
  notificationIdParamsSchema,
  notificationsReplySchema,
  unreadCountReplySchema,
} from '@turnout/shared';
import * as service from './service.ts';
import { defineRetentionJob } from './retention.ts';
import { defineDeliveryJob } from './delivery.ts';
import { defineDigestJob } from './coalesce.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  defineRetentionJob(app);
  defineDeliveryJob(app);
  defineDigestJob(app);
  app.addHook('onRequest', app.authenticate);

  app.get('/api/notifications', { schema: { response: { 200: notificationsReplySchema } } }, (request) =>
    service.listNotifications(app.db, request.user.id, request.headers['accept-language']),
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { response: { 200: unreadCountReplySchema } } },
    async (request) => ({
      success: true as const,
      unreadCount: await service.unreadCount(app.db, request.user.id),
    }),
  );

  app.put(
    '/api/notifications/:id/mark-read',
    { schema: { params: notificationIdParamsSchema, response: { 200: notificationActionReplySchema } } },
    async (request) => {
      const reply = await service.markRead(app.db, request.user.id, request.params.id);
      service.emitUnreadCount(app, request.user.id, reply.unreadCount);
      return reply;
    },
  );

  app.delete(
    '/api/notifications/delete-all',
    { schema: { response: { 200: notificationActionReplySchema } } },
    async (request) => {
      const reply = await service.deleteNotifications(app.db, request.user.id);
      service.emitUnreadCount(app, request.user.id, reply.unreadCount);
      return reply;
    },
  );

  app.delete(
    '/api/notifications/delete-multiple',
    { schema: { body: deleteNotificationsBodySchema, response: { 200: notificationActionReplySchema } } },
    async (request) => {
      const reply = await service.deleteNotifications(app.db, request.user.id, request.body.ids);
      service.emitUnreadCount(app, request.user.id, reply.unreadCount);
      return reply;
    },
  );
};
export default routes;
