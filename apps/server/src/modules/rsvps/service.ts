/**
 * RSVP rules and the team sheet (spec §4 RSVP status, Admin team moves and RSVP cutoff). The rules are
 * the pure functions of packages/shared/src/team-sheet.ts; this module applies them.
 *
 * The queue rule (DESIGN.md "Invariant of the team sheet"): every place that opens in the main team is
 * filled at once from the front of the reserves, in queue order, whatever opened it — a player leaving
 * or moving to the reserves, an admin moving a player to the reserves or taking one off, max_players
 * going up, a member leaving or removed from the group, an account deleted. `fillOpenPlaces` is the one
 * function that does it; every path that may open a place calls it in its transaction.
 *
 * Concurrency: every change to a game's team sheet runs in ONE transaction that first locks the game row
 * (`SELECT … FOR UPDATE`, games/repository.ts lockGame) and only then reads and writes that game's rsvps.
 * Concurrent RSVPs to one game therefore run one after the other, each seeing the previous one's result,
 * so the main team never exceeds max_players and rows are written (and positioned) in arrival order —
 * on PGlite and PostgreSQL alike. Everything inside uses the transaction handle, never the pool, so a
 * lock holder never waits for a connection held by a transaction queued behind its lock.
 *
 * Notifications: every promotion to the main team (a reserve moving up, automatically or by an admin),
 * every move to the reserves and every admin add or removal notifies the player in the same transaction
 * (notifications/service.ts `notify`), collecting their ids in the caller's `notified` set so the route
 * pushes the new unread counts after the commit. Nobody is notified of a move they made themselves.
 */
import {
  decideRsvp,
  decideTeamMove,
  fullName,
  gameTexts,
  notificationLinks,
  notificationMessages,
  teamMoveTexts,
  hasStarted,
  isCutoffPassed,
  playersToDemote,
  reservesToPromote,
  rsvpReplyMessage,
  type Placement,
  type RefusalReason,
  type RsvpReply,
  type RsvpStatus,
  type TeamMoveReply,
  type TeamResponse,
  type TeamStatus,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { conflict, notFound, type HttpError } from '../../lib/http-errors.ts';
import { requireGameEditor } from '../games/access.ts';
import { findMember } from '../groups/repository.ts';
import {
  findGameOfMember,
  gameRef,
  lockGame,
  lockUpcomingGamesOfUser,
  type GameRow,
} from '../games/repository.ts';
import { notify, type Notified } from '../notifications/service.ts';
import * as repo from './repository.ts';

/**
 * The team-sheet rule, in one place: fills every open main-team place from the front of the reserves,
 * in queue order (each promoted player goes to the back of the main team), and notifies each promoted
 * player ("You're in! …"; ids land in `notified`) except `actorId`, whose own action caused it. Does
 * nothing on a settled sheet. The caller holds the game row lock and calls it after any change that may
 * have opened a place. Returns the promoted user ids in queue order.
 */
export async function fillOpenPlaces(
  tx: Executor,
  game: GameRow,
  notified: Notified,
  actorId?: number,
): Promise<number[]> {
  const { mainCount, reserves } = await repo.mainCountAndReserves(tx, game.id);
  const n = reservesToPromote({ mainCount, maxPlayers: game.maxPlayers, reservesCount: reserves.length });
  const promoted = reserves.slice(0, n);
  for (const userId of promoted) await repo.moveToBack(tx, game.id, userId, 'in', false);
  const message = notificationMessages.promoted(gameRef(game));
  const link = notificationLinks.game(game.id);
  await notify(
    tx,
    promoted.filter((userId) => userId !== actorId).map((userId) => ({ userId, message, link })),
    notified,
  );
  return promoted;
}

type AnswerState = Awaited<ReturnType<typeof repo.answerState>>;

/**
 * `state` (repo.answerState of `userId`, read under the game lock) on a settled sheet: a sheet left
 * with a free main-team place while reserves wait (written before the queue rule held on every path)
 * is settled first and read again, so every decision starts from a settled sheet. No extra query on a
 * settled sheet.
 */
async function settled(
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

/** The 409 for a refused RSVP (`name` null) or admin team move (the player's full name). */
function refusal(reason: RefusalReason, game: GameRow, name: string | null): HttpError {
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
export async function respond(
  db: Database,
  userId: number,
  gameId: number,
  requested: RsvpStatus,
  notified: Notified = new Set(),
  now = new Date(),
): Promise<RsvpReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
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
    await repo.moveToBack(tx, gameId, userId, decision.to, true);
    if (decision.leavesMainTeam) await fillOpenPlaces(tx, game, notified);
    return { success: true, status: decision.to, message: rsvpReplyMessage(requested, decision.to) };
  });
}

