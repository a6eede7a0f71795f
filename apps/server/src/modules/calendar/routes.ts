/**
 * Calendar feed routes (README "Notifications", calendar feed; docs/decisions/009):
 * - GET  /api/calendar/feed        (signed in) → { url }: the caller's secret feed URL
 *   `APP_URL/calendar/{secret}.ics`, created on first call, the same on every later call;
 * - POST /api/calendar/feed/reset  (signed in) → { url }: a new secret; the old URL answers 404;
 * - GET  /calendar/{secret}.ics    (no bearer: the secret is the key) → 200 text/calendar (feed.ts), or
 *   404 with a sentence when the file is not a current feed secret followed by ".ics";
 * - GET  /api/games/{id}/calendar.ics (signed in; a member of the game's group) → 200 text/calendar, an
 *   attachment `turnout-game-{id}.ics` holding the game's one VEVENT ("Add to my calendar":
 *   feed.ts renderGameFile; STATUS:CANCELLED for a cancelled game), or 404 gameTexts.gameNotFound
 *   (unknown, or not in the caller's groups). Read from the tables as the feed is: this module imports
 *   no other (docs/decisions/016-module-faces-and-events.md).
 *
 * Both files are written in the reader's language (feed.ts readerLanguage: the profile's, else the
 * request's Accept-Language, else English; README "Languages").
 *
 * Calendars poll the feed: it carries a weak ETag (SHA-256 of the body) and answers a matching
 * If-None-Match with 304 and no body. There is deliberately no Last-Modified / If-Modified-Since: the
 * latest updated_at cannot see a deleted game, a group left or a reserve ahead who left, so a date
 * would answer 304 to a feed that changed. Cache-Control `private, no-cache`: a shared cache keeps
 * nothing, a calendar app revalidates every time.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedReplySchema, gameIdParamsSchema, gameTexts } from '@turnout/shared';
import { notFound } from '../../lib/http-errors.ts';
import { feedGame, feedGames, readerLanguage, renderFeed, renderGameFile } from './feed.ts';
import { feedOwner, feedSecret, feedUrl, resetFeed } from './service.ts';

/** The sentence of every unknown, reset or malformed feed URL. */
export const FEED_NOT_FOUND = gameTexts.calendarFeedNotFound;

const feedFileParamsSchema = z.object({ file: z.string() });

/** A weak entity tag of `body`: quoted base64url SHA-256. */
function entityTag(body: string): string {
  return `W/"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2) or is "*". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The request's Accept-Language header (a calendar app's, or the browser's). */
const acceptLanguage = (request: FastifyRequest) => request.headers['accept-language'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.mailer.appUrl;

  app.get(
    '/api/calendar/feed',
    { onRequest: app.authenticate, schema: { response: { 200: calendarFeedReplySchema } } },
    async (request) => ({ url: feedUrl(appUrl, await feedSecret(app, request.user.id)) }),
  );

  app.post(
    '/api/calendar/feed/reset',
    { onRequest: app.authenticate, schema: { response: { 200: calendarFeedReplySchema } } },
    async (request) => ({ url: feedUrl(appUrl, await resetFeed(app, request.user.id)) }),
  );

  app.get(
    '/api/games/:id/calendar.ics',
    { onRequest: app.authenticate, schema: { params: gameIdParamsSchema } },
    async (request, reply) => {
      const game = await feedGame(app.db, request.user.id, request.params.id);
      if (!game) throw notFound(gameTexts.gameNotFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="turnout-game-${game.id}.ics"`)
        .send(
          await renderGameFile(
            appUrl,
            game,
            await readerLanguage(app.db, request.user.id, acceptLanguage(request)),
          ),
        );
    },
  );

  app.get(
    '/calendar/:file',
    { schema: { params: feedFileParamsSchema, hide: true } },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      const userId = match ? await feedOwner(app, match[1]!) : null;
      if (userId === null) throw notFound(FEED_NOT_FOUND);
      const language = await readerLanguage(app.db, userId, acceptLanguage(request));
      const body = await renderFeed(appUrl, await feedGames(app.db, userId, app.now()), language);
      const etag = entityTag(body);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};

export default routes;
