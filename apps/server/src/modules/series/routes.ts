/**
 * Recurring-game routes (README "Recurring games"). All need a token (401 without one). Rules: ./service.ts.
 * - POST   /api/game-series         → 201 `{ series, games }` (admin of group_id; 400 / 403 / 404 / 409;
 *                                      counts toward the game-creation limit like POST /api/games)
 * - GET    /api/game-series/:id     → `{ series, games }` games not yet started, soonest first (members; 404)
 * - PUT    /api/game-series/:id     → `{ series, games }` (group admin; 400 / 403 / 404 / 409)
 * - DELETE /api/game-series/:id     → `{ success: true, message, deleted }` (group admin; 403 / 404)
 * - GET    /api/groups/:id/series   → `{ series: Series[] }` soonest next game first (members; 404)
 * Defines the daily job "series.horizon" (02:07 UTC) that keeps each series' next 56 days of games.
 * Whoever a change notifies hears the new unread count once it has committed; an edit or deletion is
 * announced to the rooms of the games it touched, before and after (`team_changed`, ../rsvps/live.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSeriesBodySchema,
  groupSeriesReplySchema,
  idParamsSchema,
  seriesDeletedReplySchema,
  seriesReplySchema,
  seriesTexts,
  updateSeriesBodySchema,
} from '@turnout/shared';
import { withUnreadPush } from '../notifications/index.ts';
import { groupIdOfSeries } from './repository.ts';
import { announceTeamChanged } from '../rsvps/index.ts';
import {
  SERIES_HORIZON_QUEUE,
  createSeries,
  deleteSeries,
  extendSeriesHorizons,
  getSeries,
  listGroupSeries,
  updateSeries,
} from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: SERIES_HORIZON_QUEUE,
    cron: '7 2 * * *',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 300,
    handler: async () => {
      await extendSeriesHorizons(app.db, app.now(), app.log);
    },
  });

  app.addHook('onRequest', app.authenticate);

  /**
   * Counts an edit or stop of series `seriesId` by `userId` against the game-change limit of its group
   * (plugins/rate-limit.ts gameChangeLimiter; README "Security"): it changes the series' games. An
   * unknown series counts nothing (the route answers 404).
   */
  const takeSeriesChange = async (userId: number, seriesId: number) => {
    const groupId = await groupIdOfSeries(app.db, seriesId);
    if (groupId !== null) await app.gameChangeLimiter.take(userId, groupId);
  };

  /** The series' games not yet started, as the caller may see them (none when they may not). */
  const upcomingIds = (userId: number, seriesId: number) =>
    getSeries(app.db, userId, seriesId, app.now()).then(
      (r) => r.games.map((g) => g.id),
      () => [] as number[],
    );

  app.post(
    '/api/game-series',
    { schema: { body: createSeriesBodySchema, response: { 201: seriesReplySchema } } },
    async (request, reply) => {
      // Every game the series creates counts against the games limit (plugins/rate-limit.ts).
      const countGames = (games: number) => app.gameLimiter.take(request.user.id, games);
      return reply
        .status(201)
        .send(
          await withUnreadPush(app, (n) =>
            createSeries(app.db, request.user.id, request.body, n, app.now(), countGames),
          ),
        );
    },
  );

  app.get(
    '/api/game-series/:id',
    { schema: { params: idParamsSchema, response: { 200: seriesReplySchema } } },
    async (request) => getSeries(app.db, request.user.id, request.params.id, app.now()),
  );

  app.put(
    '/api/game-series/:id',
    {
      schema: { params: idParamsSchema, body: updateSeriesBodySchema, response: { 200: seriesReplySchema } },
    },
    async (request) => {
      await takeSeriesChange(request.user.id, request.params.id);
      const before = await upcomingIds(request.user.id, request.params.id);
      const reply = await withUnreadPush(app, (n) =>
        updateSeries(app.db, request.user.id, request.params.id, request.body, n, app.now(), (games) =>
          app.gameLimiter.take(request.user.id, games),
        ),
      );
      return announceTeamChanged(app, [...before, ...reply.games.map((g) => g.id)], reply);
    },
  );

  app.delete(
    '/api/game-series/:id',
    { schema: { params: idParamsSchema, response: { 200: seriesDeletedReplySchema } } },
    async (request) => {
      await takeSeriesChange(request.user.id, request.params.id);
      const before = await upcomingIds(request.user.id, request.params.id);
      const deleted = await withUnreadPush(app, (n) =>
        deleteSeries(app.db, request.user.id, request.params.id, n, app.now()),
      );
      announceTeamChanged(app, before, null);
      return { success: true as const, message: seriesTexts.stopped(deleted), deleted };
    },
  );

  app.get(
    '/api/groups/:id/series',
    { schema: { params: idParamsSchema, response: { 200: groupSeriesReplySchema } } },
    async (request) => ({
      series: await listGroupSeries(app.db, request.user.id, request.params.id, app.now()),
    }),
  );
};
export default routes;
