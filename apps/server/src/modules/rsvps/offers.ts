/**
 * Timed offers near kick-off (README "Reserves"; docs/decisions/010-reserves-queue.md, "Timed offers"):
 * the rows of game_offers and what happens to them. A place that opens in a full main team within the
 * group's `offer_hours` of kick-off, when its `promotion` is 'offer', is offered to the front member of
 * the reserves (./service.ts fillOpenPlaces decides who; `makeOffer` here) instead of given. The offer
 * holds the place (it counts as taken for everyone else: ./sheet-read.ts answerState `held`) until it is
 * accepted (→ main team), declined (→ out) or runs out (the job: `expireDueOffers`), when the place
 * passes to the next reserve not yet offered it (`passOn`); once every reserve has been offered it, the
 * place is open to the first "in". A guest at the front is promoted at once.
 *
 * Every function here runs inside the caller's transaction holding the game row lock (./locks.ts
 * lockGame), so two answers to one offer (two instances, an accept racing a decline or the expiry job)
 * run one after the other and the second finds the offer no longer open.
 */
import {
  gameTexts,
  hasStarted,
  notificationLinks,
  offerExpiresAt,
  notices,
  offerTexts,
  placeIsOffered,
  plainGameRef,
  type GameOfferEntry,
  type GameRef,
  type NoticeText,
  type OfferStatus,
  type PromotionMode,
  type QuietHours,
} from '@turnout/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameOffers, groups, users, type GameRow } from '../../db/schema.ts';
import { fullName } from '@turnout/shared';
import { notFound } from '../../lib/http-errors.ts';
import { gameMailParts, gameRef, notify, type Notified } from '../notifications/index.ts';
import { requireGroupAdmin } from '../groups/index.ts';
import { findGameOfMember } from './locks.ts';
import { listPlayers } from './sheet-read.ts';
import type { SheetPlayer } from './sheet-writes.ts';

/** An open offer: who holds which opened place until when. */
export type OpenOffer = { id: number; gameId: number; userId: number; place: number; expiresAt: Date };

/** A group's offer settings (README "Reserves"), with its time zone for the quiet hours. */
export type OfferSettings = {
  promotion: PromotionMode;
  offerHours: number;
  quietHours: QuietHours | null;
  timeZone: string;
};

/** The offer settings of group `groupId`. */
export async function offerSettingsOf(db: Executor, groupId: number): Promise<OfferSettings> {
  const [row] = await db
    .select({
      promotion: groups.promotion,
      offerHours: groups.offerHours,
      start: groups.quietHoursStart,
      end: groups.quietHoursEnd,
      timeZone: groups.timeZone,
    })
    .from(groups)
    .where(eq(groups.id, groupId));
  if (!row) return { promotion: 'automatic', offerHours: 0, quietHours: null, timeZone: 'UTC' };
  return {
    promotion: row.promotion as PromotionMode,
    offerHours: row.offerHours,
    quietHours: row.start === null || row.end === null ? null : { start: row.start, end: row.end },
    timeZone: row.timeZone,
  };
}

/** True when a place of `game` opening at `now` is offered rather than given (shared placeIsOffered). */
export function offersPlaces(game: GameRow, settings: OfferSettings, now: Date): boolean {
  return placeIsOffered({ ...settings, kickoff: game.gameDatetime, now });
}

/** Offers as OpenOffer rows (the caller adds its where). */
const selectOffers = (db: Executor) =>
  db
    .select({
      id: gameOffers.id,
      gameId: gameOffers.gameId,
      userId: gameOffers.userId,
      place: gameOffers.place,
      expiresAt: gameOffers.expiresAt,
    })
    .from(gameOffers);

/** The open offers of a game, oldest first. */
export async function openOffersOf(db: Executor, gameId: number): Promise<OpenOffer[]> {
  return selectOffers(db)
    .where(and(eq(gameOffers.gameId, gameId), eq(gameOffers.status, 'open')))
    .orderBy(asc(gameOffers.id));
}

