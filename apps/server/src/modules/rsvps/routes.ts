/**
 * RSVP routes (spec §7 Games and RSVP): POST /api/rsvps `{ gameId, status: in | out | reserves }` →
 * `{ success: true, status, message }`, status being where the caller ended up (an `in` may land on the
 * reserves). Needs a token (401). Errors: 400 bad body, 404 unknown game / not a member, 409 game started
 * or opt-out after the cutoff. Rules: ./service.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpBodySchema, rsvpReplySchema } from '@turnout/shared';
import { respond } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/rsvps',
    { schema: { body: rsvpBodySchema, response: { 200: rsvpReplySchema } } },
    (request) => respond(app.db, request.user.id, request.body.gameId, request.body.status),
  );
};
export default routes;
