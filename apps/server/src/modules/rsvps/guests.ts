/**
 * Guests, "bring a friend" (README "Guests"): a member adds a guest who answers "in" on their behalf,
 * and the guest's host or a group admin takes the guest off again. A guest is a player of the team sheet
 * like any other — counted in the main team's max_players, queued on the reserves in joining order,
 * promoted by the queue rule, demoted by a max_players drop — but never a member and never messaged:
 * whatever would notify a guest notifies their host instead (./service.ts fillOpenPlaces). Every change
 * runs under the game row lock (./service.ts header) and is recorded in the sheet's history.
 */
import {
  decideRsvp,
  gameTexts,
  guestTexts,
  isCutoffPassed,
  type AddGuestReply,
  type GuestRemovedReply,
} from '@turnout/shared';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { getMembership } from '../groups/index.ts';
import { Notified } from '../notifications/index.ts';
import { deleteGuests, findGuest, guestState, insertGuest } from './guest-rows.ts';
import { lockGame } from './locks.ts';
import { fillOpenPlaces, refusal, requireOpenSheet } from './service.ts';

/**
 * POST /api/games/{id}/guests `{ name, stars?, goalkeeper? }`: `hostId` brings a guest (rated by `strength`,
 * stars 1–5 or null = average, for picking sides: README "Sides, results and ratings"), who answers "in" on their behalf
 * under the rules of POST /api/rsvps (team-sheet.ts decideRsvp for a pending player answering "in"): a
 * main-team place when one is free, else the back of the reserves. The group's
 * guests_per_member caps each member's guests per game. Recorded `by` 'self' (the host's answer).
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the host not in its group); 409
 * gameTexts.gameStarted; 409 guestTexts.guestsOff (guests_per_member 0); 409 guestTexts.tooMany(max)
 * (the host already brings that many). Reply 201 `{ success, guest, message, position }`.
 */
export async function addGuest(
  db: Database,
  hostId: number,
  gameId: number,
  name: string,
  strength: { stars?: number | null; goalkeeper?: boolean } = {},
  // Adding a guest promotes nobody, so notifies nobody; kept so every sheet change has one signature.
  _notified: Notified = new Notified(),
  now = new Date(),
): Promise<AddGuestReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    const state = await guestState(tx, game, hostId);
    if (!state.isMember) throw notFound(gameTexts.gameNotFound);
    requireOpenSheet(game, now);
    if (state.guestsPerMember === 0) throw conflict(guestTexts.guestsOff, 'GUESTS_OFF');
    if (state.hostGuests >= state.guestsPerMember) {
      throw conflict(guestTexts.tooMany(state.guestsPerMember), 'TOO_MANY_GUESTS');
    }

    // The host's own answer does not matter to the guest's.
    const decision = decideRsvp({
      current: 'pending',
      requested: 'in',
      // Places held by open timed offers are taken (README "Reserves").
      mainCount: state.mainCount + state.held,
      maxPlayers: game.maxPlayers,
      reservesCount: state.reservesCount,
      cutoffPassed: isCutoffPassed(game.gameDatetime, game.rsvpCutoff, now),
    });
    if (decision.kind === 'refused') throw refusal(decision.reason, game);
    const status = decision.kind === 'move' && decision.to === 'in' ? 'in' : 'reserves';
    const guest = await insertGuest(
      tx,
      {
        gameId,
        hostUserId: hostId,
        name,
        status,
        stars: strength.stars ?? null,
        goalkeeper: strength.goalkeeper ?? false,
      },
      { by: 'self', actorId: hostId },
    );
    return {
      success: true,
      guest: {
        user_id: null,
        guest_id: guest.id,
        name: guest.name,
        surname: '',
        host_user_id: hostId,
        status,
      },
      message:
        status === 'in' ? guestTexts.addedToMainTeam(guest.name) : guestTexts.addedToReserves(guest.name),
      // At the back of their list, behind the counts read under the lock.
      position:
        status === 'in'
          ? { list: 'main', place: state.mainCount + 1 }
          : { list: 'reserves', place: state.reservesCount + 1 },
    };
  });
}

/**
 * DELETE /api/games/{id}/guests/{guestId}: the guest's host or a group admin takes the guest off the
 * team sheet; a place it opens in a full main team goes to the first reserve (notified). Recorded `by` 'self'
 * when the host removes their guest, 'admin' when another group admin does. A host who is not a group
 * admin is held to the RSVP cutoff like their own "out" (409 gameTexts.deadlinePassed); admins are not.
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the caller not in its group); 404
 * guestTexts.notFound (no such guest on this game); 403 guestTexts.notHostOrAdmin; 409
 * gameTexts.gameStarted.
 */
export async function removeGuest(
  db: Database,
  callerId: number,
  gameId: number,
  guestId: number,
  notified: Notified = new Notified(),
  now = new Date(),
): Promise<GuestRemovedReply> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    const membership = await getMembership(tx, game.groupId, callerId);
    if (!membership) throw notFound(gameTexts.gameNotFound);
    const guest = await findGuest(tx, gameId, guestId);
    if (!guest) throw notFound(guestTexts.notFound, 'GUEST_NOT_FOUND');
    const isHost = guest.hostUserId === callerId;
    if (!isHost && !membership.isGroupAdmin) throw forbidden(guestTexts.notHostOrAdmin);
    requireOpenSheet(game, now);
    if (!membership.isGroupAdmin && isCutoffPassed(game.gameDatetime, game.rsvpCutoff, now)) {
      throw conflict(gameTexts.deadlinePassed, 'DEADLINE_PASSED');
    }

    await deleteGuests(
      tx,
      { gameIds: [gameId], guestId },
      { by: isHost ? 'self' : 'admin', actorId: callerId },
    );
    if (guest.status === 'in') await fillOpenPlaces(tx, game, { left: 1 }, notified, callerId, now);
    return { success: true, message: guestTexts.removed(guest.name) };
  });
}