/** Notifies `userId` of `game` with `message(ref)` (an offer's own notification carries `offer`). */
async function tell(
  tx: Executor,
  game: GameRow,
  userId: number,
  message: (g: GameRef) => NoticeText,
  notified: Notified,
  offer?: { id: number; expiresAt: string },
): Promise<void> {
  const ref = await gameRef(tx, game);
  await notify(
    tx,
    [
      {
        userId,
        message: message(ref),
        mailMessage: message(plainGameRef(ref)),
        link: notificationLinks.game(game.id),
        kind: 'team_changes',
        gameId: game.id,
        groupId: game.groupId,
        ...(offer ? { offer } : {}),
        ...(await gameMailParts(tx, game)),
      },
    ],
    notified,
  );
}

/**
 * Offers opened place `place` (a new one: null, numbered from game_offer_place_seq) of `game` to member
 * `userId` at `now`: the window is fixed now (shared offerExpiresAt: 2 h / 30 min / 10 min by the time
 * to kick-off, paused by the quiet hours unless kick-off is within 5 hours, never past kick-off). The
 * member hears of it by notification, push (Accept / Decline) and email (one-tap links).
 */
export async function makeOffer(
  tx: Executor,
  game: GameRow,
  settings: OfferSettings,
  userId: number,
  place: number | null,
  now: Date,
  notified: Notified,
): Promise<void> {
  const expiresAt = offerExpiresAt({
    now,
    kickoff: game.gameDatetime,
    quietHours: settings.quietHours,
    timeZone: settings.timeZone,
  });
  const [row] = await tx
    .insert(gameOffers)
    .values({
      gameId: game.id,
      userId,
      place: place ?? sql`nextval('game_offer_place_seq')`,
      status: 'open',
      offeredAt: now,
      expiresAt,
    })
    .returning({ id: gameOffers.id });
  await tell(tx, game, userId, (g) => notices.offered(g, expiresAt), notified, {
    id: row!.id,
    expiresAt: expiresAt.toISOString(),
  });
}

/**
 * Ends open offer `offerId` with `status` at `now` (answered_at set when accepted or declined). True
 * when it was open (the caller holds the game row lock: of two ends at once, only the first is true).
 */
export async function endOffer(
  tx: Executor,
  offerId: number,
  status: Exclude<OfferStatus, 'open'>,
  now: Date,
): Promise<boolean> {
  const ended = await tx
    .update(gameOffers)
    .set({ status, ...(status === 'accepted' || status === 'declined' ? { answeredAt: now } : {}) })
    .where(and(eq(gameOffers.id, offerId), eq(gameOffers.status, 'open')))
    .returning({ id: gameOffers.id });
  return ended.length > 0;
}

/**
 * What becomes of opened place `place` of `game` once its offer ended unanswered (expired, declined,
 * withdrawn because its holder left): the first reserve in the queue now who holds no open offer and
 * has not been offered this place is offered it (a guest there is promoted at once, as is anyone when
 * the place is no longer to be offered); nobody left → the place stays open for the first "in". Nothing
 * once the game has started, or when the main team and the open offers fill `max_players` already.
 * `promote` moves a player up (./service.ts, which records and notifies it). Returns the player
 * promoted, if any.
 */
export async function passOn(
  tx: Executor,
  game: GameRow,
  place: number,
  now: Date,
  notified: Notified,
  promote: (player: SheetPlayer) => Promise<void>,
): Promise<void> {
  // A game that has started or was cancelled (README "Cancelled games") offers nobody anything.
  if (hasStarted(game.gameDatetime, now) || game.status === 'cancelled') return;
  const [main, reserves, open, asked] = [
    await listPlayers(tx, game.id, 'in'),
    await listPlayers(tx, game.id, 'reserves'),
    await openOffersOf(tx, game.id),
    await tx
      .select({ userId: gameOffers.userId })
      .from(gameOffers)
      .where(and(eq(gameOffers.gameId, game.id), eq(gameOffers.place, place))),
  ];
  if (main.length + open.length >= game.maxPlayers) return;
  const skip = new Set([...open.map((o) => o.userId), ...asked.map((a) => a.userId)]);
  const next = reserves.find((p) => p.kind === 'guest' || !skip.has(p.userId));
  if (!next) return;
  const settings = await offerSettingsOf(tx, game.groupId);
  if (next.kind === 'guest' || !offersPlaces(game, settings, now)) {
    await promote(next);
    return;
  }
  await makeOffer(tx, game, settings, next.userId, place, now, notified);
}