/**
 * Settles a game's sheet after its max_players changed from `oldMax` to `newMax`: a drop below the main
 * team's size moves the latest main-team joiners to the front of the reserves, keeping their relative
 * order (they are notified); a rise opens places that `fillOpenPlaces` fills from the front of the
 * reserves. The caller holds the game row lock (games service, PUT /api/games/{id}) and passes the game
 * as stored after the edit (`game.maxPlayers` is the new max).
 */
export async function applyMaxPlayersChange(
  tx: Tx,
  game: GameRow,
  oldMax: number,
  notified: Notified,
): Promise<void> {
  if (oldMax === game.maxPlayers) return;
  const main = await repo.listUserIds(tx, game.id, 'in');
  const demote = playersToDemote({ mainCount: main.length, maxPlayers: game.maxPlayers });
  if (demote > 0) {
    const demoted = main.slice(main.length - demote);
    await repo.moveToFrontOfReserves(tx, game.id, demoted);
    const message = notificationMessages.movedToReserves(gameRef(game));
    const link = notificationLinks.game(game.id);
    await notify(
      tx,
      demoted.map((userId) => ({ userId, message, link })),
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
  const game = await findGameOfMember(db, gameId, userId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  const { answered, pending } = await repo.teamSheetRows(db, gameId, game.groupId);
  return {
    mainTeam: answered.filter((e) => e.status === 'in'),
    reserves: answered.filter((e) => e.status === 'reserves'),
    notAttending: [...answered.filter((e) => e.status === 'out'), ...pending],
    max_players: game.maxPlayers,
  };
}

/**
 * Takes `userId` off the team sheets of every game that has not started — only the games of
 * `options.groupId` when given — and promotes the first reserve wherever a main-team place opens.
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
  const games = await lockUpcomingGamesOfUser(tx, userId, new Date(), options.groupId);
  const removed = await repo.deleteUserRows(
    tx,
    userId,
    games.map((g) => g.id),
  );
  const byId = new Map(games.map((g) => [g.id, g]));
  for (const { gameId, status } of removed) {
    const game = byId.get(gameId);
    if (status !== 'in' || !game) continue;
    await fillOpenPlaces(tx, game, options.notified ?? new Set());
  }
}

/**
 * One admin team move (spec §4 "Admin team moves"), decided by team-sheet.ts decideTeamMove, in one
 * transaction holding the game row lock, so concurrent moves by several admins (and RSVPs) never push
 * the main team past max_players.
 * - to `in`: only while the main team has room and nobody waits, else 409 "Main team is full (max N
 *   players)." (so a reserve moves up only by the queue);
 * - to `reserves`: a main-team player goes to the back of the reserves and the first reserve takes the
 *   place (409 teamMoveTexts.nobodyWaiting when nobody waits); anyone else joins the back of the
 *   reserves (409 teamMoveTexts.mainTeamHasRoom while the main team has room);
 * - to `pending` (remove): the row goes; a main-team place it opens goes to the first reserve.
 * Allowed after the RSVP cutoff; refused once the game has started (409 gameTexts.gameStarted).
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the admin not in its group), 403
 * teamMoveTexts.notAdmin (canEditGame says no), 404 teamMoveTexts.playerNotMember. Moving a player
 * where they already are changes nothing. The player is notified (unless they moved themselves), and
 * so is every reserve promoted; ids land in `notified`.
 */
async function movePlayer(
  db: Database,
  adminId: number,
  gameId: number,
  targetId: number,
  to: Placement,
  notified: Notified,
  now: Date,
): Promise<TeamMoveReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    await requireGameEditor(tx, game, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: teamMoveTexts.notAdmin,
    });
    const target = await findMember(tx, game.groupId, targetId);
    if (!target) throw notFound(teamMoveTexts.playerNotMember, 'PLAYER_NOT_MEMBER');
    if (hasStarted(game.gameDatetime, now)) throw conflict(gameTexts.gameStarted);

    const name = fullName(target);
    const read = await repo.answerState(tx, gameId, game.groupId, targetId);
    const state = await settled(tx, game, targetId, read, notified);
    const current: TeamStatus = state.current ?? 'pending';
    const decision = decideTeamMove({
      current,
      to,
      mainCount: state.mainCount,
      maxPlayers: game.maxPlayers,
      reservesCount: state.reservesCount,
    });
    if (decision.kind === 'refused') throw refusal(decision.reason, game, name);
    if (decision.kind === 'unchanged') {
      const message =
        to === 'in'
          ? teamMoveTexts.alreadyInMainTeam(name)
          : to === 'reserves'
            ? teamMoveTexts.alreadyInReserves(name)
            : teamMoveTexts.notOnSheet(name);
      return { success: true, status: current, message };
    }

    const ref = gameRef(game);
    let message: string;
    let notice: string | null;
    if (to === 'pending') {
      await repo.deleteUserRows(tx, targetId, [gameId]);
      message = teamMoveTexts.removed(name);
      // An `out` answer cleared is no news to its player.
      notice = current === 'out' ? null : notificationMessages.removedFromTeam(ref);
    } else {
      // To the back of the list first: a main-team player moved to the reserves queues behind the
      // reserve who takes their place.
      await repo.moveToBack(tx, gameId, targetId, to, false);
      if (to === 'in') {
        const promoted = current === 'reserves';
        message = promoted ? teamMoveTexts.movedToMainTeam(name) : teamMoveTexts.addedToMainTeam(name);
        notice = promoted ? notificationMessages.promoted(ref) : notificationMessages.addedToMainTeam(ref);
      } else {
        const demoted = current === 'in';
        message = demoted ? teamMoveTexts.movedToReserves(name) : teamMoveTexts.addedToReserves(name);
        notice = demoted
          ? notificationMessages.movedToReserves(ref)
          : notificationMessages.addedToReserves(ref);
      }
    }
    if (notice && targetId !== adminId) {
      await notify(
        tx,
        [{ userId: targetId, message: notice, link: notificationLinks.game(gameId) }],
        notified,
      );
    }
    if (decision.leavesMainTeam) await fillOpenPlaces(tx, game, notified, adminId);
    return { success: true, status: to, message };
  });
}

