/**
 * Notification settings routes (README "Notifications", notification settings). Signed in (401).
 * - GET /api/users/notification-settings → `{ email: {…}, push: {…}, muted_groups }` (the defaults for a
 *   user who never changed anything: shared DEFAULT_NOTIFICATION_SETTINGS)
 * - PUT /api/users/notification-settings (any part of it) → the whole settings; `muted_groups`
 *   replaces the list, each a group the caller is a member of (else 400); a bad body → 400 with a
 *   sentence.
 * Rules and queries: ./settings.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsBodySchema, notificationSettingsSchema } from '@turnout/shared';
import { settingsOfUser, updateSettings } from './settings.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/users/notification-settings',
    { schema: { response: { 200: notificationSettingsSchema } } },
    (request) => settingsOfUser(app.db, request.user.id),
  );

  app.put(
    '/api/users/notification-settings',
    { schema: { body: notificationSettingsBodySchema, response: { 200: notificationSettingsSchema } } },
    (request) => updateSettings(app.db, request.user.id, request.body, app.now()),
  );
};

export default routes;
