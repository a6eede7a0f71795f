/**
 * Admin team moves (docs/product.md#s4-admin-team-moves): a group admin puts a player in the main team, on
 * the reserves or off the sheet. Decided by team-sheet.ts decideTeamMove; the queue rule, the refusals and
 * the settling of an old sheet are ./service.ts's, under the same game row lock (its header explains
 * the lock and the notifications).
 */
import {
  decideTeamMove,
  fullName,
  gameTexts,
  notificationLinks,
  notificationMessages,
  plainGameRef,
  teamMoveTexts,
  hasStarted,
  type GameRef,
  type TeamMoveReply,
  type MoveTarget,
  type TeamStatus,
} from '@turnout/shared';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { requireGameEditor } from '../groups/access.ts';
import { findMember } from '../groups/members.ts';
import { gameMailParts, gameRef, notify, Notified } from '../notifications/service.ts';
import * as repo from './repository.ts';
import { fillOpenPlaces, refusal, settled } from './service.ts';

/**
 * One admin team move (POST /api/rsvps/admin/update-team, POST /api/rsvps/add, POST /api/rsvps/remove
 * and DELETE /api/games/{id}/remove-player/{userId}; ./routes.ts turns each request into `move`),
 * decided by team-sheet.ts decideTeamMove, in one transaction holding the game row lock, so concurrent moves by several admins (and RSVPs) never push
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
export async function movePlayer(
  db: Database,
  adminId: number,
  move: { gameId: number; userId: number; to: MoveTarget },
  notified: Notified = new Notified(),
  now = new Date(),
): Promise<TeamMoveReply> {
  const { gameId, userId: targetId, to } = move;
  return db.transaction(async (tx) => {
    const game = await repo.lockGame(tx, gameId);
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

    const ref = await gameRef(tx, game);
    let message: string;
    let notice: ((g: GameRef) => string) | null;
    if (to === 'pending') {
      await repo.deleteUserRows(tx, targetId, [gameId], { by: 'admin', actorId: adminId });
      message = teamMoveTexts.removed(name);
      // An `out` answer cleared is no news to its player.
      notice = current === 'out' ? null : notificationMessages.removedFromTeam;
    } else {
      // To the back of the list first: a main-team player moved to the reserves queues behind the
      // reserve who takes their place.
      await repo.moveToBack(
        tx,
        gameId,
        targetId,
        to,
        { playerAnswered: false },
        { by: 'admin', actorId: adminId },
      );
      if (to === 'in') {
        const promoted = current === 'reserves';
        message = promoted ? teamMoveTexts.movedToMainTeam(name) : teamMoveTexts.addedToMainTeam(name);
        notice = promoted ? notificationMessages.promoted : notificationMessages.addedToMainTeam;
      } else {
        const demoted = current === 'in';
        message = demoted ? teamMoveTexts.movedToReserves(name) : teamMoveTexts.addedToReserves(name);
        notice = demoted ? notificationMessages.movedToReserves : notificationMessages.addedToReserves;
      }
    }
    if (notice && targetId !== adminId) {
      // Coalesced with the member's other changes to this game (docs/decisions/012-coalescing-game-changes.md).
      await notify(
        tx,
        [
          {
            userId: targetId,
            message: notice(ref),
            link: notificationLinks.game(gameId),
            kind: 'team_changes',
            gameId,
            groupId: game.groupId,
            mailMessage: notice(plainGameRef(ref)),
            ...(await gameMailParts(tx, game)),
          },
        ],
        notified,
      );
    }
    if (decision.leavesMainTeam) await fillOpenPlaces(tx, game, notified, adminId);
    return { success: true, status: to, message };
  });
}
