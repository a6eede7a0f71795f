/**
 * Game rules (docs/product.md#s2-create-game, #s2-games-list, #s2-game-detail, #s2-edit-game; #s5; #s6).
 * Request bodies arrive already validated by the shared schemas (mandatory fields,
 * max_players ≥ 1, cost, rsvp_cutoff in hours, the characters of text fields); this adds who may act,
 * and "not in the past, at most 2 years ahead" by the server's clock (game-rules.ts gameDatetimeProblem).
 * Games leave as the shared `Game` shape: datetimes ISO 8601 UTC, cost "60.00" or null.
 *
 * Notifications (docs/product.md#s2), in the same transaction as the change, never to the admin who made it:
 * a new game → every other member of its group; a changed date, time or venue, or a deletion → the
 * players in its main team or reserves. Ids land in the caller's `notified` set (push after commit).
 */
import type { z } from 'zod';
import {
  gameDatetimeProblem,
  gameTexts,
  fullName,
  hasStarted,
  isCutoffPassed,
  mailSubjectWhat,
  notificationLinks,
  PAST_GAMES_PAGE,
  pastGamesCursor,
  plainGameRef,
  notices,
  type Game,
  type createGameBodySchema,
  type gamesQuerySchema,
  type updateGameBodySchema,
} from '@turnout/shared';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { TransactionPublisher } from '../../plugins/events.ts';
import {
  findMember,
  groupReminderHours,
  isGroupAdminAnywhere,
  memberIds,
  reminderTime,
  requireGameEditor,
  requireGroupMember,
  requireGroupMemberForWrite,
  groupPricing,
} from '../groups/index.ts';
import { gameMailParts, gameRef, notify, Notified, type NotificationItem } from '../notifications/index.ts';
import * as repo from './repository.ts';

export type CreateGameInput = z.output<typeof createGameBodySchema>;
export type UpdateGameInput = z.output<typeof updateGameBodySchema>;
export type GamesQueryInput = z.output<typeof gamesQuerySchema>;

/**
 * A group holds at most this many upcoming games (game_datetime after now): one admin cannot flood every
 * member's games list. Past games do not count.
 */
export const MAX_UPCOMING_GAMES_PER_GROUP = 200;

/** The API shape of a game as its viewer sees it. */
export function toGame(view: repo.GameView): Game {
  const { game } = view;
  return {
    id: game.id,
    group_id: game.groupId,
    group_name: view.groupName,
    description: game.description,
    game_datetime: game.gameDatetime.toISOString(),
    venue: game.venue,
    cost: game.cost,
    opponent: game.opponent,
    colour: game.colour,
    notes: game.notes,
    max_players: game.maxPlayers,
    rsvp_cutoff: game.rsvpCutoff,
    cutoff_hours: game.rsvpCutoff,
    created_by: game.createdBy,
    created_at: game.createdAt.toISOString(),
    updated_at: game.updatedAt.toISOString(),
    is_admin: view.isGroupAdmin,
    my_status: view.myStatus,
    main_team_count: view.mainCount,
    reserves_count: view.reservesCount,
    time_zone: view.timeZone,
    currency: view.currency,
    series_id: game.seriesId,
    status: game.status === 'cancelled' ? 'cancelled' : 'scheduled',
    cancel_message: game.status === 'cancelled' ? game.cancelMessage : null,
  };
}

/**
 * The warnings of a create or edit reply (Game.warnings): gameTexts.cutoffPassedWarning when the game's
 * RSVP cutoff is already behind `now` (a game 45 minutes ahead with a 2-hour cutoff is still made: the
 * players in its main team just can no longer say they're out; docs/product.md#s5-create-game).
 */
function withWarnings(game: Game, now: Date): Game {
  const cutoffPassed = isCutoffPassed(new Date(game.game_datetime), game.rsvp_cutoff, now);
  return cutoffPassed ? { ...game, warnings: [gameTexts.cutoffPassedWarning] } : game;
}

