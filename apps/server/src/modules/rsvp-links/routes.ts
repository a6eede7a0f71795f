/**
 * One-tap answer link routes (README "Notifications"), open to visitors: the token in the path is the
 * only authority (a bearer token, if sent, is ignored; the link token is refused as a bearer token by
 * plugins/auth.ts). Rules: ./service.ts.
 * - GET /api/rsvp-links/:token → `{ game, user: { name }, status, reserves_position }`; changes nothing.
 * - POST /api/rsvp-links/:token `{ status: in | out | reserves }` → as POST /api/rsvps:
 *   `{ success: true, status, message, position }`, 400 bad body, 404 unknown game / not a member, 409 RSVP cutoff
 *   or a reserves answer the queue rule cannot honour.
 * Both: 401 a tampered or foreign token, 410 expired (the game has kicked off), 404 a deleted account.
 * One-tap offer links (README "Reserves"; ./offer-links.ts), open to visitors the same way:
 * - GET /api/offer-links/:token → `{ game, user: { name }, offer: { status, expires_at } }`; changes nothing.
 * - POST /api/offer-links/:token `{ answer: accept | decline }` → as POST /api/games/{id}/offer/accept or
 *   /decline: `{ success: true, status, message, position }`; 409 no open offer.
 *   Both: 401 a tampered or foreign token, 410 the offer has ended (or the game kicked off).
 * The one-tap answer page itself (./page.ts; docs/decisions/018-one-tap-page.md), open to visitors:
 * - GET /rsvp/:token?status=in|reserves|out → the HTML page (no-store); changes nothing. `?done` shows
 *   the place just confirmed.
 * - POST /rsvp/:token, form `status=…` (or JSON `{ status }`) → answers as POST /api/rsvp-links/:token,
 *   then 303 to GET /rsvp/:token?done.
 * Refusals (401, 404, 409, 410, 429, …) are the page with the sentence, at the refusal's status, for a
 * browser (Accept: text/html); any other client gets the API's JSON error. The page speaks the link's
 * person's language, else the browser's (./page.ts pageLanguage).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  offerLinkBodySchema,
  offerLinkReplySchema,
  offerReplySchema,
  rsvpLinkBodySchema,
  rsvpLinkReplySchema,
  rsvpReplySchema,
  rsvpStatusSchema,
  signedTokenParamsSchema,
  type RsvpStatus,
} from '@turnout/shared';
import { HttpError } from '../../lib/http-errors.ts';
import { answerOfferLink, readOfferLink } from './offer-links.ts';
import { dateLocale, failedLinkPage, pageLanguage, rsvpLinkPage } from './page.ts';
import { answerRsvpLink, linkOwnerLanguage, readRsvpLink } from './service.ts';

export type RsvpLinksOptions = {
  /** The one-tap page's progressive script (the web build's /rsvp-page.js), or null when there is none. */
  pageScript?: string | null;
};

/** A browser asking for a page (its Accept names HTML), rather than an API client. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const routes: FastifyPluginAsyncZod<RsvpLinksOptions> = async (app, options) => {
  const script = options.pageScript ?? null;

  /** Sends a one-tap page: HTML, personal (never kept by a cache). */
  const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
    reply.code(statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  /**
   * The answer page of `token` at `statusCode`, with `choice` chosen and `error` shown; a link that
   * cannot be read gives its own refusal's page (or, for an API client, its JSON error).
   */
  const answerPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    view: { statusCode: number; choice: RsvpStatus | null; confirmed: boolean; error: string | null },
  ) => {
    const acceptLanguage = request.headers['accept-language'];
    const language = pageLanguage(await linkOwnerLanguage(app, token), acceptLanguage);
    let link;
    try {
      link = await readRsvpLink(app, token);
    } catch (err) {
      if (!(err instanceof HttpError) || !wantsHtml(request)) throw err;
      return sendPage(
        reply.headers(err.headers),
        err.statusCode,
        failedLinkPage(err.statusCode, err.message, script, language),
      );
    }
    const html = rsvpLinkPage(link, {
      token,
      choice: view.choice ?? link.status,
      confirmed: view.confirmed,
      error: view.error,
      language,
      locale: dateLocale(language, acceptLanguage),
      script,
    });
    return sendPage(reply, view.statusCode, html);
  };

  // A form's body (the page's Confirm without JavaScript), read only under this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/rsvp/:token',
    { schema: { params: signedTokenParamsSchema, hide: true } },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const fromLink = rsvpStatusSchema.safeParse(query.status);
      return answerPage(request, reply, request.params.token, {
        statusCode: 200,
        choice: fromLink.success ? fromLink.data : null,
        confirmed: query.done !== undefined,
        error: null,
      });
    },
  );

  app.post(
    '/rsvp/:token',
    { schema: { params: signedTokenParamsSchema, body: rsvpLinkBodySchema, hide: true } },
    async (request, reply) => {
      const { token } = request.params;
      try {
        await answerRsvpLink(app, token, request.body.status);
      } catch (err) {
        if (!(err instanceof HttpError) || !wantsHtml(request)) throw err;
        reply.headers(err.headers);
        return answerPage(request, reply, token, {
          statusCode: err.statusCode,
          choice: request.body.status,
          confirmed: false,
          error: err.message,
        });
      }
      // Post/redirect/get: a reload shows the place again rather than answering twice.
      return reply.redirect(`/rsvp/${encodeURIComponent(token)}?done`, 303);
    },
  );

  app.get(
    '/api/rsvp-links/:token',
    { schema: { params: signedTokenParamsSchema, response: { 200: rsvpLinkReplySchema } } },
    async (request, reply) => {
      // Personal (a name and an answer): never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      return readRsvpLink(app, request.params.token);
    },
  );

  app.post(
    '/api/rsvp-links/:token',
    {
      schema: {
        params: signedTokenParamsSchema,
        body: rsvpLinkBodySchema,
        response: { 200: rsvpReplySchema },
      },
    },
    (request) => answerRsvpLink(app, request.params.token, request.body.status),
  );

  app.get(
    '/api/offer-links/:token',
    { schema: { params: signedTokenParamsSchema, response: { 200: offerLinkReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readOfferLink(app, request.params.token);
    },
  );

  app.post(
    '/api/offer-links/:token',
    {
      schema: {
        params: signedTokenParamsSchema,
        body: offerLinkBodySchema,
        response: { 200: offerReplySchema },
      },
    },
    (request) => answerOfferLink(app, request.params.token, request.body.answer),
  );
};

export default routes;
