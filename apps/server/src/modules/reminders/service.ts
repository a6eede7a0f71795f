/**
 * Reminders (README "Reminders"): members who have not answered a game hear of it, once, before its RSVP
 * cutoff — a notification linking to the game, and by push and email as their notification settings say
 * (kind 'reminders'; the email, with its one-tap answer buttons, is notifications/mails.ts's).
 *
 * - Automatic: the sweep job (`sweepReminders`, every minute on one instance) takes the games whose
 *   games.reminder_at has come (groups/reminder-schedule.ts sets it), reminds each non-responder not yet in
 *   game_reminders, and clears reminder_at. Exactly once per member and game: the game_reminders primary
 *   key decides who is reminded (`INSERT … ON CONFLICT DO NOTHING RETURNING`), in the same transaction as
 *   the notifications and the cleared reminder_at, so a second instance, a restart in the middle or a
 *   later edit of the game that sets reminder_at again finds them recorded and reminds nobody twice.
 * - By hand: `remindNow` (POST /api/games/{id}/remind, a group admin) reminds every member who has not
 *   answered, at most once per game per MANUAL_REMINDER_SPACING_MINUTES, and records them in
 *   game_reminders so the automatic reminder does not nag them again.
 *
 * Notifications are stored in the transaction (notifications/service.ts notify); unread counts are
 * pushed and the push and email deliveries queued only after it commits (`announce`: a job).
 */
import { EVERY_MINUTE_SWEEP } from '../../plugins/jobs.ts';
import type { FastifyInstance } from 'fastify';
import { gameTexts, notificationLinks, notices, plainGameRef, type RemindReply } from '@turnout/shared';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import { requireGroupAdmin } from '../groups/index.ts';
import { announce, gameMailParts, gameRef, notify, Notified } from '../notifications/index.ts';
import * as repo from './repository.ts';

/** An admin may remind a game's non-responders by hand at most once per this many minutes. */
export const MANUAL_REMINDER_SPACING_MINUTES = 10;

/** The sweep takes this many due games per transaction. */
export const SWEEP_BATCH_SIZE = 50;

/** The queue of the sweep job. */
export const REMINDER_SWEEP_QUEUE = 'reminders.sweep';

const MINUTE_MS = 60_000;

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The sentences of the manual reminder's refusals. */
export const reminderTexts = {
  adminOnly: 'Only a group admin can remind players who have not answered.',
  started: 'This game has already started: players can no longer be reminded to answer.',
  /** 429: reminded `agoMinutes` (whole minutes, ≥ 0) ago; may remind again in `waitMinutes` (≥ 1). */
  tooSoon: (agoMinutes: number, waitMinutes: number) =>
    `Players were reminded ${agoMinutes < 1 ? 'less than a minute' : minutes(agoMinutes)} ago: you can remind them again in ${minutes(waitMinutes)}.`,
} as const;

type AppParts = Pick<FastifyInstance, 'db' | 'io' | 'log' | 'mailer' | 'jobs' | 'now'>;

/**
 * Reminds `userIds` of `game` inside `tx`: one notification each (notices.reminder, linking
 * to /games/{id}, kind 'reminders' with the game: the delivery adds the push and the email), their ids
 * and the notifications added to `notified`.
 */
async function remindInTx(
  tx: Executor,
  game: repo.ReminderGame,
  userIds: number[],
  notified: Notified,
): Promise<void> {
  if (userIds.length === 0) return;
  const ref = await gameRef(tx, game);
  const message = notices.reminder(ref);
  const mailMessage = notices.reminder(plainGameRef(ref));
  const { quote } = await gameMailParts(tx, game);
  await notify(
    tx,
    userIds.map((userId) => ({
      userId,
      message,
      link: notificationLinks.game(game.id),
      kind: 'reminders' as const,
      gameId: game.id,
      groupId: game.groupId,
      mailMessage,
      quote,
    })),
    notified,
  );
}

/**
 * One run of the sweep at `now`: in transactions of up to SWEEP_BATCH_SIZE due games (reminder_at ≤
 * `now`, locked with SKIP LOCKED, so two sweeps at once take different games), each game that has not
 * started reminds every member who has not answered and is not yet in game_reminders; a game that has
 * started is only cleared. reminder_at becomes null in the same transaction, which also queues the push and
 * email deliveries (`notify`); after each commit the unread counts are pushed (`announce`). Returns how many games were swept and how many
 * members reminded. Throws when the database does (the job is retried; nothing committed is redone).
 */