/**
 * Who may put games in a group (docs/product.md#s6; POST /api/games and POST /api/game-series): its group
 * admins. Takes the group row FOR UPDATE (held until the transaction ends: the group's deletion cannot slip
 * in, and concurrent creations count their upcoming games one after the other).
 * Errors: 404 (not a member), 403 gameTexts.notAdminOfAnyGroup (admin of no group at all) or
 * gameTexts.notAdminOfGroup (admin elsewhere).
 */
export async function requireGameCreator(tx: Tx, groupId: number, userId: number): Promise<void> {
  const membership = await requireGroupMemberForWrite(tx, groupId, userId, { lock: 'update' });
  if (!membership.isGroupAdmin) {
    throw forbidden(
      (await isGroupAdminAnywhere(tx, userId)) ? gameTexts.notAdminOfGroup : gameTexts.notAdminOfAnyGroup,
    );
  }
}

/**
 * GET /api/games (the upcoming games, after the server's `now`, of the caller's groups, soonest first)
 * as the JSON text of its body, `{"games":[…]}` (the `gamesListSchema` shape, built by
 * PostgreSQL: repository.ts upcomingGamesJson), for the route to send as it is.
 */
export function upcomingGamesJson(db: Database, userId: number, now = new Date()): Promise<string> {
  return repo.upcomingGamesJson(db, userId, now);
}

/**
 * GET /api/games with its query (README "Past games") as the JSON text of its body, for the route to
 * send as it is. `when` upcoming without `group_id`: upcomingGamesJson, unchanged. `group_id`: that
 * group's games only (404 groupTexts.notFound when the caller is not in it). `when` past: the games
 * that have kicked off by `now`, newest first, PAST_GAMES_PAGE a page after the cursor `before`, with
 * `next_before` (the cursor of the next page, null on the last).
 */
export async function listGamesJson(
  db: Database,
  userId: number,
  query: GamesQueryInput,
  now: Date,
): Promise<string> {
  const groupId = query.group_id ?? null;
  if (groupId !== null) await requireGroupMember(db, groupId, userId);
  if (query.when === 'upcoming') {
    return groupId === null
      ? repo.upcomingGamesJson(db, userId, now)
      : repo.upcomingGroupGamesJson(db, userId, groupId, now);
  }
  const rows = await repo.pastGamesJsonRows(db, userId, {
    now,
    groupId,
    before: query.before ?? null,
    limit: PAST_GAMES_PAGE + 1,
  });
  const page = rows.slice(0, PAST_GAMES_PAGE);
  const last = page.at(-1);
  const next =
    rows.length > PAST_GAMES_PAGE && last
      ? pastGamesCursor({ game_datetime: last.gameDatetime, id: Number(last.id) })
      : null;
  return `{"games":[${page.map((r) => r.json).join(',')}],"next_before":${JSON.stringify(next)}}`;
}

/**
 * GET /api/games/{id} as the JSON text of its body, `{"game":{…},"isAdmin":…}` (the `gameDetailSchema`
 * shape, built by PostgreSQL: repository.ts gameDetailJson), for the route to send as it is.
 * Errors: 404 gameTexts.gameNotFound (unknown, or not in the caller's groups).
 */
export async function gameDetailJson(db: Database, userId: number, gameId: number): Promise<string> {
  const body = await repo.gameDetailJson(db, gameId, userId);
  if (body === null) throw notFound(gameTexts.gameNotFound);
  return body;
}

/**
 * POST /api/games: creates a game in `input.group_id` for its admin `userId`.
 * Errors: 404 (not a member of that group), 403 gameTexts.notAdminOfAnyGroup (admin of no group at
 * all) or gameTexts.notAdminOfGroup (admin elsewhere), 400 gameTexts.inThePast (game_datetime not after
 * `now`) or gameTexts.tooFarAhead (more than 2 years ahead; game-rules.ts gameDatetimeProblem),
 * 409 gameTexts.tooManyUpcomingGames when the group already has MAX_UPCOMING_GAMES_PER_GROUP upcoming
 * games (counted under the group row lock, so concurrent creations cannot overshoot).
 * Every other member of the group is notified.
 */
