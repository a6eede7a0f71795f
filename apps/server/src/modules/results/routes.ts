/**
 * Results, ratings and season table routes (README "Sides, results and ratings"). Thin: schema, the
 * signed-in caller, the service (./service.ts holds the rules), the reply. Every route needs a token
 * (401); ids that are not positive integers are 400; a game or group the caller is not in is 404.
 * - GET /api/games/:id/result (members) → ResultReply.
 * - PUT /api/games/:id/result `{ scores }` or `{ not_played: true }` (group admin, after kick-off) →
 *   ResultReply; the players are told after the commit.
 * - GET /api/groups/:id/ratings (group admins) → RatingsReply.
 * - GET /api/groups/:id/ratings/me (members) → MyRatingReply.
 * - GET /api/groups/:id/table?from&to (members) → TableReply.
 * - GET /api/groups/:id/table.csv?from&to (members) → text/csv, the ledger's formula escaping.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameIdParamsSchema,
  groupIdParamsSchema,
  myRatingReplySchema,
  ratingsReplySchema,
  resultBodySchema,
  resultReplySchema,
  TABLE_COLUMNS,
  tableQuerySchema,
  tableReplySchema,
} from '@turnout/shared';
import { withUnreadPush } from '../notifications/index.ts';
import { attachment, tableCsv } from '../payments/index.ts';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/games/:id/result',
    { schema: { params: gameIdParamsSchema, response: { 200: resultReplySchema } } },
    (request) => service.getResult(app.db, request.params.id, request.user.id, app.now()),
  );

  app.put(
    '/api/games/:id/result',
    { schema: { params: gameIdParamsSchema, body: resultBodySchema, response: { 200: resultReplySchema } } },
    (request) =>
      withUnreadPush(app, (n) =>
        service.putResult(app.db, request.params.id, request.user.id, request.body, app.now(), n),
      ),
  );

  app.get(
    '/api/groups/:id/ratings',
    { schema: { params: groupIdParamsSchema, response: { 200: ratingsReplySchema } } },
    (request) => service.getRatings(app.db, request.params.id, request.user.id, app.now()),
  );

  app.get(
    '/api/groups/:id/ratings/me',
    { schema: { params: groupIdParamsSchema, response: { 200: myRatingReplySchema } } },
    (request) => service.getMyRating(app.db, request.params.id, request.user.id, app.now()),
  );

  app.get(
    '/api/groups/:id/table',
    {
      schema: {
        params: groupIdParamsSchema,
        querystring: tableQuerySchema,
        response: { 200: tableReplySchema },
      },
    },
    (request) => service.getTable(app.db, request.params.id, request.user.id, request.query, app.now()),
  );

  app.get(
    '/api/groups/:id/table.csv',
    { schema: { params: groupIdParamsSchema, querystring: tableQuerySchema } },
    async (request, reply) => {
      const table = await service.getTable(
        app.db,
        request.params.id,
        request.user.id,
        request.query,
        app.now(),
      );
      const csv = tableCsv(
        TABLE_COLUMNS,
        table.rows.map((r) => Object.fromEntries(TABLE_COLUMNS.map((c) => [c, String(r[c])]))),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`table-group-${request.params.id}-${table.from}-${table.to}.csv`),
        )
        .send(csv);
    },
  );
};

export default routes;
