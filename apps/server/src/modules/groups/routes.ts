/**
 * /api/groups routes (spec §7 Groups). Thin: schema, the signed-in caller, the
 * service, the reply. Every route needs a valid token (checked on request, so a missing token is 401
 * before any 400). Ids that are not positive integers are 400; a group the caller is not in is 404;
 * an admin action by a plain member is 403. Adding people by mobile number (which may invite them) is
 * rate limited per acting user: 429 past 30 an hour or 100 a day (plugins/rate-limit.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMemberBodySchema,
  addMemberReplySchema,
  groupActionReplySchema,
  groupIdParamsSchema,
  groupMemberParamsSchema,
  groupNameBodySchema,
  groupReplySchema,
  groupSummarySchema,
  groupInviteParamsSchema,
  groupInvitesReplySchema,
  groupTexts,
  membersReplySchema,
  myAdminGroupsReplySchema,
  myGroupsReplySchema,
  myGroupsWithAdminStatusReplySchema,
  revokeInviteReplySchema,
  setAdminBodySchema,
} from '@turnout/shared';
import { invitationMail, listOpenInvites, revokeInvite } from '../invites/service.ts';
import { withUnreadPush } from '../notifications/service.ts';
import { closedGroupChat, leftGroupChat } from '../chat/rooms.ts';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/groups/my-groups-with-admin-status',
    { schema: { response: { 200: myGroupsWithAdminStatusReplySchema } } },
    async (request) => ({ groups: await service.listMyGroups(app.db, request.user.id) }),
  );

  app.get('/api/groups/my', { schema: { response: { 200: myGroupsReplySchema } } }, async (request) => ({
    success: true as const,
    groups: await service.listMyGroups(app.db, request.user.id),
    message: groupTexts.groupsLoaded,
  }));

  app.get(
    '/api/groups/my-admin-groups',
    { schema: { response: { 200: myAdminGroupsReplySchema } } },
    async (request) => ({ adminGroups: await service.listMyAdminGroups(app.db, request.user.id) }),
  );

  app.post(
    '/api/groups',
    { schema: { body: groupNameBodySchema, response: { 201: groupSummarySchema } } },
    async (request, reply) => {
      const group = await service.createGroup(app.db, request.user.id, request.body.name);
      return reply.status(201).send(group);
    },
  );

  app.get(
    '/api/groups/:id',
    { schema: { params: groupIdParamsSchema, response: { 200: groupReplySchema } } },
    async (request) => ({ group: await service.getGroup(app.db, request.params.id, request.user.id) }),
  );

  app.put(
    '/api/groups/:id',
    {
      schema: { params: groupIdParamsSchema, body: groupNameBodySchema, response: { 200: groupReplySchema } },
    },
    async (request) => ({
      group: await service.renameGroup(app.db, request.params.id, request.user.id, request.body.name),
    }),
  );

  app.delete(
    '/api/groups/:id',
    { schema: { params: groupIdParamsSchema, response: { 200: groupActionReplySchema } } },
    async (request) =>
      closedGroupChat(
        app.io,
        request.params.id,
        await service.deleteGroup(app.db, request.params.id, request.user.id),
      ),
  );

  app.delete(
    '/api/groups/:id/leave',
    { schema: { params: groupIdParamsSchema, response: { 200: groupActionReplySchema } } },
    async (request) =>
      leftGroupChat(
        app.io,
        request.params.id,
        request.user.id,
        await withUnreadPush(app, (n) => service.leaveGroup(app.db, request.params.id, request.user.id, n)),
      ),
  );

  app.get(
    '/api/groups/:id/members',
    { schema: { params: groupIdParamsSchema, response: { 200: membersReplySchema } } },
    async (request) => ({ members: await service.listMembers(app.db, request.params.id, request.user.id) }),
  );

  app.post(
    '/api/groups/:id/members',
    {
      schema: {
        params: groupIdParamsSchema,
        body: addMemberBodySchema,
        response: { 200: addMemberReplySchema },
      },
    },
    async (request) => {
      // Every add counts: a number tells the name behind it and pushes membership on its owner, and an
      // email makes it a mail to any address (decision 005).
      await app.inviteLimiter.take(request.user.id, request.ip);
      return withUnreadPush(app, (n) =>
        service.addMember(
          app.db,
          request.params.id,
          request.user.id,
          request.body,
          (invitation) => app.mailer.send(invitationMail(app.mailer.appUrl, invitation)),
          n,
        ),
      );
    },
  );

  // The group's open invitations (group admins): listed, and revoked one by one.
  app.get(
    '/api/groups/:id/invites',
    { schema: { params: groupIdParamsSchema, response: { 200: groupInvitesReplySchema } } },
    async (request) => ({ invites: await listOpenInvites(app.db, request.params.id, request.user.id) }),
  );

  app.delete(
    '/api/groups/:id/invites/:inviteId',
    { schema: { params: groupInviteParamsSchema, response: { 200: revokeInviteReplySchema } } },
    async (request) => revokeInvite(app.db, request.params.id, request.user.id, request.params.inviteId),
  );

  app.delete(
    '/api/groups/:id/members/:userId',
    { schema: { params: groupMemberParamsSchema, response: { 200: groupActionReplySchema } } },
    async (request) =>
      leftGroupChat(
        app.io,
        request.params.id,
        request.params.userId,
        await withUnreadPush(app, (n) =>
          service.removeMember(app.db, request.params.id, request.user.id, request.params.userId, n),
        ),
      ),
  );

  app.put(
    '/api/groups/:id/members/:userId/admin',
    {
      schema: {
        params: groupMemberParamsSchema,
        body: setAdminBodySchema,
        response: { 200: groupActionReplySchema },
      },
    },
    async (request) =>
      withUnreadPush(app, (n) =>
        service.setAdmin(
          app.db,
          request.params.id,
          request.user.id,
          request.params.userId,
          request.body.makeAdmin,
          n,
        ),
      ),
  );
};

export default routes;