export async function createGame(
  db: Database,
  userId: number,
  input: CreateGameInput,
  notified: Notified = new Notified(),
  now = new Date(),
): Promise<Game> {
  return db.transaction(async (tx) => {
    // The group row stays locked until the game is stored: the group's deletion cannot slip in
    // between (404 instead), and concurrent creations count one after the other.
    await requireGameCreator(tx, input.group_id, userId);
    const datetimeProblem = gameDatetimeProblem(new Date(input.game_datetime), now);
    if (datetimeProblem) throw badRequest(datetimeProblem);
    if ((await repo.countUpcomingGames(tx, input.group_id, now)) >= MAX_UPCOMING_GAMES_PER_GROUP) {
      throw conflict(gameTexts.tooManyUpcomingGames(MAX_UPCOMING_GAMES_PER_GROUP));
    }
    const columns = gameColumns(input);
    const reminderHours = await groupReminderHours(tx, input.group_id);
    const id = await repo.insertGame(tx, {
      ...columns,
      groupId: input.group_id,
      createdBy: userId,
      reminderAt: reminderTime(columns.gameDatetime, columns.rsvpCutoff, reminderHours, now),
    });
    const view = (await repo.findGameView(tx, id, userId))!;
    const ref = await gameRef(tx, view.game);
    const message = notices.gameCreated(view.groupName, ref);
    const mailMessage = notices.gameCreated(view.groupName, plainGameRef(ref));
    const { quote } = await gameMailParts(tx, {
      description: columns.description,
      venue: columns.venue ?? null,
      createdBy: userId,
      editedBy: null,
    });
    const others = (await memberIds(tx, input.group_id)).filter((id) => id !== userId);
    await notify(
      tx,
      others.map((id) => ({
        userId: id,
        message,
        link: notificationLinks.game(view.game.id),
        kind: 'new_games' as const,
        gameId: view.game.id,
        groupId: input.group_id,
        mailMessage,
        quote,
      })),
      notified,
    );
    return withWarnings(toGame(view), now);
  });
}

/**
 * Notifies the players in the main team or reserves of `gameId` (not `actorId`) of a team change: the
 * notification `said` (message, link, and how emails say it: NotificationItem).
 */
async function notifyPlayers(
  tx: Executor,
  gameId: number,
  actorId: number,
  said: Omit<NotificationItem, 'userId' | 'kind'>,
  notified: Notified,
): Promise<void> {
  const players = (await repo.playerIdsOnSheet(tx, gameId)).filter((id) => id !== actorId);
  await notify(
    tx,
    players.map((id) => ({ ...said, userId: id, kind: 'team_changes' as const })),
    notified,
  );
}

/**
 * Locks game `gameId` for a change by `userId` and checks they may make it (games/edit rights,
 * docs/decisions/004-game-edit-rights.md). Throws 404 gameTexts.gameNotFound, 403 `forbidden`.
 */
async function lockGameForEditor(tx: Tx, gameId: number, userId: number, forbidden: string) {
  const game = await repo.lockGame(tx, gameId);
  if (!game) throw notFound(gameTexts.gameNotFound);
  await requireGameEditor(tx, game, userId, { notFound: gameTexts.gameNotFound, forbidden });
  return game;
}

/**
 * PUT /api/games/{id}: overwrites the game's fields (the edit form sends them all). In one transaction
 * holding the game row lock, a changed max_players is published as `game.maxPlayersChanged` (./events.ts):
 * the rsvps module rebalances the sheet in that transaction.
 * Errors: 404 gameTexts.gameNotFound, 403 gameTexts.notAuthorizedToEdit (not a
 * group admin: canEditGame, docs/decisions/004-game-edit-rights.md; its creator included),
 * 400 gameTexts.editInThePast (game_datetime not after `now`, unless the game has started and keeps its
 * time, so a game in progress can still be edited) or gameTexts.tooFarAhead (game-rules.ts
 * gameDatetimeProblem); 409 gameTexts.costFixedAfterKickoff for a new cost once the game has kicked off.
 * Before kick-off the game is priced again in its group's currency and cost mode (README "Who pays what").
 * A changed date, time or venue notifies the game's players; moved players hear of their move.
 */
