/**
 * RSVP and team sheet routes (docs/product.md#s7-games-rsvp). All need a token (401). Rules: ./service.ts
 * (RSVPs, the team sheet) and ./admin-moves.ts (admin team moves).
 * - POST /api/rsvps `{ gameId, status: in | out | reserves }` → `{ success: true, status, message, position }`,
 *   status being where the caller ended up (an `in` may land on the reserves). 400 bad body, 404 unknown
 *   game / not a member, 409 game started or opt-out after the cutoff.
 * - GET /api/games/:id/team → `{ mainTeam, reserves, notAttending, max_players, offers }`, each reserve with
 *   `by_choice`, `offers` the open timed offers `[{ user_id, expires_at }]` (404 not a member).
 * - Admin team moves (docs/product.md#s4-admin-team-moves), each → `{ success: true, status, message,
 *   position }` (the player's new place): POST /api/rsvps/admin/update-team `{ userId, gameId, newTeam: main
 *   | reserves }`, POST /api/rsvps/add `{ gameId, userId, status: in | reserves }`, POST /api/rsvps/remove
 *   `{ gameId, userId }` and DELETE /api/games/:id/remove-player/:userId. 400 bad body, 403 not a group
 *   admin, 404 unknown game / player not a member, 409 main team full or game started.
 * - Guests (README "Guests"; ./guests.ts): POST /api/games/:id/guests `{ name, stars?, goalkeeper? }` → 201
 *   `{ success: true, guest, message }` (any member; 409 guests off, one guest too many, game started);
 *   DELETE /api/games/:id/guests/:guestId → `{ success: true, message }` (the host or a group admin: 403
 *   others, 404 unknown guest).
 * - GET /api/games/:id/history[?before=<id>] → `[{ id, at, user_id, guest_id, name, from, to, by }]`, the
 *   newest 100 rows oldest first (README "A fair, visible record"; ./history.ts; 404 not a member).
 * - Timed offers (README "Reserves"; ./offer-answers.ts): POST /api/games/:id/offer/accept and
 *   /offer/decline (the offered member, no body) → `{ success: true, status, message, position }` as
 *   POST /api/rsvps (403 not a member, 409 no open offer or game started); GET /api/games/:id/offers →
 *   `{ offers: [{ id, user_id, name, place, status, offered_at, expires_at, answered_at }] }` oldest
 *   first (group admins: 403 a member, 404 not a member). Registers the every-minute expiry job.
 * Whoever a change notifies hears the new unread count once it has committed, and the game's room hears
 * `team_changed` (./live.ts, docs/design.md#realtime).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addGuestBodySchema,
  addGuestReplySchema,
  addPlayerBodySchema,
  guestParamsSchema,
  guestRemovedReplySchema,
  historyQuerySchema,
  historyReplySchema,
  gameOffersReplySchema,
  offerReplySchema,
  gameIdParamsSchema,
  removePlayerBodySchema,
  removePlayerParamsSchema,
  rsvpBodySchema,
  rsvpReplySchema,
  teamMoveReplySchema,
  teamResponseSchema,
  updateTeamBodySchema,
  type MoveTarget,
  type TeamResponse,
  type UpdateTeamBody,
} from '@turnout/shared';
import { takeGameChange } from '../../plugins/rate-limit.ts';
import { withUnreadPush, type Notified } from '../notifications/index.ts';
import { registerRsvpEvents } from './events.ts';
import { movePlayer } from './admin-moves.ts';
import { addGuest, removeGuest } from './guests.ts';
import { getHistory } from './history.ts';
import { answerOwnOffer, defineOfferExpiry } from './offer-answers.ts';
import { offersHistory } from './offers.ts';
import { announceTeamChanged, registerLiveTeamSocketEvents } from './live.ts';
import { recordRsvp } from './service.ts';
import { getTeamJson } from './sheet-read.ts';

/** The API's `newTeam` word for the main team (`main`) is the status `in` inside. */
const moveTargetOf = (newTeam: UpdateTeamBody['newTeam']): MoveTarget =>
  newTeam === 'main' ? 'in' : 'reserves';

