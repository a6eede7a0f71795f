/**
 * One-tap offer links (README "Reserves"): what GET and POST /api/offer-links/{token} do once the token
 * is read. The token (../notifications/answer-links.ts offerLinkUrls, plugins/signed-tokens.ts
 * `offerLink`) names one member, one game and one timed offer, and expires with the offer; it grants
 * nothing but that member's answer to that offer (any other route refuses it: its key is its purpose's).
 *
 * - GET: the game, the person and the offer (`status`, `expires_at`); changes nothing (mail scanners
 *   open links).
 * - POST `{ answer: accept | decline }`: answers through the same code as POST
 *   /api/games/{id}/offer/accept and /decline (rsvps answerOwnOffer; its notifications and the
 *   `team_changed` live update) and replies as they do.
 *
 * Both: 401 offerTexts.linkInvalid (malformed, tampered, another purpose's token), 410
 * offerTexts.linkExpired (past the offer's end or kick-off, app clock), 404 offerTexts.linkUserGone (a
 * deleted account), 404 gameTexts.gameNotFound (a deleted game, or no longer a member); POST 409
 * offerTexts.noOpenOffer (answered, expired or withdrawn already).
 */
import type { FastifyInstance } from 'fastify';
import { gameTexts, offerTexts, type OfferLinkReply, type OfferReply } from '@turnout/shared';
import { notFound } from '../../lib/http-errors.ts';
import type { OfferLinkClaims } from '../../plugins/signed-tokens.ts';
import { withUnreadPush } from '../notifications/index.ts';
import { announceTeamChanged, answerOwnOffer, getTeam, offerOf } from '../rsvps/index.ts';
import { linkGame, linkTarget, verifiedClaims } from './service.ts';

type App = FastifyInstance;

const offerLinkTexts = {
  invalid: offerTexts.linkInvalid,
  expired: offerTexts.linkExpired,
  userGone: offerTexts.linkUserGone,
};

/** The claims of a genuine, unexpired offer link at the app clock; 401 / 410 otherwise. */
function claimsOf(app: Pick<App, 'signedTokens' | 'now'>, token: string): OfferLinkClaims {
  return verifiedClaims(
    () => app.signedTokens.offerLink.verify(token, app.now()),
    (c) => [c.u, c.g, c.o],
    offerLinkTexts,
  );
}

/**
 * GET /api/offer-links/{token} → OfferLinkReply `{ game: { id, description, game_datetime, venue,
 * time_zone, group_name, main_team_count, max_players }, user: { name }, offer: { status, expires_at } }`.
 * Reads only.
 */
export async function readOfferLink(app: App, token: string): Promise<OfferLinkReply> {
  const claims = claimsOf(app, token);
  const { user, game } = await linkTarget(app, claims, offerLinkTexts);
  const team = await getTeam(app.db, claims.u, claims.g);
  const offer = await offerOf(app.db, claims.o, claims.u, claims.g);
  if (!offer) throw notFound(gameTexts.gameNotFound);
  return {
    game: linkGame(game, team),
    user: { name: user.name },
    offer: { status: offer.status, expires_at: offer.expiresAt.toISOString() },
  };
}

/** POST /api/offer-links/{token} `{ answer }` → as POST /api/games/{id}/offer/accept or /decline. */
export async function answerOfferLink(
  app: App,
  token: string,
  answer: 'accept' | 'decline',
): Promise<OfferReply> {
  const claims = claimsOf(app, token);
  await linkTarget(app, claims, offerLinkTexts);
  const reply = await withUnreadPush(app, (notified) =>
    answerOwnOffer(app.db, claims.u, claims.g, answer, app.now(), notified, claims.o),
  );
  return announceTeamChanged(app, [claims.g], reply, 'sheet');
}
