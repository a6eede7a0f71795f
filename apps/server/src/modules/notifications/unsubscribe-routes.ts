/**
 * Unsubscribe links of notification emails (README "Notifications", email; RFC 2369 List-Unsubscribe,
 * RFC 8058 one-click). Open to visitors: the signed token in the path (plugins/signed-tokens.ts
 * `unsubscribe`, claims `{ u: userId, k: kind }`, made by ./mails.ts) is the only authority; a bearer
 * token, if sent, is ignored, and the unsubscribe token is no sign-in token (plugins/auth.ts refuses it).
 *
 * - GET  /api/unsubscribe/:token → `{ kind, email_enabled, message }`; changes nothing (mail scanners
 *   open links).
 * - POST /api/unsubscribe/:token → turns that kind of email off for that person; the same shape.
 * - POST /unsubscribe/:token     → the same: the one-click target a mail client POSTs to, with the
 *   application/x-www-form-urlencoded body `List-Unsubscribe=One-Click` (any body is accepted).
 *   GET /unsubscribe/:token is the web screen (the SPA), not a route here.
 * Each: 401 notificationSettingsTexts.unsubscribeInvalid for a malformed, tampered or foreign token
 * (another purpose's, a session token); 404 unsubscribeUserGone when the account is gone.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_KINDS,
  notificationSettingsTexts as texts,
  signedTokenParamsSchema,
  unsubscribeReplySchema,
  type UnsubscribeReply,
} from '@turnout/shared';
import { users } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import type { UnsubscribeClaims } from '../../plugins/signed-tokens.ts';
import { settingsOfUser, turnEmailOff } from './settings.ts';

type App = Pick<FastifyInstance, 'db' | 'signedTokens' | 'now'>;

/** The claims of a genuine unsubscribe token naming an existing user; 401 / 404 otherwise. */
async function claimsOf(app: App, token: string): Promise<UnsubscribeClaims> {
  let claims: UnsubscribeClaims;
  try {
    claims = app.signedTokens.unsubscribe.verify(token, app.now());
  } catch {
    throw unauthorized(texts.unsubscribeInvalid, 'LINK_INVALID');
  }
  if (!Number.isSafeInteger(claims.u) || !NOTIFICATION_KINDS.includes(claims.k)) {
    throw unauthorized(texts.unsubscribeInvalid, 'LINK_INVALID');
  }
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, claims.u));
  if (!user) throw notFound(texts.unsubscribeUserGone, 'USER_GONE');
  return claims;
}

/** GET: what the link turns off and whether that kind of email is on now. */
async function readLink(app: App, token: string): Promise<UnsubscribeReply> {
  const { u, k } = await claimsOf(app, token);
  const enabled = (await settingsOfUser(app.db, u)).email[k];
  return {
    kind: k,
    email_enabled: enabled,
    message: enabled ? texts.unsubscribeWouldStop(k) : texts.unsubscribeAlreadyOff(k),
  };
}

/** POST: that kind of email off (already off: stays off). */
async function unsubscribe(app: App, token: string): Promise<UnsubscribeReply> {
  const { u, k } = await claimsOf(app, token);
  await turnEmailOff(app.db, u, k, app.now());
  return { kind: k, email_enabled: false, message: texts.unsubscribed(k) };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` form-encoded. This plugin alone reads
  // such bodies (the rest of the API stays JSON only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())));
    },
  );
  // Personal (a setting of someone): never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const schema = { params: signedTokenParamsSchema, response: { 200: unsubscribeReplySchema } };

  app.get('/api/unsubscribe/:token', { schema }, (request) => readLink(app, request.params.token));
  app.post('/api/unsubscribe/:token', { schema }, (request) => unsubscribe(app, request.params.token));
  app.post('/unsubscribe/:token', { schema }, (request) => unsubscribe(app, request.params.token));
};

export default routes;
