/**
 * RSVP rules and the team sheet (docs/product.md#s4-rsvp-status and #s4-rsvp-cutoff): recording a player's
 * RSVP, the queue rule, the max_players rebalance and releasing a player from it. The rules
 * are the pure functions of packages/shared/src/team-sheet.ts; this module applies them. Admin team
 * moves live in ./admin-moves.ts, reading the sheet in ./sheet-read.ts. The team sheet has this one
 * home: games (PUT/DELETE /api/games/{id}) calls in here, never the other way round.
 *
 * Words: the main team is the status `in` everywhere inside; the API's other words for it (the team
 * sheet's `mainTeam`, the admin move's `newTeam: 'main'`) are used only where the API shape is built
 * or read (./sheet-read.ts, ./routes.ts).
 *
 * The queue rule (docs/design.md#team-sheet-invariant; docs/decisions/010-reserves-queue.md): a place
 * that opens in a FULL main team goes at once to the front of the reserves as the queue stood before the
 * change, whatever opened it — a player leaving or moving to the reserves, an admin moving a player to
 * the reserves or taking one off, max_players going up, a member leaving or removed from the group, an
 * account deleted; a player who moved or was moved to the reserves queues behind everyone already
 * waiting. While the main team has free places, reserves by choice stay where they chose.
 * `fillOpenPlaces` is the one function that promotes (./queue.ts says who); every path that may open a
 * place calls it in its transaction.
 *
 * Concurrency: every change to a game's team sheet runs in ONE transaction that first locks the game row
 * (`SELECT … FOR UPDATE`: ./locks.ts lockGame; games/service.ts takes the same lock, games/repository.ts lockGame)
 * and only then reads and writes that game's rsvps. Concurrent RSVPs to one game therefore run one
 * after the other, each seeing the previous one's result, so the main team never exceeds max_players
 * and rows are written (and positioned) in arrival order — on PGlite and PostgreSQL alike. Everything inside uses the transaction handle, never the pool, so a
 * lock holder never waits for a connection held by a transaction queued behind its lock.
 *
 * Notifications: every promotion to the main team (a reserve moving up, automatically or by an admin),
 * every move to the reserves and every admin add or removal notifies the player in the same transaction
 * (notifications/service.ts `notify`), collecting their ids in the caller's `notified` set so the route
 * pushes the new unread counts after the commit. Nobody is notified of a move they made themselves.
 *
 * Guests (README "Guests"; ./guests.ts) are players of the sheet like members — counted in max_players,
 * queued and promoted in joining order, demoted by a max_players drop — but never messaged: their
 * promotion or demotion notifies their host instead.
 *
 * History (README "A fair, visible record"; ./history.ts): every mutator of ./sheet-writes.ts and
 * ./guest-rows.ts takes a `SheetChange` (`by` 'self', 'admin', 'promotion' or 'system', and the acting
 * user) and records the change in sheet_history in the same transaction, so every path above is
 * recorded: a player's answer is 'self', an admin move 'admin', `fillOpenPlaces` 'promotion', a
 * max_players drop and a release from the group's games 'system'.
 */
