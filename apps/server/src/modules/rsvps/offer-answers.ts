/**
 * Answers to timed offers and their expiry (README "Reserves"; docs/decisions/010-reserves-queue.md,
 * "Timed offers"), each in one transaction holding the game row lock (./locks.ts lockGame), so of two
 * answers to one offer at once — two instances, an accept racing a decline, an answer racing the
 * expiry job — the first wins and the second finds no open offer:
 * - `answerOwnOffer`: POST /api/games/{id}/offer/accept and /decline (the offered member), and the
 *   one-tap offer links (../rsvp-links);
 * - `expireDueOffers`: the every-minute job `offers.expire` (`defineOfferExpiry`) at the app clock:
 *   each open offer past its expires_at ends 'expired', its holder stays on the reserves and is told,
 *   and the place passes to the next reserve not yet offered it (./service.ts passPlaceOn), who is told.
 */
import { gameTexts, hasStarted, offerTexts, type OfferReply } from '@turnout/shared';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { gameOffers } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { EVERY_MINUTE_SWEEP } from '../../plugins/jobs.ts';
import { announce, Notified } from '../notifications/index.ts';
import { announceTeamChanged } from './live.ts';
import { lockGame } from './locks.ts';
import { dueOffers, endOffer, tellOfferEnded } from './offers.ts';
import { answerState } from './sheet-read.ts';
import { answerOffer, passPlaceOn, requireOpenSheet } from './service.ts';

/** The queue of the expiry sweep. */
export const OFFER_EXPIRY_QUEUE = 'offers.expire';

/** The sweep ends this many due offers per run of its loop. */
export const OFFER_EXPIRY_BATCH = 50;

/**
 * `userId` accepts or declines their open offer for game `gameId` at `now` (`offerId`: only that offer,
 * for the one-tap links, whose token names it). Replies as an RSVP does (./service.ts answerOffer).
 * Errors: 404 gameTexts.gameNotFound (unknown game); 403 offerTexts.notMember (not a member of its
 * group); 409
 * gameTexts.gameStarted; 409 offerTexts.noOpenOffer (no open offer: never made, answered, expired,
 * withdrawn, or another offer than the link's).
 */
export async function answerOwnOffer(
  db: Database,
  userId: number,
  gameId: number,
  answer: 'accept' | 'decline',
  now: Date,
  notified: Notified,
  offerId?: number,
): Promise<OfferReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    const state = await answerState(tx, gameId, game.groupId, userId);
    if (!state.isMember) throw forbidden(offerTexts.notMember);
    requireOpenSheet(game, now);
    const offer = state.offer;
    if (!offer || (offerId !== undefined && offer.id !== offerId)) {
      throw conflict(offerTexts.noOpenOffer, 'NO_OPEN_OFFER');
    }
    return answerOffer(tx, game, userId, offer, answer, now, notified);
  });
}

/**
 * One run of the expiry sweep at `now`: each open offer whose expires_at ≤ `now` is ended 'expired' in
 * a transaction holding its game's row lock (read again under it: exactly once, whichever instance runs
 * it), its holder told, and its place passed on. After each commit the unread counts are pushed and the
 * game's room hears `team_changed`. Returns how many offers expired.
 */
export async function expireDueOffers(app: FastifyInstance, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await dueOffers(app.db, now, OFFER_EXPIRY_BATCH);
    let ended = 0;
    for (const { id, gameId } of due) {
      const notified = Notified.delivering(app);
      const done = await app.db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        if (!game) return false;
        const [offer] = await tx
          .select({ userId: gameOffers.userId, place: gameOffers.place })
          .from(gameOffers)
          .where(and(eq(gameOffers.id, id), eq(gameOffers.status, 'open'), lte(gameOffers.expiresAt, now)));
        if (!offer || !(await endOffer(tx, id, 'expired', now))) return false;
        if (!hasStarted(game.gameDatetime, now) && game.status !== 'cancelled') {
          await tellOfferEnded(tx, game, offer.userId, 'expired', notified);
          await passPlaceOn(tx, game, offer.place, now, notified);
        }
        return true;
      });
      await announce(app, notified);
      if (done) {
        ended += 1;
        announceTeamChanged(app, [gameId], null, 'sheet');
      }
    }
    total += ended;
    if (due.length < OFFER_EXPIRY_BATCH || ended === 0) return total;
  }
}

/**
 * Registers the expiry sweep on the job queue (plugins/jobs.ts): every minute one instance runs
 * `expireDueOffers` at the app's clock ('stately').
 */
export function defineOfferExpiry(app: FastifyInstance): void {
  app.jobs.define({
    name: OFFER_EXPIRY_QUEUE,
    ...EVERY_MINUTE_SWEEP,
    handler: async () => {
      await expireDueOffers(app, app.now());
    },
  });
}
