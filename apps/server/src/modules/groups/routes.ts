/**
 * /api/groups routes (docs/product.md#s7-groups). Thin: schema, the signed-in caller, the
 * service, the reply. Every route needs a valid token (checked on request, so a missing token is 401
 * before any 400). Ids that are not positive integers are 400; a group the caller is not in is 404;
 * an admin action by a plain member is 403. Adding people by mobile number (which may invite them) is
 * rate limited per acting user: 429 past 30 an hour or 100 a day (plugins/rate-limit.ts).
 * `defaultTimeZone` (the DEFAULT_TIME_ZONE setting, app.ts) is the zone of a group created without one;
 * `invitations` (the invites module's, given by app.ts) makes, lists and revokes the group's invitations.
 * Once a change has committed, the routes emit `member.joined`, `member.removed` or `group.deleted`
 * (./events.ts): chat and rsvps move the sockets between their rooms.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMemberBodySchema,
  addMemberReplySchema,
  groupActionReplySchema,
  groupIdParamsSchema,
  groupMemberParamsSchema,
  createGroupBodySchema,
  FALLBACK_TIME_ZONE,
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
  updateGroupBodySchema,
} from '@turnout/shared';
import { withUnreadPush } from '../notifications/index.ts';
import * as service from './service.ts';

export type GroupsOptions = { defaultTimeZone?: string; invitations: service.Invitations };

const routes: FastifyPluginAsyncZod<GroupsOptions> = async (app, options) => {
  const defaultTimeZone = options.defaultTimeZone ?? FALLBACK_TIME_ZONE;
  const { invitations } = options;
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
    { schema: { body: createGroupBodySchema, response: { 201: groupSummarySchema } } },
    async (request, reply) => {
      await app.groupLimiter.take(request.user.id);
      const { name, time_zone, currency, locale, reminder_hours, cost_mode, guests_per_member } =
        request.body;
      const group = await service.createGroup(
        app.db,
        request.user.id,
        {
          name,
          timeZone: time_zone,
          currency,
          locale,
          reminderHours: reminder_hours,
          costMode: cost_mode,
          guestsPerMember: guests_per_member,
        },
        defaultTimeZone,
      );
      return reply
        .status(201)
        .send(await app.events.emit('member.joined', { groupId: group.id, userId: request.user.id }, group));
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
      schema: {
        params: groupIdParamsSchema,
        body: updateGroupBodySchema,
        response: { 200: groupReplySchema },
      },
    },
    async (request) => {
      const { name, time_zone, currency, reminder_hours, cost_mode, guests_per_member } = request.body;
      const { promotion, offer_hours, quiet_hours } = request.body;
      const changes = {
        promotion,
        offerHours: offer_hours,
        quietHours: quiet_hours,
        name,
        timeZone: time_zone,
        currency,
        reminderHours: reminder_hours,
        costMode: cost_mode,
        guestsPerMember: guests_per_member,
      };
      return {
        group: await service.updateGroup(app.db, request.params.id, request.user.id, changes, app.now()),
      };
    },
  );

  app.delete(
    '/api/groups/:id',
    { schema: { params: groupIdParamsSchema, response: { 200: groupActionReplySchema } } },
    async (request) =>
      app.events.emit(
        'group.deleted',
        { groupId: request.params.id },
        await service.deleteGroup(app.db, request.params.id, request.user.id),
      ),
  );

  app.delete(
    '/api/groups/:id/leave',
    { schema: { params: groupIdParamsSchema, response: { 200: groupActionReplySchema } } },
    async (request) =>
      app.events.emit(
        'member.removed',
        { groupId: request.params.id, userId: request.user.id },
        await withUnreadPush(app, (n) =>
          service.leaveGroup(app.db, app.events, request.params.id, request.user.id, n),
        ),
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
      const result = await withUnreadPush(app, (n) =>
        service.addMember(
          app.db,
          request.params.id,
          request.user.id,
          request.body,
          invitations.invite,
          n,
        ),
      );
      // Added at once (not invited): their open sockets join the group's members' room.
      return result.added && result.member
        ? app.events.emit('member.joined', { groupId: request.params.id, userId: result.member.user_id }, result)
        : result;
    },
  );

  // The group's open invitations (group admins): listed, and revoked one by one.
  app.get(
    '/api/groups/:id/invites',
    { schema: { params: groupIdParamsSchema, response: { 200: groupInvitesReplySchema } } },
    async (request) => ({
      invites: await invitations.listOpen(app.db, request.params.id, request.user.id),
    }),
  );

  app.delete(
    '/api/groups/:id/invites/:inviteId',
    { schema: { params: groupInviteParamsSchema, response: { 200: revokeInviteReplySchema } } },
    async (request) =>
      invitations.revoke(app.db, request.params.id, request.user.id, request.params.inviteId),
  );

  app.delete(
    '/api/groups/:id/members/:userId',
    { schema: { params: groupMemberParamsSchema, response: { 200: groupActionReplySchema } } },
    async (request) =>
      app.events.emit(
        'member.removed',
        { groupId: request.params.id, userId: request.params.userId },
        await withUnreadPush(app, (n) =>
          service.removeMember(app.db, app.events, request.params.id, request.user.id, request.params.userId, n),
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