export async function updateGame(
  db: Database,
  events: TransactionPublisher,
  userId: number,
  gameId: number,
  input: UpdateGameInput,
  notified: Notified = new Notified(),
  now = new Date(),
): Promise<Game> {
  return db.transaction(async (tx) => {
    const game = await lockGameForEditor(tx, gameId, userId, gameTexts.notAuthorizedToEdit);
    const datetimeProblem = gameDatetimeProblem(new Date(input.game_datetime), now, game.gameDatetime);
    if (datetimeProblem) throw badRequest(datetimeProblem);
    const columns = gameColumns(input);
    // Once kicked off, the game's price is fixed: its cost, currency and cost mode (README "Who pays
    // what"); before, it follows its group's current currency and cost mode.
    const kickedOff = hasStarted(game.gameDatetime, now);
    if (kickedOff && columns.cost !== (game.cost === null ? null : Number(game.cost).toFixed(2))) {
      throw conflict(gameTexts.costFixedAfterKickoff, 'COST_FIXED');
    }
    const pricing = kickedOff ? {} : groupPricing(game.groupId);
    // A new kick-off or cutoff moves the automatic reminder (none once its time has passed).
    const timingChanged =
      columns.gameDatetime.getTime() !== game.gameDatetime.getTime() ||
      columns.rsvpCutoff !== game.rsvpCutoff;
    const reminderAt = timingChanged
      ? reminderTime(
          columns.gameDatetime,
          columns.rsvpCutoff,
          await groupReminderHours(tx, game.groupId),
          now,
        )
      : game.reminderAt;
    // The editor wrote the texts the form sent: emails quote them under their name (games.edited_by).
    const updated = (await repo.updateGame(tx, gameId, {
      ...columns,
      ...pricing,
      reminderAt,
      editedBy: userId,
    }))!;
    const timeZone = (await gameRef(tx, game)).timeZone;
    const was = { at: game.gameDatetime, venue: game.venue, timeZone };
    const is = { at: updated.gameDatetime, venue: updated.venue, timeZone };
    if (was.at.getTime() !== is.at.getTime() || (was.venue ?? '') !== (is.venue ?? '')) {
      await notifyPlayers(
        tx,
        gameId,
        userId,
        {
          message: notices.gameChanged(updated.description, was, is),
          link: notificationLinks.game(gameId),
          gameId,
          groupId: game.groupId,
          mailMessage: notices.gameChangedPlain(was, is),
          subject: mailSubjectWhat.gameChanged,
          ...(await gameMailParts(tx, updated)),
        },
        notified,
      );
    }
    if (updated.maxPlayers !== game.maxPlayers) {
      await events.inTransaction(tx, 'game.maxPlayersChanged', {
        game: updated,
        oldMax: game.maxPlayers,
        notified,
      });
    }
    const view = await repo.findGameView(tx, gameId, userId);
    return withWarnings(toGame(view!), now);
  });
}

/**
 * DELETE /api/games/{id}: deletes the game and its RSVPs; its players are told (linking to the group).
 * Errors: 404 gameTexts.gameNotFound, 403 gameTexts.notAuthorizedToDelete (canEditGame says no, as for
 * PUT).
 */
export async function deleteGame(
  db: Database,
  userId: number,
  gameId: number,
  notified: Notified = new Notified(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const game = await lockGameForEditor(tx, gameId, userId, gameTexts.notAuthorizedToDelete);
    const ref = await gameRef(tx, game);
    await notifyPlayers(
      tx,
      gameId,
      userId,
      {
        message: notices.gameDeleted(ref),
        link: notificationLinks.group(game.groupId),
        groupId: game.groupId,
        mailMessage: notices.gameDeleted(plainGameRef(ref)),
        subject: mailSubjectWhat.gameDeleted,
        ...(await gameMailParts(tx, game)),
      },
      notified,
    );
    await repo.deleteGame(tx, gameId);
  });
}

