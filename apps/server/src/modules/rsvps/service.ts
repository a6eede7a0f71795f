/**
 * RSVP rules and the team sheet (docs/product.md#s4-rsvp-status and #s4-rsvp-cutoff): recording a player's
 * RSVP, the queue rule, the max_players rebalance, reading the sheet and releasing a player from it. The
 * rules are the pure functions of packages/shared/src/team-sheet.ts; this module applies them. Admin team
 * moves live in ./admin-moves.ts. The team sheet has this one home: games (PUT/DELETE /api/games/{id})
 * calls in here, never the other way round.
 *
 * Words: the main team is the status `in` everywhere inside; the API's other words for it (the team
 * sheet's `mainTeam`, the admin move's `newTeam: 'main'`) are used only where the API shape is built
 * or read (here in getTeam, and in ./routes.ts).
 *
 * The queue rule (docs/design.md#team-sheet-invariant): every place that opens in the main team is
 * filled at once from the front of the reserves, in queue order, whatever opened it — a player leaving
 * or moving to the reserves, an admin moving a player to the reserves or taking one off, max_players
 * going up, a member leaving or removed from the group, an account deleted. `fillOpenPlaces` is the one
 * function that does it; every path that may open a place calls it in its transaction.
 *
 * Concurrency: every change to a game's team sheet runs in ONE transaction that first locks the game row
 * (`SELECT … FOR UPDATE`: ./repository.ts lockGame; games/service.ts takes it through `lockTeamSheet`)
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
 * History (README "A fair, visible record"; ./history.ts): every mutator of ./repository.ts takes a
 * `SheetChange` (`by` 'self', 'admin', 'promotion' or 'system', and the acting user) and records the
 * change in sheet_history in the same transaction, so every path above is recorded: a player's
 * answer is 'self', an admin move 'admin', `fillOpenPlaces` 'promotion', a max_players drop and a
 * release from the group's games 'system'.
 */
