/**
 * /api/invites routes (docs/product.md#s7-invites-notifications). Thin: schema, who may call, the
 * service, the reply.
 *
 * - GET  /api/invites/verify/:token  (no sign-in) → 200 { success: true, invite: { group_name, email,
 *                                     existing_account } };
 *                                     404 unknown / 410 used or expired → { success: false, message, error, code }
 * - POST /api/invites/:token/accept  (signed in; the invited email) → 200 { success: true, message,
 *                                     group: { id, name } }: the user joins the group at once. 403 when the
 *                                     invitation was sent to another email; 404 / 410 as above.
 *
 * Invitations are created by POST /api/groups/:id/members (the groups module, through the `Invitations`
 * that ./index.ts invitationsForGroups makes and app.ts hands it) and redeemed by POST /signup with
 * inviteToken (accounts module).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteReplySchema,
  inviteFailureReplySchema,
  inviteTokenParamsSchema,
  verifyInviteReplySchema,
} from '@turnout/shared';
import { HttpError } from '../../lib/http-errors.ts';
import * as service from './service.ts';
import { withUnreadPush } from '../notifications/index.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Refusals of these routes carry `success: false` beside the usual { error, message, code }
  // (docs/product.md#s7); anything else goes on to the app's error handler.
  app.setErrorHandler((err, _request, reply) => {
    if (!(err instanceof HttpError) || err.statusCode === 401) throw err;
    return reply
      .status(err.statusCode)
      .headers(err.headers)
      .send({ success: false, message: err.message, error: err.message, code: err.code });
  });

  const failures = {
    403: inviteFailureReplySchema,
    404: inviteFailureReplySchema,
    410: inviteFailureReplySchema,
  };

  app.get(
    '/api/invites/verify/:token',
    { schema: { params: inviteTokenParamsSchema, response: { 200: verifyInviteReplySchema, ...failures } } },
    async (request) => ({
      success: true as const,
      invite: await service.verifyInvite(app.db, request.params.token),
    }),
  );

  app.post(
    '/api/invites/:token/accept',
    {
      onRequest: app.authenticate,
      schema: { params: inviteTokenParamsSchema, response: { 200: acceptInviteReplySchema, ...failures } },
    },
    async (request) => {
      const accepted = await withUnreadPush(app, (notified) =>
        service.acceptInvite(app.db, request.params.token, request.user.id, notified),
      );
      // The new member's open sockets join the group's members' room (chat badge events: ../chat).
      return app.events.emit(
        'member.joined',
        { groupId: accepted.group.id, userId: request.user.id },
        { success: true as const, ...accepted },
      );
    },
  );
};

export default routes;