/** The editable columns of a game from a validated create or edit body (same fields, API names). */
function gameColumns(input: UpdateGameInput) {
  return {
    description: input.description,
    gameDatetime: new Date(input.game_datetime),
    venue: input.venue,
    cost: input.cost,
    opponent: input.opponent,
    colour: input.colour,
    notes: input.notes,
    maxPlayers: input.max_players,
    rsvpCutoff: input.rsvp_cutoff,
  };
}

/**
 * POST /api/games/{id}/cancel (`cancelled` true) and POST /api/games/{id}/reinstate (false): marks the
 * game cancelled, with the admin's optional `message`, or scheduled again (README "Cancelled games").
 * The game and its team sheet stay; while cancelled, answers and team moves are refused (rsvps'
 * requireOpenSheet, under the same game row lock) and no reminder goes out. Every member who answered
 * (in, reserves or out) and every guest's host is told, but the admin who acted: the sentence names the
 * admin, and the message is quoted under their name in emails (README "Notifications").
 * Errors: 404 gameTexts.gameNotFound, 403 gameTexts.notAuthorizedToCancel (not a group admin:
 * canEditGame), 409 gameTexts.cancelStarted / reinstateStarted (kicked off at `now`), 409
 * gameTexts.alreadyCancelled (cancel twice) or gameTexts.notCancelled (reinstate a scheduled game).
 * A cancellation is published as `game.cancelled` (./events.ts) in its transaction: the rsvps module
 * withdraws the game's open offers there (README "Reserves"). Reinstating re-opens none of them.
 */
export async function setGameCancelled(
  db: Database,
  events: TransactionPublisher,
  userId: number,
  gameId: number,
  change: { cancelled: true; message: string | null } | { cancelled: false },
  notified: Notified = new Notified(),
  now = new Date(),
): Promise<Game> {
  return db.transaction(async (tx) => {
    const game = await lockGameForEditor(tx, gameId, userId, gameTexts.notAuthorizedToCancel);
    const admin = (await findMember(tx, game.groupId, userId))!;
    if (hasStarted(game.gameDatetime, now)) {
      throw conflict(change.cancelled ? gameTexts.cancelStarted : gameTexts.reinstateStarted, 'GAME_STARTED');
    }
    if (change.cancelled && game.status === 'cancelled') {
      throw conflict(gameTexts.alreadyCancelled, 'ALREADY_CANCELLED');
    }
    if (!change.cancelled && game.status !== 'cancelled')
      throw conflict(gameTexts.notCancelled, 'NOT_CANCELLED');
    const updated = (await repo.updateGame(
      tx,
      gameId,
      change.cancelled
        ? { status: 'cancelled', cancelMessage: change.message, cancelledAt: now, cancelledBy: userId }
        : {
            status: 'scheduled',
            cancelMessage: null,
            cancelledAt: null,
            cancelledBy: null,
            // The automatic reminder is due again (none once its time has passed; whoever it reached
            // before the cancellation is not reminded twice: game_reminders).
            reminderAt: reminderTime(
              game.gameDatetime,
              game.rsvpCutoff,
              await groupReminderHours(tx, game.groupId),
              now,
            ),
          },
    ))!;
    if (change.cancelled) await events.inTransaction(tx, 'game.cancelled', { game: updated, now });
    const adminName = fullName(admin);
    const ref = await gameRef(tx, game);
    const sentence = change.cancelled ? notices.gameCancelled : notices.gameReinstated;
    const message =
      change.cancelled && change.message
        ? notices.gameCancelledSaying(adminName, ref, change.message)
        : sentence(adminName, ref);
    const told = (await repo.answeredIds(tx, gameId)).filter((id) => id !== userId);
    await notify(
      tx,
      told.map((id) => ({
        userId: id,
        message,
        link: notificationLinks.game(gameId),
        kind: 'team_changes' as const,
        gameId,
        groupId: game.groupId,
        mailMessage: sentence(adminName, plainGameRef(ref)),
        subject: change.cancelled ? mailSubjectWhat.gameCancelled : mailSubjectWhat.gameReinstated,
        ...(change.cancelled && change.message ? { quote: { author: adminName, text: change.message } } : {}),
      })),
      notified,
    );
    const view = await repo.findGameView(tx, updated.id, userId);
    return toGame(view!);
  });
}
