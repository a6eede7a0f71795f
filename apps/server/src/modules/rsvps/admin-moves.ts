/**
 * Admin team moves (docs/product.md#s4-admin-team-moves): a group admin puts a player in the main team, on
 * the reserves or off the sheet. Decided by team-sheet.ts decideTeamMove; the queue rule and the refusals
 * are ./service.ts's, under the same game row lock (its header explains the lock and the notifications).
 */
import {
  decideTeamMove,
  fullName,
  gameTexts,
  notificationLinks,
  mailSubjectWhat,
  notices,
  plainGameRef,
  teamMoveTexts,
  type GameRef,
  type MailSubjectWhat,
  type NoticeText,
  type TeamMoveReply,
  type MoveTarget,
  type TeamStatus,
} from '@turnout/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findMember, requireGameEditor } from '../groups/index.ts';
import { gameMailParts, gameRef, notify, Notified } from '../notifications/index.ts';
import { lockGame } from './locks.ts';
import { answerState } from './sheet-read.ts';
import { deleteUserRows, moveToBack } from './sheet-writes.ts';
import { standingOf } from './queue.ts';
import { endOffer } from './offers.ts';
import { fillOpenPlaces, passPlaceOn, refusal, requireOpenSheet } from './service.ts';

/**
 * One admin team move (POST /api/rsvps/admin/update-team, POST /api/rsvps/add, POST /api/rsvps/remove
 * and DELETE /api/games/{id}/remove-player/{userId}; ./routes.ts turns each request into `move`),
 * decided by team-sheet.ts decideTeamMove, in one transaction holding the game row lock, so concurrent moves by several admins (and RSVPs) never push
 * the main team past max_players.
 * - to `in`: only while the main team has fewer than max_players, else 409 "Main team is full (max N
 *   players)." (so a reserve never moves up past the queue: while it is full, places go to its front);
 * - to `reserves`: always; the player goes to the back of the reserves (not by choice), and when the
 *   main team was full the front of the queue as it stood before takes the place
 *   (docs/decisions/010-reserves-queue.md);
 * - to `pending` (remove): the row goes; a place it opens in a full main team goes to the first reserve.
 * Allowed after the RSVP cutoff; refused once the game has started (409 gameTexts.gameStarted).
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the admin not in its group), 403
 * teamMoveTexts.notAdmin (canEditGame says no), 404 teamMoveTexts.playerNotMember. Moving a player
 * where they already are changes nothing. The player is notified (unless they moved themselves), and
 * so is every reserve promoted; ids land in `notified`. The reply's `position` says where the player
 * now stands (./queue.ts standingOf).
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
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    await requireGameEditor(tx, game, adminId, {
      notFound: gameTexts.gameNotFound,
      forbidden: teamMoveTexts.notAdmin,
    });
    const target = await findMember(tx, game.groupId, targetId);
    if (!target) throw notFound(teamMoveTexts.playerNotMember, 'PLAYER_NOT_MEMBER');
    requireOpenSheet(game, now);

    const name = fullName(target);
    const state = await answerState(tx, gameId, game.groupId, targetId);
    const current: TeamStatus = state.current ?? 'pending';
    // Places held by open timed offers are taken for everyone but their holder (README "Reserves"): an
    // offered reserve moved to the main team by an admin takes their own held place (the offer is
    // accepted on their behalf); taken off the sheet, their offer ends and the place passes on.
    const ownOffer = state.offer;
    const decision = decideTeamMove({
      current,
      to,
      mainCount: state.mainCount + state.held - (ownOffer ? 1 : 0),
      maxPlayers: game.maxPlayers,
      reservesCount: state.reservesCount,
    });
    if (decision.kind === 'refused') throw refusal(decision.reason, game);
    if (decision.kind === 'unchanged') {
      const message =
        to === 'in'
          ? teamMoveTexts.alreadyInMainTeam(name)
          : to === 'reserves'
            ? teamMoveTexts.alreadyInReserves(name)
            : teamMoveTexts.notOnSheet(name);
      return { success: true, status: current, message, position: await standingOf(tx, gameId, targetId) };
    }

    const ref = await gameRef(tx, game);
    let message: string;
    let notice: ((g: GameRef) => NoticeText) | null;
    if (ownOffer) await endOffer(tx, ownOffer.id, to === 'in' ? 'accepted' : 'withdrawn', now);
    let subject: MailSubjectWhat = mailSubjectWhat.fallback;
    if (to === 'pending') {
      await deleteUserRows(tx, targetId, [gameId], { by: 'admin', actorId: adminId });
      message = teamMoveTexts.removed(name);
      // An `out` answer cleared is no news to its player.
      notice = current === 'out' ? null : notices.removedFromTeam;
      subject = mailSubjectWhat.removedFromTeam;
    } else {
      // To the back of the list first; then the front of the queue as it stood before (without the
      // player) takes a place they left in a full main team.
      await moveToBack(
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
        notice = promoted ? notices.promoted : notices.addedToMainTeam;
        subject = mailSubjectWhat.promoted;
      } else {
        const demoted = current === 'in';
        message = demoted ? teamMoveTexts.movedToReserves(name) : teamMoveTexts.addedToReserves(name);
        notice = demoted ? notices.movedToReserves : notices.addedToReserves;
        subject = mailSubjectWhat.movedToReserves;
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
            subject,
            ...(await gameMailParts(tx, game)),
          },
        ],
        notified,
      );
    }
    if (
      decision.leavesMainTeam &&
      state.mainCount + state.held >= game.maxPlayers &&
      state.reservesCount > 0
    ) {
      const mover = { kind: 'member', userId: targetId } as const;
      await fillOpenPlaces(
        tx,
        game,
        { left: 1, mover: to === 'reserves' ? mover : undefined },
        notified,
        adminId,
        now,
      );
    }
    if (ownOffer && to === 'pending') await passPlaceOn(tx, game, ownOffer.place, now, notified);
    return { success: true, status: to, message, position: await standingOf(tx, gameId, targetId) };
  });
}
