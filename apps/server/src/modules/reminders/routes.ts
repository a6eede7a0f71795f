/**
 * Reminder routes (README "Reminders"). Needs a token (401 without one). Rules: ./service.ts.
 * - POST /api/games/:id/remind → `{ success: true, reminded: N }` (group admin; 404 unknown or not a
 *                                  member, 403 not a group admin, 409 the game has started, 429 within
 *                                  10 minutes of the last manual reminder of the game)
 * Registers the every-minute sweep job that sends the automatic reminders.
 * Whoever is reminded hears the new unread count once it has committed, and gets a push and an email as
 * their notification settings say.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameIdParamsSchema, remindReplySchema } from '@turnout/shared';
import { withUnreadPush } from '../notifications/index.ts';
import { defineReminderSweep, remindNow } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  defineReminderSweep(app);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/games/:id/remind',
    { schema: { params: gameIdParamsSchema, response: { 200: remindReplySchema } } },
    async (request) => {
      return withUnreadPush(app, (n) => remindNow(app.db, request.user.id, request.params.id, app.now(), n));
    },
  );
};
export default routes;
