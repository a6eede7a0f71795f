/**
 * Sides and the ratings they are picked by (README "Sides, results and ratings"). All need a token (401).
 * - GET /api/games/:id/sides → `{ sides: [{ name, user_ids, guest_ids, total? }], published, stale,
 *   constraints? }` (any member; `total` and `constraints` for group admins only; 404 not a member).
 * - POST /api/games/:id/sides/pick `{ sides: 2–4, constraints?, seed? }` → a proposal in the same shape,
 *   saving nothing (group admins: 403 a member, 404 not a member; 409 too few players or constraints
 *   no split meets).
 * - PUT /api/games/:id/sides `{ sides: [{ name, user_ids, guest_ids }], constraints? }` → as GET, published
 *   (group admins; 409 when the sides are not exactly the main team). The game's room hears
 *   `team_changed` once it has committed, so open game screens refetch.
 * - PUT
 *   /api/groups/:id/members/:userId/rating `{ stars: 1–5 | null, goalkeeper }` → the member's rating
 *   with `{ success, message }` (group admins only: 403 a member, 404 not a member or unknown player).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameIdParamsSchema,
  groupMemberParamsSchema,
  memberRatingBodySchema,
  memberRatingReplySchema,
  pickSidesBodySchema,
  publishSidesBodySchema,
  sideTexts,
  sidesReplySchema,
} from '@turnout/shared';
import { requireGroupMemberForWrite } from '../groups/index.ts';
import { announceTeamChanged } from '../rsvps/index.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { takeGameChange } from '../../plugins/rate-limit.ts';
import { setMemberRating } from './ratings.ts';
import { pickSides, publishSides, readSides } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/games/:id/sides',
    { schema: { params: gameIdParamsSchema, response: { 200: sidesReplySchema } } },
    (request) => readSides(app.db, request.user.id, request.params.id, app.now()),
  );

  app.post(
    '/api/games/:id/sides/pick',
    {
      schema: { params: gameIdParamsSchema, body: pickSidesBodySchema, response: { 200: sidesReplySchema } },
    },
    async (request) => {
      await takeGameChange(app, request.user.id, request.params.id);
      return pickSides(app.db, request.user.id, request.params.id, request.body, app.now());
    },
  );

  app.put(
    '/api/games/:id/sides',
    {
      schema: {
        params: gameIdParamsSchema,
        body: publishSidesBodySchema,
        response: { 200: sidesReplySchema },
      },
    },
    async (request) => {
      const gameId = request.params.id;
      await takeGameChange(app, request.user.id, gameId);
      const reply = await publishSides(app.db, request.user.id, gameId, request.body, app.now());
      return announceTeamChanged(app, [gameId], reply, 'sheet');
    },
  );

  app.put(
    '/api/groups/:id/members/:userId/rating',
    {
      schema: {
        params: groupMemberParamsSchema,
        body: memberRatingBodySchema,
        response: { 200: memberRatingReplySchema },
      },
    },
    (request) =>
      app.db.transaction(async (tx) => {
        const { id: groupId, userId } = request.params;
        const membership = await requireGroupMemberForWrite(tx, groupId, request.user.id);
        if (!membership.isGroupAdmin) throw forbidden(sideTexts.ratingsAdminOnly);
        const rating = await setMemberRating(tx, groupId, userId, request.body, request.user.id, app.now());
        return { success: true as const, message: sideTexts.ratingSaved, ...rating };
      }),
  );
};
export default routes;