const routes: FastifyPluginAsyncZod = async (app) => {
  registerLiveTeamSocketEvents(app);
  registerRsvpEvents(app);
  defineOfferExpiry(app);
  app.addHook('onRequest', app.authenticate);

  /** Runs a change of `gameId`'s sheet; once committed: unread pushes, then `team_changed`. */
  const withPush = async <T>(gameId: number, change: (notified: Notified) => Promise<T>) =>
    announceTeamChanged(app, [gameId], await withUnreadPush(app, change), 'sheet');

  /**
   * An admin team move by `adminId`: counted against the game-change limit of the game's group first
   * (plugins/rate-limit.ts takeGameChange; README "Security"), then run like any change of the sheet.
   */
  const adminMove = async (adminId: number, move: Parameters<typeof movePlayer>[2]) => {
    await takeGameChange(app, adminId, move.gameId);
    return withPush(move.gameId, (notified) => movePlayer(app.db, adminId, move, notified, app.now()));
  };

  app.post(
    '/api/rsvps',
    { schema: { body: rsvpBodySchema, response: { 200: rsvpReplySchema } } },
    (request) =>
      withPush(request.body.gameId, (notified) =>
        recordRsvp(app.db, request.user.id, request.body.gameId, request.body.status, notified, app.now()),
      ),
  );

  app.get(
    '/api/games/:id/team',
    { schema: { params: gameIdParamsSchema, response: { 200: teamResponseSchema } } },
    // Built by PostgreSQL and sent as it is: a string with a JSON content type skips the serialiser
    // (./sheet-read.ts; bench/README.md "HTTP").
    async (request, reply) => {
      const body = await getTeamJson(app.db, request.user.id, request.params.id);
      return reply.type('application/json; charset=utf-8').send(body as unknown as TeamResponse);
    },
  );

  app.get(
    '/api/games/:id/history',
    {
      schema: {
        params: gameIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyReplySchema },
      },
    },
    (request) => getHistory(app.db, request.user.id, request.params.id, request.query.before ?? null),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/games/:id/offer/${answer}`,
      { schema: { params: gameIdParamsSchema, response: { 200: offerReplySchema } } },
      (request) =>
        withPush(request.params.id, (notified) =>
          answerOwnOffer(app.db, request.user.id, request.params.id, answer, app.now(), notified),
        ),
    );
  }

  app.get(
    '/api/games/:id/offers',
    { schema: { params: gameIdParamsSchema, response: { 200: gameOffersReplySchema } } },
    async (request) => ({ offers: await offersHistory(app.db, request.user.id, request.params.id) }),
  );

  app.post(
    '/api/games/:id/guests',
    {
      schema: {
        params: gameIdParamsSchema,
        body: addGuestBodySchema,
        response: { 201: addGuestReplySchema },
      },
    },
    async (request, reply) => {
      const gameId = request.params.id;
      await app.guestLimiter.take(request.user.id, gameId);
      const added = await withPush(gameId, (notified) =>
        addGuest(app.db, request.user.id, gameId, request.body.name, request.body, notified, app.now()),
      );
      return reply.code(201).send(added);
    },
  );

  app.delete(
    '/api/games/:id/guests/:guestId',
    { schema: { params: guestParamsSchema, response: { 200: guestRemovedReplySchema } } },
    async (request) => {
      const { id: gameId, guestId } = request.params;
      await app.guestLimiter.take(request.user.id, gameId);
      return withPush(gameId, (notified) =>
        removeGuest(app.db, request.user.id, gameId, guestId, notified, app.now()),
      );
    },
  );

  app.post(
    '/api/rsvps/admin/update-team',
    { schema: { body: updateTeamBodySchema, response: { 200: teamMoveReplySchema } } },
    (request) => {
      const { gameId, userId, newTeam } = request.body;
      return adminMove(request.user.id, { gameId, userId, to: moveTargetOf(newTeam) });
    },
  );

  app.post(
    '/api/rsvps/add',
    { schema: { body: addPlayerBodySchema, response: { 200: teamMoveReplySchema } } },
    (request) => {
      const { gameId, userId, status } = request.body;
      return adminMove(request.user.id, { gameId, userId, to: status });
    },
  );

  app.post(
    '/api/rsvps/remove',
    { schema: { body: removePlayerBodySchema, response: { 200: teamMoveReplySchema } } },
    (request) => {
      const { gameId, userId } = request.body;
      return adminMove(request.user.id, { gameId, userId, to: 'pending' });
    },
  );

  app.delete(
    '/api/games/:id/remove-player/:userId',
    { schema: { params: removePlayerParamsSchema, response: { 200: teamMoveReplySchema } } },
    (request) => {
      const { id: gameId, userId } = request.params;
      return adminMove(request.user.id, { gameId, userId, to: 'pending' });
    },
  );
};
export default routes;
