/**
 * Invite link routes (README "Invite links"; docs/product.md#invite-links). Thin: schema, who may call,
 * the service (./links.ts), the reply.
 *
 * - POST   /api/groups/{id}/invite-links           (group admins) → 201 { id, url, expires_at, max_uses, uses }
 * - GET    /api/groups/{id}/invite-links           (group admins) → { links }, the open ones, newest first
 * - DELETE /api/groups/{id}/invite-links/{linkId}  (group admins) → { success, message }
 * - GET    /api/join/{token}                       (no sign-in)   → { group_name, members }
 * - POST   /api/join/{token}                       (signed in)    → { group }; a new member's join counts in
 *                                                                  the maker's add limits (429 past them)
 * 404 for an unknown link or one whose maker is no longer an admin; 410 revoked, expired or used up.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createInviteLinkBodySchema,
  groupIdParamsSchema,
  inviteLinkParamsSchema,
  inviteLinkSchema,
  inviteLinksReplySchema,
  joinLinkPreviewSchema,
  joinLinkReplySchema,
  joinTokenParamsSchema,
  revokeInviteLinkReplySchema,
} from '@turnout/shared';
import { withUnreadPush } from '../notifications/index.ts';
import * as links from './links.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.mailer.appUrl;

  app.post(
    '/api/groups/:id/invite-links',
    {
      onRequest: app.authenticate,
      schema: { params: groupIdParamsSchema, body: createInviteLinkBodySchema, response: { 201: inviteLinkSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await links.createLink(app, appUrl, request.params.id, request.user.id, request.body)),
  );

  app.get(
    '/api/groups/:id/invite-links',
    { onRequest: app.authenticate, schema: { params: groupIdParamsSchema, response: { 200: inviteLinksReplySchema } } },
    async (request) => ({ links: await links.listLinks(app, appUrl, request.params.id, request.user.id) }),
  );

  app.delete(
    '/api/groups/:id/invite-links/:linkId',
    {
      onRequest: app.authenticate,
      schema: { params: inviteLinkParamsSchema, response: { 200: revokeInviteLinkReplySchema } },
    },
    async (request) => links.revokeLink(app, request.params.id, request.user.id, request.params.linkId),
  );

  app.get(
    '/api/join/:token',
    { schema: { params: joinTokenParamsSchema, response: { 200: joinLinkPreviewSchema } } },
    async (request) => links.previewLink(app, request.params.token),
  );

  app.post(
    '/api/join/:token',
    { onRequest: app.authenticate, schema: { params: joinTokenParamsSchema, response: { 200: joinLinkReplySchema } } },
    async (request) => {
      const { group, joined } = await withUnreadPush(app, (notified) =>
        links.joinByLink(
          app,
          request.params.token,
          request.user.id,
          (makerId) => app.inviteLimiter.take(makerId, request.ip),
          notified,
        ),
      );
      // A new member's open sockets join the group's members' room (chat badge events: ../chat).
      return joined
        ? app.events.emit('member.joined', { groupId: group.id, userId: request.user.id }, { group })
        : { group };
    },
  );
};

export default routes;