import {
  decideRsvp,
  gameTexts,
  notificationLinks,
  mailSubjectWhat,
  notices,
  plainGameRef,
  hasStarted,
  isCutoffPassed,
  offerTexts,
  playersToDemote,
  rsvpReplyMessage,
  type RefusalReason,
  type GameRef,
  type MailSubjectWhat,
  type NoticeText,
  type RsvpReply,
  type RsvpStatus,
  type SheetStanding,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import type { GameRow } from '../../db/schema.ts';
import { conflict, notFound, type HttpError } from '../../lib/http-errors.ts';
import { alertAdminsOfDropout, gameMailParts, gameRef, notify, Notified } from '../notifications/index.ts';
import { markReserveChoice, standingOf, whoMovesUp, type Opening } from './queue.ts';
import {
  endOffer,
  makeOffer,
  offerSettingsOf,
  offersPlaces,
  openOffersOf,
  openOffersOfUser,
  passOn,
  tellOfferEnded,
} from './offers.ts';
import { deleteGuests } from './guest-rows.ts';
import { lockGame, lockUpcomingGamesOfUser } from './locks.ts';
import { answerState, listPlayers, mainCountAndReserves } from './sheet-read.ts';
import {
  deleteUserRows,
  movePlayerToBack,
  moveToBack,
  moveToFrontOfReserves,
  type SheetPlayer,
} from './sheet-writes.ts';

/**
 * Notifies the members whose place `players` changed — a member themselves, a guest's host (guests are
 * never messaged) — except `actorId`, whose own action it was: `member(ref)` or `guest(name, ref)`.
 */
async function notifyPlayers(
  tx: Executor,
  game: GameRow,
  players: SheetPlayer[],
  texts: {
    member: (g: GameRef) => NoticeText;
    guest: (name: string, g: GameRef) => NoticeText;
    /** What the email subject says happened, to a member and to a guest's host (shared mailSubjectWhat). */
    subjects: { member: MailSubjectWhat; guest: MailSubjectWhat };
  },
  notified: Notified,
  actorId?: number,
): Promise<void> {
  if (players.length === 0) return;
  const ref = await gameRef(tx, game);
  const plain = plainGameRef(ref);
  // A team change about the game: coalesced per member and game (docs/decisions/012-coalescing-game-changes.md).
  const about = {
    link: notificationLinks.game(game.id),
    kind: 'team_changes' as const,
    gameId: game.id,
    groupId: game.groupId,
    ...(await gameMailParts(tx, game)),
  };
  const items = players.map((p) =>
    p.kind === 'member'
      ? {
          ...about,
          userId: p.userId,
          message: texts.member(ref),
          mailMessage: texts.member(plain),
          subject: texts.subjects.member,
        }
      : {
          ...about,
          userId: p.hostUserId,
          subject: texts.subjects.guest,
          message: texts.guest(p.name, ref),
          mailMessage: texts.guest(p.name, plain),
        },
  );
  await notify(
    tx,
    items.filter((i) => i.userId !== actorId),
    notified,
  );
}

/** Moves `players` from the reserves to the back of the main team ('promotion') and tells them. */
async function promote(
  tx: Executor,
  game: GameRow,
  players: SheetPlayer[],
  notified: Notified,
  actorId?: number,
): Promise<void> {
  for (const player of players) {
    // Read from the reserves under the lock just now: no need to read their status again.
    await movePlayerToBack(tx, game.id, player, 'in', { by: 'promotion', actorId: null }, 'reserves');
  }
  await notifyPlayers(
    tx,
    game,
    players,
    {
      member: notices.promoted,
      guest: notices.guestPromoted,
      subjects: { member: mailSubjectWhat.promoted, guest: mailSubjectWhat.guestPromoted },
    },
    notified,
    actorId,
  );
}

/**
 * The queue rule, in one place: after a change (`opening`, ./queue.ts) that opened places in a main
 * team that was full — places held by open offers count as taken (README "Reserves") — fills them from
 * the front of the reserves as the queue stood before the change (reserves holding an offer are not
 * asked twice), members and guests alike: each promoted player goes to the back of the main team (the
 * history records it `by` 'promotion') and is notified ("You're in! …"; a guest's host: "Your guest Sam
 * is in! …"; ids land in `notified`) except `actorId`, whose own action caused it. When the group's
 * `promotion` is 'offer' and kick-off is within its `offer_hours` of `now`, each member among them is
 * OFFERED the place instead (./offers.ts makeOffer, a new place number); a guest is promoted at once.
 * The caller holds the game row lock and calls it after the change (a mover already at the back of the
 * reserves). Returns the players promoted (moved to the main team) in queue order.
 */
export async function fillOpenPlaces(
  tx: Executor,
  game: GameRow,
  opening: Opening,
  notified: Notified,
  actorId?: number,
  now: Date = new Date(),
): Promise<SheetPlayer[]> {
  const { mainCount, reserves } = await mainCountAndReserves(tx, game.id);
  const open = await openOffersOf(tx, game.id);
  const holders = new Set(open.map((o) => o.userId));
  const queue = reserves.filter((p) => p.kind === 'guest' || !holders.has(p.userId));
  const up = whoMovesUp(
    { mainCount: mainCount + open.length, maxPlayers: game.maxPlayers, reserves: queue },
    opening,
  );
  if (up.length === 0) return [];
  const settings = up.some((p) => p.kind === 'member') ? await offerSettingsOf(tx, game.groupId) : null;
  const offering = settings !== null && offersPlaces(game, settings, now);
  const promoted = offering ? up.filter((p) => p.kind === 'guest') : up;
  await promote(tx, game, promoted, notified, actorId);
  if (offering) {
    for (const p of up)
      if (p.kind === 'member') await makeOffer(tx, game, settings, p.userId, null, now, notified);
  }
  return promoted;
}

/**
 * Ends `userId`'s open offer `offer` of `game` by their own answer at `now` (README "Reserves"):
 * `accept` moves them from the reserves to the back of the main team, `decline` to out (declining is
 * allowed after the RSVP cutoff: they are not in the main team); the history records it `by` 'self'.
 * A declined place passes to the next reserve not yet offered it (./offers.ts passOn). The caller holds
 * the game row lock and has checked that the offer is open and the game not started. Returns the RSVP
 * reply (offerTexts.accepted / declined, and `position`).
 */
export async function answerOffer(
  tx: Executor,
  game: GameRow,
  userId: number,
  offer: { id: number; place: number },
  answer: 'accept' | 'decline',
  now: Date,
  notified: Notified,
): Promise<RsvpReply> {
  await endOffer(tx, offer.id, answer === 'accept' ? 'accepted' : 'declined', now);
  const to = answer === 'accept' ? 'in' : 'out';
  await moveToBack(
    tx,
    game.id,
    userId,
    to,
    { playerAnswered: true, from: 'reserves' },
    { by: 'self', actorId: userId },
  );
  if (answer === 'decline') await passPlaceOn(tx, game, offer.place, now, notified);
  const position = await standingOf(tx, game.id, userId);
  return {
    success: true,
    status: to,
    message: answer === 'accept' ? offerTexts.accepted : offerTexts.declined,
    position,
  };
}

/** ./offers.ts passOn, promoting (and telling) a player it gives the place to at once. */
export function passPlaceOn(
  tx: Executor,
  game: GameRow,
  place: number,
  now: Date,
  notified: Notified,
): Promise<void> {
  return passOn(tx, game, place, now, notified, (player) => promote(tx, game, [player], notified));
}

/**
 * Refuses any change to the team sheet of a game that has started (409 gameTexts.gameStarted) or was
 * cancelled (409 gameTexts.gameCancelled, code GAME_CANCELLED; README "Cancelled games"): answers,
 * one-tap answers, guests and admin moves alike. The caller holds the game row lock, so a cancellation
 * cannot slip in between.
 */
export function requireOpenSheet(game: GameRow, now: Date): void {
  if (game.status === 'cancelled') throw conflict(gameTexts.gameCancelled, 'GAME_CANCELLED');
  if (hasStarted(game.gameDatetime, now)) throw conflict(gameTexts.gameStarted);
}

/** A main-team player leaving within this many hours of kick-off alerts the group's admins. */
export const DROPOUT_ALERT_HOURS = 48;

/**
 * Whether a drop-out at `now` from a game kicking off at `kickOff` alerts the organisers (README
 * "Cancelled games", organiser alerts): within DROPOUT_ALERT_HOURS of kick-off, the 48th hour included.
 */
export function isDropoutAlertDue(kickOff: Date, now: Date): boolean {
  return kickOff.getTime() - now.getTime() <= DROPOUT_ALERT_HOURS * 3_600_000;
}

/** The 409 for a refused RSVP or admin team move (./admin-moves.ts). */
export function refusal(reason: RefusalReason, game: GameRow): HttpError {
  switch (reason) {
    case 'deadlinePassed':
      return conflict(gameTexts.deadlinePassed, 'DEADLINE_PASSED');
    case 'mainTeamFull':
      return conflict(gameTexts.mainTeamFull(game.maxPlayers), 'MAIN_TEAM_FULL');
  }
}

/**
 * POST /api/rsvps: records `userId`'s answer `requested` to a game and says where they ended up
 * (team-sheet.ts decideRsvp): `status`, `position` (./queue.ts standingOf) and a sentence ("You're 2nd
 * on the reserves."). Errors: 404 gameTexts.gameNotFound (unknown game or not a member of its group);
 * 409 gameTexts.gameStarted (the game has started); 409 gameTexts.deadlinePassed ("out" from anyone, or
 * a main-team player asking for the reserves, after the RSVP cutoff). "reserves" is never refused
 * otherwise: it makes a reserve by choice. A main-team player leaving a full main team (out, or to the
 * back of the reserves) lets the front of the queue as it stood fill the place; that reserve is
 * notified (`notified`).
 */
export async function recordRsvp(
  db: Database,
  userId: number,
  gameId: number,
  requested: RsvpStatus,
  notified: Notified = new Notified(),
  now = new Date(),
): Promise<RsvpReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    // Read after taking the lock, so a member removed meanwhile (who is released under the same lock)
    // cannot slip back onto the sheet, and the counts include every answer committed before.
    const state = await answerState(tx, gameId, game.groupId, userId);
    if (!state.isMember) throw notFound(gameTexts.gameNotFound);
    requireOpenSheet(game, now);
    // An offered reserve's own "in" accepts the offer and "out" declines it (README "Reserves").
    if (state.offer && requested !== 'reserves') {
      const answer = requested === 'in' ? 'accept' : 'decline';
      return answerOffer(tx, game, userId, state.offer, answer, now, notified);
    }

    const decision = decideRsvp({
      current: state.current ?? 'pending',
      requested,
      // Places held by open offers are taken for everyone but their holders.
      mainCount: state.mainCount + state.held,
      maxPlayers: game.maxPlayers,
      reservesCount: state.reservesCount,
      cutoffPassed: isCutoffPassed(game.gameDatetime, game.rsvpCutoff, now),
    });
    if (decision.kind === 'refused') throw refusal(decision.reason, game);
    if (decision.kind === 'unchanged') {
      // A reserve answering again keeps their place; "reserves" or "in" says whether by choice.
      if (decision.status === 'reserves') {
        await markReserveChoice(tx, gameId, userId, requested === 'reserves');
      }
      return reply(requested, decision.status, await standingOf(tx, gameId, userId));
    }
    // The leaver joins the back of their list first, then the front of the queue as it stood before
    // (without them) takes the place they left.
    // `state.current` was read under the lock.
    await moveToBack(
      tx,
      gameId,
      userId,
      decision.to,
      {
        playerAnswered: true,
        from: state.current,
        byChoice: decision.to === 'reserves' && requested === 'reserves',
      },
      { by: 'self', actorId: userId },
    );
    // Nothing to read when the main team was not full or nobody waited (bench/README.md "HTTP": no
    // statement under the lock that cannot change anything).
    const placeGoesToQueue = state.mainCount + state.held >= game.maxPlayers && state.reservesCount > 0;
    let promoted = 0;
    if (decision.leavesMainTeam && placeGoesToQueue) {
      const mover = { kind: 'member', userId } as const;
      promoted = (await fillOpenPlaces(tx, game, { left: 1, mover }, notified, undefined, now)).length;
    }
    // A main-team player leaving close to kick-off: the organisers hear of it at once.
    if (decision.leavesMainTeam && isDropoutAlertDue(game.gameDatetime, now)) {
      await alertAdminsOfDropout(tx, game, userId, state.mainCount - 1 + promoted, notified);
    }
    // At the back of their new list, known without a query: behind the main team as it was, or behind
    // the reserves as they were less those just promoted (`state` counts did not include the caller there).
    const position: SheetStanding =
      decision.to === 'in'
        ? { list: 'main', place: state.mainCount + 1 }
        : decision.to === 'reserves'
          ? { list: 'reserves', place: state.reservesCount - promoted + 1 }
          : { list: 'out', place: null };
    return reply(requested, decision.to, position);
  });
}

