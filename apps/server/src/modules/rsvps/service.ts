/**
 * RSVP rules and the team sheet (spec §4 RSVP status and cutoff; issue #2 "RSVP rules", "Concurrency").
 *
 * Concurrency: every change to a game's team sheet runs in ONE transaction that first locks the game row
 * (`SELECT … FOR UPDATE`, games/repository.ts lockGame) and only then reads and writes that game's rsvps.
 * Concurrent RSVPs to one game therefore run one after the other, each seeing the previous one's result,
 * so the main team never exceeds max_players and rows are written (and positioned) in arrival order —
 * on PGlite and PostgreSQL alike. Everything inside uses the transaction handle, never the pool, so a
 * lock holder never waits for a connection held by a transaction queued behind its lock.
 *
 * Notifications (issue #4): every promotion to the main team (a reserve moving up, automatically or by
 * an admin), every move to the reserves and every admin add or removal notifies the player in the same
 * transaction (notifications/service.ts `notify`), collecting their ids in the caller's `notified` set
 * so the route pushes the new unread counts after the commit. Nobody is notified of a move they made
 * themselves.
 */
import {
  decideRsvp,
  fullName,
  gameTexts,
  notificationLinks,
  notificationMessages,
  teamMoveTexts,
  hasStarted,
  isCutoffPassed,
  planMaxPlayersChange,
  reservesToPromote,
  rsvpReplyMessage,
  type RsvpReply,
  type RsvpStatus,
  type TeamMoveReply,
  type TeamResponse,
  type TeamStatus,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { requireGroupAdmin } from '../groups/access.ts';
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
 * POST /api/rsvps: records `userId`'s answer `requested` to a game and says where they ended up.
 * Errors: 404 gameTexts.gameNotFound (unknown game or not a member of its group), 409 gameTexts.gameStarted
 * (the game has started), 409 gameTexts.deadlinePassed (a main-team player leaving after the cutoff).
 * A main-team player leaving (out or reserves) promotes the first reserve, who is notified (`notified`).
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
    // cannot slip back onto the sheet, and the count includes every answer committed before.
    const state = await repo.answerState(tx, gameId, game.groupId, userId);
    if (!state.isMember) throw notFound(gameTexts.gameNotFound);
    if (hasStarted(game.gameDatetime, now)) throw conflict(gameTexts.gameStarted);

    const { mainCount } = state;
    const decision = decideRsvp({
      current: state.current ?? 'pending',
      requested,
      mainCount,
      maxPlayers: game.maxPlayers,
      cutoffPassed: isCutoffPassed(game.gameDatetime, game.rsvpCutoff, now),
    });
    if (decision.kind === 'refused') throw conflict(gameTexts.deadlinePassed);
    if (decision.kind === 'unchanged') {
      return {
        success: true,
        status: decision.status,
        message: rsvpReplyMessage(requested, decision.status),
      };
    }
    if (decision.leavesMainTeam) {
      // Promote before the leaver joins any list, so someone going to the reserves goes behind the
      // reserve who takes their place rather than being promoted straight back.
      await promoteFirstReserves(tx, game, 1, mainCount - 1, notified);
    }
    await repo.moveToBack(tx, gameId, userId, decision.to, true);
    return { success: true, status: decision.to, message: rsvpReplyMessage(requested, decision.to) };
  });
}

/**
 * Promotes up to `placesOpened` of the first reserves into the main team (each to its back, in queue
 * order), never beyond max_players, and notifies each ("You're in! …"). `mainCount` is the main team's
 * size once the places opened. The caller holds the game row lock.
 */
async function promoteFirstReserves(
  tx: Executor,
  game: GameRow,
  placesOpened: number,
  mainCount: number,
  notified: Notified,
): Promise<void> {
  const reserves = await repo.listUserIds(tx, game.id, 'reserves');
  const n = reservesToPromote({
    placesOpened,
    mainCount,
    maxPlayers: game.maxPlayers,
    reservesCount: reserves.length,
  });
  const promoted = reserves.slice(0, n);
  for (const userId of promoted) await repo.moveToBack(tx, game.id, userId, 'in', false);
  const message = notificationMessages.promoted(gameRef(game));
  const link = notificationLinks.game(game.id);
  await notify(
    tx,
    promoted.map((userId) => ({ userId, message, link })),
    notified,
  );
}

/**
 * Rebalances a game's sheet after its max_players changed from `oldMax` to `newMax` (issue #2): a rise
 * promotes the first reserves into the opened places; a drop moves the latest main-team joiners to the
 * front of the reserves, keeping their relative order. Promoted and demoted players are notified.
 * The caller holds the game row lock (games service, PUT /api/games/{id}) and passes the game as
 * stored after the edit (`game.maxPlayers` is the new max).
 */