export async function sweepReminders(app: AppParts, now: Date): Promise<{ games: number; reminded: number }> {
  let total = { games: 0, reminded: 0 };
  for (;;) {
    const notified = Notified.delivering(app);
    const batch = await app.db.transaction(async (tx) => {
      const due = await repo.lockDueGames(tx, now, SWEEP_BATCH_SIZE);
      let reminded = 0;
      for (const game of due) {
        // A cancelled game reminds nobody (README "Cancelled games"); reinstating it sets its reminder again.
        if (game.gameDatetime.getTime() > now.getTime() && game.status !== 'cancelled') {
          const claimed = await repo.claimNonResponders(tx, game.id, game.groupId, now);
          await remindInTx(tx, game, claimed, notified);
          reminded += claimed.length;
        }
        await repo.clearReminder(tx, game.id);
      }
      return { games: due.length, reminded };
    });
    await announce(app, notified);
    total = { games: total.games + batch.games, reminded: total.reminded + batch.reminded };
    if (batch.games < SWEEP_BATCH_SIZE) return total;
  }
}

/**
 * Registers the sweep on the app's job queue (plugins/jobs.ts): every minute one instance runs
 * `sweepReminders` at the app's clock ('stately': one run at a time, at most one more waiting).
 */
export function defineReminderSweep(app: FastifyInstance): void {
  app.jobs.define({
    name: REMINDER_SWEEP_QUEUE,
    ...EVERY_MINUTE_SWEEP,
    handler: async () => {
      await sweepReminders(app, app.now());
    },
  });
}

/**
 * POST /api/games/{id}/remind: group admin `userId` reminds, at `now`, every member of the game's group
 * who has not answered (not themselves): a notification each (into `notified`; the caller announces it
 * after this resolves: push and email as each one's settings say). Everyone reminded is recorded in
 * game_reminders, so the automatic reminder skips them. Answers `{ success, reminded: N }`.
 *
 * At most once per game per MANUAL_REMINDER_SPACING_MINUTES: games.reminded_at is claimed in one
 * conditional UPDATE, so of two admins at once one reminds and the other gets 429. When nobody is left to
 * remind the answer is `reminded: 0` and nothing is recorded: it does not count as a reminder, so the
 * admin may remind a newcomer at once.
 *
 * Errors: 404 gameTexts.gameNotFound (unknown game, or the caller is not in its group), 403
 * reminderTexts.adminOnly (a member who is not a group admin), 409 reminderTexts.started (the game has
 * started) or gameTexts.gameCancelled (README "Cancelled games"), 429 reminderTexts.tooSoon (with Retry-After, in seconds).
 */
export async function remindNow(
  db: Database,
  userId: number,
  gameId: number,
  now: Date,
  notified: Notified = new Notified(),
): Promise<RemindReply> {
  return db.transaction(async (tx) => {
    const game = await repo.findGame(tx, gameId);
    if (!game) throw notFound(gameTexts.gameNotFound);
    await requireGroupAdmin(tx, game.groupId, userId, {
      notFound: gameTexts.gameNotFound,
      forbidden: reminderTexts.adminOnly,
    });
    if (game.gameDatetime.getTime() <= now.getTime()) throw conflict(reminderTexts.started);
    if (game.status === 'cancelled') throw conflict(gameTexts.gameCancelled, 'GAME_CANCELLED');
    const pending = await repo.nonResponderIds(tx, game.id, game.groupId, userId);
    if (pending.length === 0) return { success: true as const, reminded: 0 };
    const spacing = MANUAL_REMINDER_SPACING_MINUTES * MINUTE_MS;
    if (!(await repo.claimManualReminder(tx, game.id, now, new Date(now.getTime() - spacing)))) {
      const last = (await repo.lastManualReminder(tx, game.id)) ?? now;
      const since = Math.max(0, now.getTime() - last.getTime());
      const left = Math.max(1, spacing - since);
      throw tooManyRequests(
        reminderTexts.tooSoon(Math.floor(since / MINUTE_MS), Math.ceil(left / MINUTE_MS)),
        Math.ceil(left / 1000),
      );
    }
    await repo.recordReminded(tx, game.id, pending, now);
    await remindInTx(tx, game, pending, notified);
    return { success: true as const, reminded: pending.length };
  });
}
