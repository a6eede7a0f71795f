/**
 * The app's single-purpose tokens (lib/signed-tokens.ts; README "Notifications"), each keyed from the
 * server secret for its purpose alone. Decorates the app with `signedTokens`:
 * - `rsvpLink`: one user's answer to one game, expiring at kick-off (modules/rsvp-links), claims
 *   `{ u: userId, g: gameId }`;
 * - `offerLink`: one member's answer to one timed offer of a place (README "Reserves";
 *   modules/rsvp-links offer links), expiring with the offer, claims `{ u: userId, g: gameId, o: offerId }`;
 * - `unsubscribe`: turns one kind of email off for one user (List-Unsubscribe), claims
 *   `{ u: userId, k: kind }`, no expiry;
 * - `feedSecret(userId, version)`: the secret of a user's calendar feed URL (modules/calendar), 43
 *   base64url characters, HMAC-SHA256 under the calendar key; a reset bumps `version`;
 * - `joinLinkSecret(linkId)`: the secret of a group's invite link URL (modules/invites, README "Invite
 *   links"), 43 base64url characters, HMAC-SHA256 of the link's id under the invite-link key;
 * - `emailCodeHash(salt, code)`: what is stored of a mailed 6-digit sign-in code (modules/accounts
 *   email-sign-in.ts), HMAC-SHA256 of "salt:code" under the email-code key, hex; the salt is the request's
 *   own (its link hash), so a database leak alone cannot test a code, and no two requests share a table.
 */
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { NotificationKind } from '@turnout/shared';
import { purposeKey, purposeTokens } from '../lib/signed-tokens.ts';

export type RsvpLinkClaims = { u: number; g: number };
export type OfferLinkClaims = { u: number; g: number; o: number };
export type UnsubscribeClaims = { u: number; k: NotificationKind };

function createSignedTokens(secret: string) {
  const feedKey = purposeKey(secret, 'calendar-feed');
  const joinLinkKey = purposeKey(secret, 'group-invite-link');
  const emailCodeKey = purposeKey(secret, 'email-sign-in-code');
  return {
    rsvpLink: purposeTokens<RsvpLinkClaims>(secret, 'rsvp-link'),
    offerLink: purposeTokens<OfferLinkClaims>(secret, 'offer-link'),
    unsubscribe: purposeTokens<UnsubscribeClaims>(secret, 'unsubscribe'),
    feedSecret: (userId: number, version: number) =>
      createHmac('sha256', feedKey).update(`${userId}:${version}`).digest('base64url'),
    joinLinkSecret: (linkId: number) =>
      createHmac('sha256', joinLinkKey).update(`${linkId}`).digest('base64url'),
    emailCodeHash: (salt: string, code: string) =>
      createHmac('sha256', emailCodeKey).update(`${salt}:${code}`).digest('hex'),
  };
}

export type SignedTokens = ReturnType<typeof createSignedTokens>;

declare module 'fastify' {
  interface FastifyInstance {
    signedTokens: SignedTokens;
  }
}

export default fp(
  async (app, opts: { secret: string }) => {
    app.decorate('signedTokens', createSignedTokens(opts.secret));
  },
  { name: 'signed-tokens' },
);