/** The RSVP reply: the caller's status, the sentence saying where they stand, and `position`. */
function reply(requested: RsvpStatus, status: RsvpStatus, position: SheetStanding): RsvpReply {
  return { success: true, status, message: rsvpReplyMessage(requested, status, position.place), position };
}

/**
 * Settles a game's sheet after its max_players changed from `oldMax` to `newMax`: a drop below the main
 * team's size moves the latest main-team joiners (members or guests) to the front of the reserves,
 * keeping their relative order (members and guests' hosts are notified; the history records it `by`
 * 'system'); a rise over a full main team opens places that `fillOpenPlaces` fills from the front of
 * the reserves (a main team with free places stays as it is: its reserves wait by choice). The caller
 * holds the game row lock (games/service.ts updateGame, PUT /api/games/{id}, publishing
 * `game.maxPlayersChanged`: ./events.ts) and passes the game
 * as stored after the edit (`game.maxPlayers` is the new max).
 */
export async function applyMaxPlayersChange(
  tx: Tx,
  game: GameRow,
  oldMax: number,
  notified: Notified,
  now: Date = new Date(),
): Promise<void> {
  if (oldMax === game.maxPlayers) return;
  const main = await listPlayers(tx, game.id, 'in');
  // Open offers are withdrawn, newest first, before anyone is demoted (README "Reserves").
  const open = await openOffersOf(tx, game.id);
  const withdraw = Math.min(open.length, Math.max(0, main.length + open.length - game.maxPlayers));
  for (const offer of open.slice(open.length - withdraw)) {
    await endOffer(tx, offer.id, 'withdrawn', now);
    await tellOfferEnded(tx, game, offer.userId, 'withdrawn', notified);
  }
  const demote = playersToDemote({ mainCount: main.length, maxPlayers: game.maxPlayers });
  if (demote > 0) {
    const demoted = main.slice(main.length - demote);
    await moveToFrontOfReserves(tx, game.id, demoted, { by: 'system', actorId: null });
    await notifyPlayers(
      tx,
      game,
      demoted,
      {
        member: notices.movedToReserves,
        guest: notices.guestMovedToReserves,
        subjects: { member: mailSubjectWhat.movedToReserves, guest: mailSubjectWhat.guestMovedToReserves },
      },
      notified,
    );
    return;
  }
  await fillOpenPlaces(tx, game, { left: 0, maxBefore: oldMax }, notified, undefined, now);
}