export async function applyMaxPlayersChange(
  tx: Tx,
  game: GameRow,
  oldMax: number,
  notified: Notified,
): Promise<void> {
  const newMax = game.maxPlayers;
  if (oldMax === newMax) return;
  const main = await repo.listUserIds(tx, game.id, 'in');
  const reservesCount = await repo.countStatus(tx, game.id, 'reserves');
  const plan = planMaxPlayersChange({ oldMax, newMax, mainCount: main.length, reservesCount });
  if (plan.promote > 0) await promoteFirstReserves(tx, game, plan.promote, main.length, notified);
  if (plan.demote > 0) {
    const demoted = main.slice(main.length - plan.demote);
    await repo.moveToFrontOfReserves(tx, game.id, demoted);
    const message = notificationMessages.movedToReserves(gameRef(game));
    const link = notificationLinks.game(game.id);
    await notify(
      tx,
      demoted.map((userId) => ({ userId, message, link })),
      notified,
    );
  }
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
    const mainCount = await repo.countStatus(tx, gameId, 'in');
    await promoteFirstReserves(tx, game, 1, mainCount, options.notified ?? new Set());
  }
}

/** Where an admin move puts a player: main team, reserves, or off the sheet (pending). */
type Placement = 'in' | 'reserves' | 'pending';

/**
 * One admin team move (spec §4 "Admin team moves"; issue #4), in one transaction holding the game row
 * lock, so concurrent moves by several admins (and RSVPs) never push the main team past max_players.
 * - to `in`: only while the main team has fewer than max_players, else 409 "Main team is full (max N
 *   players)."; from the reserves it is a promotion.
 * - to `reserves`: always; a main-team player goes to the back of the reserves and the place stays
 *   open for the admin to fill (no automatic promotion: the admin chooses who moves up).
 * - to `pending` (remove): the row goes; if a main-team place opened, the first reserve is promoted.
 * Allowed after the RSVP cutoff; refused once the game has started (409 gameTexts.gameStarted).
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the admin not in its group), 403
 * teamMoveTexts.notAdmin, 404 teamMoveTexts.playerNotMember. Moving a player where they already are changes
 * nothing. The player is notified (unless they moved themselves); ids land in `notified`.
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
    await requireGroupAdmin(tx, game.groupId, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: teamMoveTexts.notAdmin,
    });
    const target = await findMember(tx, game.groupId, targetId);
    if (!target) throw notFound(teamMoveTexts.playerNotMember, 'PLAYER_NOT_MEMBER');
    if (hasStarted(game.gameDatetime, now)) throw conflict(gameTexts.gameStarted);

    const name = fullName(target);
    const current: TeamStatus = (await repo.findStatus(tx, gameId, targetId)) ?? 'pending';
    const unchanged = (message: string): TeamMoveReply => ({ success: true, status: current, message });
    const ref = gameRef(game);
    let message: string;
    let notice: string | null;

    if (to === 'in') {
      if (current === 'in') return unchanged(teamMoveTexts.alreadyInMainTeam(name));
      const mainCount = await repo.countStatus(tx, gameId, 'in');
      if (mainCount >= game.maxPlayers)
        throw conflict(gameTexts.mainTeamFull(game.maxPlayers), 'MAIN_TEAM_FULL');
      await repo.moveToBack(tx, gameId, targetId, 'in', false);
      const promoted = current === 'reserves';
      message = promoted ? teamMoveTexts.movedToMainTeam(name) : teamMoveTexts.addedToMainTeam(name);
      notice = promoted ? notificationMessages.promoted(ref) : notificationMessages.addedToMainTeam(ref);
    } else if (to === 'reserves') {
      if (current === 'reserves') return unchanged(teamMoveTexts.alreadyInReserves(name));
      await repo.moveToBack(tx, gameId, targetId, 'reserves', false);
      const demoted = current === 'in';
      message = demoted ? teamMoveTexts.movedToReserves(name) : teamMoveTexts.addedToReserves(name);
      notice = demoted
        ? notificationMessages.movedToReserves(ref)
        : notificationMessages.addedToReserves(ref);
    } else {
      if (current === 'pending') return unchanged(teamMoveTexts.notOnSheet(name));
      await repo.deleteUserRows(tx, targetId, [gameId]);
      if (current === 'in') {
        const mainCount = await repo.countStatus(tx, gameId, 'in');
        await promoteFirstReserves(tx, game, 1, mainCount, notified);
      }
      message = teamMoveTexts.removed(name);
      // An `out` answer cleared is no news to its player.
      notice = current === 'out' ? null : notificationMessages.removedFromTeam(ref);
    }

    if (notice && targetId !== adminId) {
      await notify(
        tx,
        [{ userId: targetId, message: notice, link: notificationLinks.game(gameId) }],
        notified,
      );
    }
    return { success: true, status: to, message };
  });
}

/** POST /api/rsvps/admin/update-team: `newTeam` main → to the main team (409 when full), reserves → reserves. */
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

/** POST /api/rsvps/add: puts a player in the main team (`in`, 409 when full) or on the reserves. */
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
 * (back to pending), promoting the first reserve when a main-team place opened.
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
