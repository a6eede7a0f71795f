/**
 * RSVP routes (spec §7 Games and RSVP). All need a token (401). Rules: ./service.ts.
 * - POST /api/rsvps `{ gameId, status: in | out | reserves }` → `{ success: true, status, message }`,
 *   status being where the caller ended up (an `in` may land on the reserves). 400 bad body, 404 unknown
 *   game / not a member, 409 game started or opt-out after the cutoff.
 * - Admin team moves (issue #4), each → `{ success: true, status, message }` (the player's new place):
 *   POST /api/rsvps/admin/update-team `{ userId, gameId, newTeam: main | reserves }`,
 *   POST /api/rsvps/add `{ gameId, userId, status: in | reserves }`, POST /api/rsvps/remove
 *   `{ gameId, userId }`. 400 bad body, 403 not a group admin, 404 unknown game / player not a member,
 *   409 main team full or game started.
 * Whoever a change notifies hears the new unread count once it has committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPlayerBodySchema,
  removePlayerBodySchema,
  rsvpBodySchema,
  rsvpReplySchema,
  teamMoveReplySchema,
  updateTeamBodySchema,
} from '@turnout/shared';
import { withUnreadPush, type Notified } from '../notifications/service.ts';
import { adminAddPlayer, adminRemovePlayer, adminUpdateTeam, respond } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const withPush = <T>(change: (notified: Notified) => Promise<T>) => withUnreadPush(app, change);

  app.post(
    '/api/rsvps',
    { schema: { body: rsvpBodySchema, response: { 200: rsvpReplySchema } } },
    (request) =>
      withPush((notified) =>
        respond(app.db, request.user.id, request.body.gameId, request.body.status, notified),
      ),
  );

  app.post(
    '/api/rsvps/admin/update-team',
    { schema: { body: updateTeamBodySchema, response: { 200: teamMoveReplySchema } } },
    (request) => withPush((notified) => adminUpdateTeam(app.db, request.user.id, request.body, notified)),
  );

  app.post(
    '/api/rsvps/add',
    { schema: { body: addPlayerBodySchema, response: { 200: teamMoveReplySchema } } },
    (request) => withPush((notified) => adminAddPlayer(app.db, request.user.id, request.body, notified)),
  );

  app.post(
    '/api/rsvps/remove',
    { schema: { body: removePlayerBodySchema, response: { 200: teamMoveReplySchema } } },
    (request) => withPush((notified) => adminRemovePlayer(app.db, request.user.id, request.body, notified)),
  );
};
export default routes;