/**
 * Withdraws every open offer of `game`, just cancelled at `now` (README "Cancelled games"; games
 * publishes `game.cancelled` in the cancelling transaction, which holds the game row lock): each ends
 * 'withdrawn', so it can no longer be accepted and the expiry job passes over it, and no place is passed
 * on. The holders are not told here: they are on the reserves, so the cancellation's own notification
 * reaches them — one message, not two. A reinstated game re-opens none of them.
 */
export async function withdrawOffersOfCancelledGame(tx: Executor, game: GameRow, now: Date): Promise<void> {
  for (const offer of await openOffersOf(tx, game.id)) await endOffer(tx, offer.id, 'withdrawn', now);
}

/** Tells the holder of an offer that ran out, or was withdrawn, that they stay on the reserves. */
export async function tellOfferEnded(
  tx: Executor,
  game: GameRow,
  userId: number,
  how: 'expired' | 'withdrawn',
  notified: Notified,
): Promise<void> {
  await tell(tx, game, userId, how === 'expired' ? notices.offerExpired : notices.offerWithdrawn, notified);
}

/** The open offers due at `now` (expires_at ≤ now), oldest first: `{ id, gameId }`, at most `limit`. */
export async function dueOffers(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: number; gameId: number }[]> {
  return db
    .select({ id: gameOffers.id, gameId: gameOffers.gameId })
    .from(gameOffers)
    .where(and(eq(gameOffers.status, 'open'), lte(gameOffers.expiresAt, now)))
    .orderBy(asc(gameOffers.expiresAt), asc(gameOffers.id))
    .limit(limit);
}

/** The open offers of `gameIds` held by `userId` (a member leaving: each is withdrawn and passed on). */
export async function openOffersOfUser(
  db: Executor,
  userId: number,
  gameIds: number[],
): Promise<OpenOffer[]> {
  if (gameIds.length === 0) return [];
  return selectOffers(db).where(
    and(eq(gameOffers.userId, userId), eq(gameOffers.status, 'open'), inArray(gameOffers.gameId, gameIds)),
  );
}

/**
 * GET /api/games/{id}/offers (group admins; README "Reserves"): every offer of the game, oldest first —
 * who was offered which opened place, when, until when, and what became of it. Errors: 404
 * gameTexts.gameNotFound (unknown game, or the caller is not in its group), 403 offerTexts.adminOnly.
 */
export async function offersHistory(db: Executor, userId: number, gameId: number): Promise<GameOfferEntry[]> {
  const game = await findGameOfMember(db, gameId, userId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  await requireGroupAdmin(db, game.groupId, userId, {
    notFound: gameTexts.gameNotFound,
    forbidden: offerTexts.adminOnly,
  });
  const rows = await db
    .select({
      id: gameOffers.id,
      gameId: gameOffers.gameId,
      userId: gameOffers.userId,
      name: users.name,
      surname: users.surname,
      place: gameOffers.place,
      status: gameOffers.status,
      offeredAt: gameOffers.offeredAt,
      expiresAt: gameOffers.expiresAt,
      answeredAt: gameOffers.answeredAt,
    })
    .from(gameOffers)
    .innerJoin(users, eq(users.id, gameOffers.userId))
    .where(eq(gameOffers.gameId, gameId))
    .orderBy(asc(gameOffers.id));
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    name: fullName(r),
    place: r.place,
    status: r.status as OfferStatus,
    offered_at: r.offeredAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  }));
}

/** Offer `offerId` of member `userId` for game `gameId`: its status and end, or null when there is none. */
export async function offerOf(
  db: Executor,
  offerId: number,
  userId: number,
  gameId: number,
): Promise<{ status: OfferStatus; expiresAt: Date } | null> {
  const [row] = await db
    .select({ status: gameOffers.status, expiresAt: gameOffers.expiresAt })
    .from(gameOffers)
    .where(and(eq(gameOffers.id, offerId), eq(gameOffers.userId, userId), eq(gameOffers.gameId, gameId)));
  return row ? { status: row.status as OfferStatus, expiresAt: row.expiresAt } : null;
}