/**
 * Takes `userId` and the guests they brought off the team sheets of every game that has not started —
 * only the games of `options.groupId` when given — and promotes the first reserve wherever a main-team
 * place opens. The history records each removal `by` 'system'.
 * Runs inside the caller's transaction (a member leaving or removed from a group, an account deleted);
 * locks each affected game row, in id order. The RSVP cutoff does not apply. Past games keep their sheets.
 * Promoted reserves are notified and added to `options.notified` (push after the commit). `options.now`
 * is the app's clock (app.now(), plugins/clock.ts): which games have started is decided on it, never on
 * the machine's time.
 * On account deletion call it before deleting the user row: an RSVP insert waits on that row (foreign
 * key) while holding its game's lock, so deleting the user first could deadlock with it.
 */
export async function releaseUserFromUpcomingGames(
  tx: Tx,
  userId: number,
  options: { groupId?: number; notified?: Notified; now: Date },
): Promise<void> {
  const now = options.now;
  const notified = options.notified ?? new Notified();
  const games = await lockUpcomingGamesOfUser(tx, userId, now, options.groupId);
  const gameIds = games.map((g) => g.id);
  const change = { by: 'system', actorId: null } as const;
  // Their open offers end first: each held place passes on once they are off the sheet.
  const offers = await openOffersOfUser(tx, userId, gameIds);
  for (const offer of offers) await endOffer(tx, offer.id, 'withdrawn', now);
  const removed = [
    ...(await deleteUserRows(tx, userId, gameIds, change)),
    ...(await deleteGuests(tx, { gameIds, hostUserId: userId }, change)),
  ];
  const left = new Map<number, number>();
  for (const r of removed) if (r.status === 'in') left.set(r.gameId, (left.get(r.gameId) ?? 0) + 1);
  for (const game of games) {
    const opened = left.get(game.id) ?? 0;
    if (opened > 0) await fillOpenPlaces(tx, game, { left: opened }, notified, undefined, now);
    for (const offer of offers) {
      if (offer.gameId === game.id) await passPlaceOn(tx, game, offer.place, now, notified);
    }
  }
}