/**
 * POST /api/rsvps/admin/update-team: `newTeam` main → to the main team (409 when it has no room),
 * reserves → to the back of the reserves (the first reserve takes a main-team player's place).
 */
export function adminUpdateTeam(
  db: Database,
  adminId: number,
  input: { gameId: number; userId: number; newTeam: 'main' | 'reserves' },
  notified: Notified = new Set(),
  now = new Date(),
): Promise<TeamMoveReply> {
  const to = input.newTeam === 'main' ? 'in' : 'reserves';
  return movePlayer(db, adminId, input.gameId, input.userId, to, notified, now);
}

/**
 * POST /api/rsvps/add: puts a player in the main team (`in`, 409 when it has no room) or at the back of
 * the reserves (`reserves`, 409 while the main team has room).
 */
export function adminAddPlayer(
  db: Database,
  adminId: number,
  input: { gameId: number; userId: number; status: 'in' | 'reserves' },
  notified: Notified = new Set(),
  now = new Date(),
): Promise<TeamMoveReply> {
  return movePlayer(db, adminId, input.gameId, input.userId, input.status, notified, now);
}

/**
 * POST /api/rsvps/remove and DELETE /api/games/{id}/remove-player/{userId}: takes a player off the sheet
 * (back to pending); a main-team place it opens goes to the first reserve.
 */
export function adminRemovePlayer(
  db: Database,
  adminId: number,
  input: { gameId: number; userId: number },
  notified: Notified = new Set(),
  now = new Date(),
): Promise<TeamMoveReply> {
  return movePlayer(db, adminId, input.gameId, input.userId, 'pending', notified, now);
}
