/**
 * Game routes (docs/product.md#s7-games-rsvp). All need a token (401 without one). Rules: ./service.ts.
 * The team sheet's routes (GET /api/games/{id}/team, DELETE /api/games/{id}/remove-player/{userId})
 * live with the team sheet in ../rsvps/routes.ts.
 * - GET    /api/games          → `{ games: Game[] }` upcoming games of the caller's groups, soonest first
 *                                 (JSON text built by PostgreSQL, sent as it is); `?group_id=` one group's
 *                                 (404 not a member); `?when=past[&before=]` the games that have kicked
 *                                 off, newest first, 50 a page, with `next_before` (README "Past games")
 * - POST   /api/games          → 201 Game (admin of group_id; 400 / 403 / 404; 409 when the group already
 *                                 has 200 upcoming games; 429 past 100 creations an hour by one user)
 * - GET    /api/games/:id      → `{ game, isAdmin }` (404 unknown or not a member; JSON text built by
 *                                 PostgreSQL, sent as it is)
 * - PUT    /api/games/:id      → `{ game }` (admin; 400 / 403 / 404)
 * - DELETE /api/games/:id      → `{ success: true, message: "Game deleted successfully" }` (admin; 403 / 404)
 * - POST   /api/games/:id/cancel    `{ message? }` → `{ success, message, game }` (admin; 403 / 404; 409
 *                                 cancelled already or kicked off) — README "Cancelled games"
 * - POST   /api/games/:id/reinstate → `{ success, message, game }` (admin; 403 / 404; 409 not cancelled or
 *                                 kicked off)
 * Whoever a change notifies hears the new unread count once it has committed; an edit or deletion emits
 * `game.changed` (./events.ts), which the rsvps module announces to the game's room (`team_changed`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelGameBodySchema,
  createGameBodySchema,
  gameStatusReplySchema,
  gameDeletedReplySchema,
  gameDetailSchema,
  gameIdParamsSchema,
  gameReplySchema,
  gameSchema,
  gameTexts,
  gamesListSchema,
  gamesQuerySchema,
  type GameDetail,
  type GamesList,
  updateGameBodySchema,
} from '@turnout/shared';
import { takeGameChange } from '../../plugins/rate-limit.ts';
import { withUnreadPush } from '../notifications/index.ts';
import {
  createGame,
  deleteGame,
  gameDetailJson,
  listGamesJson,
  setGameCancelled,
  updateGame,
  upcomingGamesJson,
} from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // The body is built by PostgreSQL as JSON text (service.ts upcomingGamesJson) and sent as it is: a
  // string with a JSON content type skips the serialiser (bench/README.md "HTTP"). The schema stays for
  // the API description; test/modules/games checks the body against it and against GET /api/games/{id}.
  // With `when=past` or `group_id` (README "Past games") the same kind of text, from listGamesJson.
  app.get(
    '/api/games',
    { schema: { querystring: gamesQuerySchema, response: { 200: gamesListSchema } } },
    async (request, reply) => {
      const { query } = request;
      const body =
        query.when === 'upcoming' && query.group_id === undefined
          ? await upcomingGamesJson(app.db, request.user.id, app.now())
          : await listGamesJson(app.db, request.user.id, query, app.now());
      return reply.type('application/json; charset=utf-8').send(body as unknown as GamesList);
    },
  );

  app.post(
    '/api/games',
    { schema: { body: createGameBodySchema, response: { 201: gameSchema } } },
    async (request, reply) => {
      // Counted before the rules run: every attempt counts, refused or not (plugins/rate-limit.ts).
      await app.gameLimiter.take(request.user.id);
      return reply
        .status(201)
        .send(
          await withUnreadPush(app, (n) => createGame(app.db, request.user.id, request.body, n, app.now())),
        );
    },
  );

  app.get(
    '/api/games/:id',
    { schema: { params: gameIdParamsSchema, response: { 200: gameDetailSchema } } },
    // Built by PostgreSQL and sent as it is, like the list above (service.ts gameDetailJson).
    async (request, reply) => {
      const body = await gameDetailJson(app.db, request.user.id, request.params.id);
      return reply.type('application/json; charset=utf-8').send(body as unknown as GameDetail);
    },
  );

  app.put(
    '/api/games/:id',
    {
      schema: {
        params: gameIdParamsSchema,
        body: updateGameBodySchema,
        response: { 200: gameReplySchema },
      },
    },
    async (request) => {
      await takeGameChange(app, request.user.id, request.params.id);
      return {
        game: await app.events.emit(
          'game.changed',
          { gameId: request.params.id },
          await withUnreadPush(app, (n) =>
            updateGame(app.db, app.events, request.user.id, request.params.id, request.body, n, app.now()),
          ),
        ),
      };
    },
  );

  app.delete(
    '/api/games/:id',
    { schema: { params: gameIdParamsSchema, response: { 200: gameDeletedReplySchema } } },
    async (request) => {
      await takeGameChange(app, request.user.id, request.params.id);
      await withUnreadPush(app, (n) => deleteGame(app.db, request.user.id, request.params.id, n));
      await app.events.emit('game.changed', { gameId: request.params.id });
      return { success: true as const, message: gameTexts.deleted };
    },
  );

  // Cancel and reinstate: braked like edits (plugins/rate-limit.ts takeGameChange); the game's room hears
  // `team_changed` so open screens refetch it.
  app.post(
    '/api/games/:id/cancel',
    {
      schema: {
        params: gameIdParamsSchema,
        body: cancelGameBodySchema,
        response: { 200: gameStatusReplySchema },
      },
    },
    async (request) => {
      await takeGameChange(app, request.user.id, request.params.id);
      const change = { cancelled: true as const, message: request.body.message };
      const game = await withUnreadPush(app, (n) =>
        setGameCancelled(app.db, app.events, request.user.id, request.params.id, change, n, app.now()),
      );
      await app.events.emit('game.changed', { gameId: request.params.id });
      return { success: true as const, message: gameTexts.cancelled, game };
    },
  );

  app.post(
    '/api/games/:id/reinstate',
    { schema: { params: gameIdParamsSchema, response: { 200: gameStatusReplySchema } } },
    async (request) => {
      await takeGameChange(app, request.user.id, request.params.id);
      const game = await withUnreadPush(app, (n) =>
        setGameCancelled(
          app.db,
          app.events,
          request.user.id,
          request.params.id,
          { cancelled: false },
          n,
          app.now(),
        ),
      );
      await app.events.emit('game.changed', { gameId: request.params.id });
      return { success: true as const, message: gameTexts.reinstated, game };
    },
  );
};
export default routes;
