/**
 * RSVP rules and the team sheet (spec §4 RSVP status and cutoff; issue #2 "RSVP rules", "Concurrency").
 *
 * Concurrency: every change to a game's team sheet runs in ONE transaction that first locks the game row
 * (`SELECT … FOR UPDATE`, games/repository.ts lockGame) and only then reads and writes that game's rsvps.
 * Concurrent RSVPs to one game therefore run one after the other, each seeing the previous one's result,
 * so the main team never exceeds max_players and rows are written (and positioned) in arrival order —
 * on PGlite and PostgreSQL alike. Everything inside uses the transaction handle, never the pool, so a
 * lock holder never waits for a connection held by a transaction queued behind its lock.
 */
import {
  decideRsvp,
  gameTexts,
  hasStarted,
  isCutoffPassed,
  planMaxPlayersChange,
  reservesToPromote,
  rsvpReplyMessage,
  type RsvpReply,
  type RsvpStatus,
  type TeamResponse,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { requireGroupMember } from '../groups/access.ts';
import { findGame, lockGame, lockUpcomingGamesOfUser } from '../games/repository.ts';
import * as repo from './repository.ts';

/**
 * POST /api/rsvps: records `userId`'s answer `requested` to a game and says where they ended up.
 * Errors: 404 gameTexts.gameNotFound (unknown game or not a member of its group), 409 gameTexts.gameStarted
 * (the game has started), 409 gameTexts.deadlinePassed (a main-team player leaving after the cutoff).
 * A main-team player leaving (out or reserves) promotes the first reserve.
 */
export async function respond(
  db: Database,
  userId: number,
  gameId: number,
  requested: RsvpStatus,
  now = new Date(),
): Promise<RsvpReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    // Checked after taking the lock, so a member removed meanwhile (who is released under the same lock)
    // cannot slip back onto the sheet.
    await requireGroupMember(tx, game.groupId, userId, gameTexts.gameNotFound);
    if (hasStarted(game.gameDatetime, now)) throw conflict(gameTexts.gameStarted);

    const current = (await repo.findStatus(tx, gameId, userId)) ?? 'pending';
    const mainCount = await repo.countStatus(tx, gameId, 'in');
    const decision = decideRsvp({
      current,
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
      await promoteFirstReserves(tx, gameId, game.maxPlayers, 1, mainCount - 1);
    }
    await repo.moveToBack(tx, gameId, userId, decision.to, true);
    return { success: true, status: decision.to, message: rsvpReplyMessage(requested, decision.to) };
  });
}

/**
 * Promotes up to `placesOpened` of the first reserves into the main team (each to its back, in queue
 * order), never beyond `maxPlayers`. `mainCount` is the main team's size once the places opened.
 * The caller holds the game row lock.
 */
async function promoteFirstReserves(
  tx: Executor,
  gameId: number,
  maxPlayers: number,
  placesOpened: number,
  mainCount: number,
): Promise<void> {
  const reserves = await repo.listUserIds(tx, gameId, 'reserves');
  const n = reservesToPromote({ placesOpened, mainCount, maxPlayers, reservesCount: reserves.length });
  for (const userId of reserves.slice(0, n)) await repo.moveToBack(tx, gameId, userId, 'in', false);
}

/**
 * Rebalances a game's sheet after its max_players changed from `oldMax` to `newMax` (issue #2): a rise
 * promotes the first reserves into the opened places; a drop moves the latest main-team joiners to the
 * front of the reserves, keeping their relative order. The caller holds the game row lock (games
 * service, PUT /api/games/{id}) and has already stored the new max_players.
 */
export async function applyMaxPlayersChange(
  tx: Tx,
  gameId: number,
  oldMax: number,
  newMax: number,
): Promise<void> {
  if (oldMax === newMax) return;
  const main = await repo.listUserIds(tx, gameId, 'in');
  const reservesCount = await repo.countStatus(tx, gameId, 'reserves');
  const plan = planMaxPlayersChange({ oldMax, newMax, mainCount: main.length, reservesCount });
  if (plan.promote > 0) await promoteFirstReserves(tx, gameId, newMax, plan.promote, main.length);
  if (plan.demote > 0) await repo.moveToFrontOfReserves(tx, gameId, main.slice(main.length - plan.demote));
}

/**
 * GET /api/games/{id}/team: `{ mainTeam, reserves, notAttending, max_players }`, entries
 * `{ user_id, name, surname, status }`. mainTeam and reserves in joining order; notAttending = current
 * members who said out (in the order they said it), then current members with no answer (`pending`).
 * Errors: 404 gameTexts.gameNotFound for an unknown game or a caller outside its group.
 */
export async function getTeam(db: Database, userId: number, gameId: number): Promise<TeamResponse> {
  const game = await findGame(db, gameId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  await requireGroupMember(db, game.groupId, userId, gameTexts.gameNotFound);
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
 * On account deletion call it before deleting the user row: an RSVP insert waits on that row (foreign
 * key) while holding its game's lock, so deleting the user first could deadlock with it.
 */
export async function releaseUserFromUpcomingGames(
  tx: Tx,
  userId: number,
  options: { groupId?: number } = {},
): Promise<void> {
  const gameIds = await lockUpcomingGamesOfUser(tx, userId, new Date(), options.groupId);
  const removed = await repo.deleteUserRows(tx, userId, gameIds);
  for (const { gameId, status } of removed) {
    if (status !== 'in') continue;
    const game = await findGame(tx, gameId);
    const mainCount = await repo.countStatus(tx, gameId, 'in');
    if (game) await promoteFirstReserves(tx, gameId, game.maxPlayers, 1, mainCount);
  }
}