import {
  decideRsvp,
  gameTexts,
  notificationLinks,
  notificationMessages,
  plainGameRef,
  teamMoveTexts,
  hasStarted,
  isCutoffPassed,
  playersToDemote,
  reservesToPromote,
  rsvpReplyMessage,
  type RefusalReason,
  type GameRef,
  type RsvpReply,
  type RsvpStatus,
  type TeamResponse,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import type { GameRow } from '../../db/schema.ts';
import { conflict, notFound, type HttpError } from '../../lib/http-errors.ts';
import { gameMailParts, gameRef, notify, Notified } from '../notifications/service.ts';
import * as repo from './repository.ts';

/**
 * For games/service.ts (a game's edit or deletion changes its team sheet): the game row locked FOR
 * UPDATE until the transaction ends — the same lock every RSVP and admin team move takes first — or
 * null when the game is unknown.
 */
export function lockTeamSheet(tx: Executor, gameId: number): Promise<GameRow | null> {
  return repo.lockGame(tx, gameId);
}

/** The user ids on a game's team sheet (main team and reserves, not `out`, and the hosts of its guests), by id. */
export function playerIdsOnSheet(db: Executor, gameId: number): Promise<number[]> {
  return repo.playerIdsOnSheet(db, gameId);
}

/**
 * Notifies the members whose place `players` changed — a member themselves, a guest's host (guests are
 * never messaged) — except `actorId`, whose own action it was: `member(ref)` or `guest(name, ref)`.
 */
async function notifyPlayers(
  tx: Executor,
  game: GameRow,
  players: repo.SheetPlayer[],
  texts: { member: (g: GameRef) => string; guest: (name: string, g: GameRef) => string },
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
      ? { ...about, userId: p.userId, message: texts.member(ref), mailMessage: texts.member(plain) }
      : {
          ...about,
          userId: p.hostUserId,
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

/**
 * The team-sheet rule, in one place: fills every open main-team place from the front of the reserves,
 * in queue order, members and guests alike (each promoted player goes to the back of the main team;
 * the history records it `by` 'promotion'), and notifies each promoted member ("You're in! …") and the
 * host of each promoted guest ("Your guest Sam is in! …"; ids land in `notified`) except `actorId`,
 * whose own action caused it. Does nothing on a settled sheet. The caller holds the game row lock and
 * calls it after any change that may have opened a place. Returns the promoted players in queue order.
 */
export async function fillOpenPlaces(
  tx: Executor,
  game: GameRow,
  notified: Notified,
  actorId?: number,
): Promise<repo.SheetPlayer[]> {
  const { mainCount, reserves } = await repo.mainCountAndReserves(tx, game.id);
  const n = reservesToPromote({ mainCount, maxPlayers: game.maxPlayers, reservesCount: reserves.length });
  const promoted = reserves.slice(0, n);
  for (const player of promoted) {
    // Read from the reserves under the lock just now: no need to read their status again.
    await repo.movePlayerToBack(tx, game.id, player, 'in', { by: 'promotion', actorId: null }, 'reserves');
  }
  await notifyPlayers(
    tx,
    game,
    promoted,
    { member: notificationMessages.promoted, guest: notificationMessages.guestPromoted },
    notified,
    actorId,
  );
  return promoted;
}

export type AnswerState = Awaited<ReturnType<typeof repo.answerState>>;

/**
 * `state` (repo.answerState of `userId`, read under the game lock) on a settled sheet: a sheet left
 * with a free main-team place while reserves wait (written before the queue rule held on every path)
 * is settled first and read again, so every decision starts from a settled sheet. No extra query on a
 * settled sheet. Used by `recordRsvp` and ./admin-moves.ts.
 */
export async function settled(
  tx: Executor,
  game: GameRow,
  userId: number,
  state: AnswerState,
  notified: Notified,
): Promise<AnswerState> {
  if (reservesToPromote({ ...state, maxPlayers: game.maxPlayers }) === 0) return state;
  await fillOpenPlaces(tx, game, notified);
  return repo.answerState(tx, game.id, game.groupId, userId);
}

/**
 * The 409 for a refused RSVP (`name` null) or admin team move (./admin-moves.ts; the player's full
 * name).
 */
export function refusal(reason: RefusalReason, game: GameRow, name: string | null): HttpError {
  switch (reason) {
    case 'deadlinePassed':
      return conflict(gameTexts.deadlinePassed, 'DEADLINE_PASSED');
    case 'mainTeamFull':
      return conflict(gameTexts.mainTeamFull(game.maxPlayers), 'MAIN_TEAM_FULL');
    case 'nobodyWaiting':
      return conflict(
        name === null ? gameTexts.nobodyWaitingForYourPlace : teamMoveTexts.nobodyWaiting(name),
        'NOBODY_WAITING',
      );
    case 'mainTeamHasRoom':
      return conflict(
        name === null ? gameTexts.mainTeamHasRoom : teamMoveTexts.mainTeamHasRoom(name),
        'MAIN_TEAM_HAS_ROOM',
      );
  }
}

/**
 * POST /api/rsvps: records `userId`'s answer `requested` to a game and says where they ended up
 * (team-sheet.ts decideRsvp). Errors: 404 gameTexts.gameNotFound (unknown game or not a member of its
 * group); 409 gameTexts.gameStarted (the game has started); 409 gameTexts.deadlinePassed ("out" from
 * anyone, or a main-team player asking for the reserves, after the RSVP cutoff); 409
 * gameTexts.nobodyWaitingForYourPlace / gameTexts.mainTeamHasRoom (a "reserves" the queue rule cannot
 * honour). A main-team player leaving (out, or to the back of the reserves) lets the first reserve fill
 * the place; that reserve is notified (`notified`).
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
    const game = await repo.lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    // Read after taking the lock, so a member removed meanwhile (who is released under the same lock)
    // cannot slip back onto the sheet, and the counts include every answer committed before.
    const read = await repo.answerState(tx, gameId, game.groupId, userId);
    if (!read.isMember) throw notFound(gameTexts.gameNotFound);
    if (hasStarted(game.gameDatetime, now)) throw conflict(gameTexts.gameStarted);

    const state = await settled(tx, game, userId, read, notified);
    const decision = decideRsvp({
      current: state.current ?? 'pending',
      requested,
      mainCount: state.mainCount,
      maxPlayers: game.maxPlayers,
      reservesCount: state.reservesCount,
      cutoffPassed: isCutoffPassed(game.gameDatetime, game.rsvpCutoff, now),
    });
    if (decision.kind === 'refused') throw refusal(decision.reason, game, null);
    if (decision.kind === 'unchanged') {
      return {
        success: true,
        status: decision.status,
        message: rsvpReplyMessage(requested, decision.status),
      };
    }
    // The leaver joins the back of their list first, so one going to the reserves queues behind the
    // reserve who takes their place.
    // `state.current` was read under the lock (and re-read if the sheet had to be settled).
    await repo.moveToBack(
      tx,
      gameId,
      userId,
      decision.to,
      { playerAnswered: true, from: state.current },
      { by: 'self', actorId: userId },
    );
    // A player leaving for `out` while nobody waits on the reserves leaves an open place nobody can
    // fill: nothing to read (bench/README.md "HTTP": no statement under the lock that cannot change
    // anything). Going to the reserves needs someone waiting (decideRsvp refuses it otherwise).
    const someoneWaits = decision.to !== 'out' || state.reservesCount > 0;
    if (decision.leavesMainTeam && someoneWaits) await fillOpenPlaces(tx, game, notified);
    return { success: true, status: decision.to, message: rsvpReplyMessage(requested, decision.to) };
  });
}

/**
 * Settles a game's sheet after its max_players changed from `oldMax` to `newMax`: a drop below the main
 * team's size moves the latest main-team joiners (members or guests) to the front of the reserves,
 * keeping their relative order (members and guests' hosts are notified; the history records it `by`
 * 'system'); a rise opens places that `fillOpenPlaces` fills from the front of the reserves. The caller holds the game row lock (games/service.ts updateGame, PUT /api/games/{id}, through
 * `lockTeamSheet`) and passes the game
 * as stored after the edit (`game.maxPlayers` is the new max).
 */
export async function applyMaxPlayersChange(
  tx: Tx,
  game: GameRow,
  oldMax: number,
  notified: Notified,
): Promise<void> {
  if (oldMax === game.maxPlayers) return;
  const main = await repo.listPlayers(tx, game.id, 'in');
  const demote = playersToDemote({ mainCount: main.length, maxPlayers: game.maxPlayers });
  if (demote > 0) {
    const demoted = main.slice(main.length - demote);
    await repo.moveToFrontOfReserves(tx, game.id, demoted, { by: 'system', actorId: null });
    await notifyPlayers(
      tx,
      game,
      demoted,
      { member: notificationMessages.movedToReserves, guest: notificationMessages.guestMovedToReserves },
      notified,
    );
    return;
  }
  await fillOpenPlaces(tx, game, notified);
}

/**
 * GET /api/games/{id}/team: `{ mainTeam, reserves, notAttending, max_players }`, entries
 * `{ user_id, name, surname, status }`. mainTeam and reserves in joining order; notAttending = current
 * members who said out (in the order they said it), then current members with no answer (`pending`).
 * Errors: 404 gameTexts.gameNotFound for an unknown game or a caller outside its group.
 */
export async function getTeam(db: Database, userId: number, gameId: number): Promise<TeamResponse> {
  const sheet = await repo.teamSheetRows(db, gameId, userId);
  if (!sheet) throw notFound(gameTexts.gameNotFound);
  const { answered, pending } = sheet;
  return {
    mainTeam: answered.filter((e) => e.status === 'in'),
    reserves: answered.filter((e) => e.status === 'reserves'),
    notAttending: [...answered.filter((e) => e.status === 'out'), ...pending],
    max_players: sheet.maxPlayers,
  };
}

/**
 * Takes `userId` and the guests they brought off the team sheets of every game that has not started —
 * only the games of `options.groupId` when given — and promotes the first reserve wherever a main-team
 * place opens. The history records each removal `by` 'system'.
 * Runs inside the caller's transaction (a member leaving or removed from a group, an account deleted);
 * locks each affected game row, in id order. The RSVP cutoff does not apply. Past games keep their sheets.
 * Promoted reserves are notified and added to `options.notified` (push after the commit).
 * On account deletion call it before deleting the user row: an RSVP insert waits on that row (foreign
 * key) while holding its game's lock, so deleting the user first could deadlock with it.
 */
export async function releaseUserFromUpcomingGames(
  tx: Tx,
  userId: number,
  options: { groupId?: number; notified?: Notified } = {},
): Promise<void> {
  const games = await repo.lockUpcomingGamesOfUser(tx, userId, new Date(), options.groupId);
  const gameIds = games.map((g) => g.id);
  const change = { by: 'system', actorId: null } as const;
  const removed = [
    ...(await repo.deleteUserRows(tx, userId, gameIds, change)),
    ...(await repo.deleteGuests(tx, { gameIds, hostUserId: userId }, change)),
  ];
  const opened = new Set(removed.filter((r) => r.status === 'in').map((r) => r.gameId));
  for (const game of games) {
    if (opened.has(game.id)) await fillOpenPlaces(tx, game, options.notified ?? new Notified());
  }
}
