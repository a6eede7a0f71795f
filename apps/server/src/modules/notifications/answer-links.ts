/**
 * One-tap answer links (README "Notifications"): `APP_URL/rsvp/{token}?status=in|reserves|out`, the
 * token naming one user and one game and expiring at the game's kick-off (plugins/signed-tokens.ts).
 * Reminder and "new game" emails and reminder pushes carry them; ../rsvp-links answers them. They are
 * made here, where the mails and pushes are, since rsvp-links imports this module
 * (docs/decisions/016-module-faces-and-events.md).
 *
 * Offer links (README "Reserves"): `APP_URL/offer/{token}?answer=accept|decline`, the token
 * (plugins/signed-tokens.ts `offerLink`) naming one user, one game and one offer and expiring with the
 * offer; the offer's push and email carry them, ../rsvp-links answers them (/api/offer-links/{token}).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games } from '../../db/schema.ts';

export type RsvpLinkUrls = { in: string; reserves: string; out: string };

/** The three answer links of `userId` for `gameId`, or null when the game no longer exists. */
export async function rsvpLinkUrls(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'signedTokens'>,
  userId: number,
  gameId: number,
): Promise<RsvpLinkUrls | null> {
  const [game] = await app.db
    .select({ id: games.id, gameDatetime: games.gameDatetime })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game) return null;
  return rsvpLinkUrlsFor(app, userId, game);
}

/** The same for a game already read: `{ id, gameDatetime }` (the token expires at gameDatetime). */
export function rsvpLinkUrlsFor(
  app: Pick<FastifyInstance, 'mailer' | 'signedTokens'>,
  userId: number,
  game: { id: number; gameDatetime: Date },
): RsvpLinkUrls {
  const token = app.signedTokens.rsvpLink.sign({ u: userId, g: game.id }, game.gameDatetime);
  const base = `${app.mailer.appUrl}/rsvp/${token}`;
  return { in: `${base}?status=in`, reserves: `${base}?status=reserves`, out: `${base}?status=out` };
}

/** A timed offer as a notification carries it: its id and when it ends (ISO 8601 UTC). */
export type OfferRef = { id: number; expiresAt: string };

export type OfferLinkUrls = { accept: string; decline: string };

/** The Accept / Decline links of `userId`'s offer `offer` for `gameId`, expiring with the offer. */
export function offerLinkUrls(
  app: Pick<FastifyInstance, 'mailer' | 'signedTokens'>,
  userId: number,
  gameId: number,
  offer: OfferRef,
): OfferLinkUrls {
  const token = app.signedTokens.offerLink.sign(
    { u: userId, g: gameId, o: offer.id },
    new Date(offer.expiresAt),
  );
  const base = `${app.mailer.appUrl}/offer/${token}`;
  return { accept: `${base}?answer=accept`, decline: `${base}?answer=decline` };
}
