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
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  offerLinkBodySchema,
  offerLinkReplySchema,
  offerReplySchema,
  rsvpLinkBodySchema,
  rsvpLinkReplySchema,
  rsvpReplySchema,
  signedTokenParamsSchema,
} from '@turnout/shared';
import { answerOfferLink, readOfferLink } from './offer-links.ts';
import { answerRsvpLink, readRsvpLink } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
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
