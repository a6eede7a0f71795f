/**
 * Notification retention (nobody can flood a member's notifications): a daily job deletes notifications
 * older than NOTIFICATION_MAX_AGE_DAYS and all but each user's newest NOTIFICATIONS_KEPT_PER_USER (which
 * `notify` already enforces as it inserts; the job catches what two simultaneous inserts left), then
 * pushes the new unread count to everyone who lost an unread notification.
 *
 * Until the job queue arrives (DESIGN.md "Growing past the spec": pg-boss) this is a timer in each
 * instance: one run when the app is ready, then every 24 hours; the timer is cleared when the app
 * closes, and a run in progress is awaited. Several instances running it at once delete the same rows:
 * harmless. Tests call `pruneNotifications` with the `now` they choose.
 */
import type { FastifyInstance } from 'fastify';
import * as repo from './repository.ts';
import { NOTIFICATIONS_KEPT_PER_USER, pushUnreadCounts } from './service.ts';

/** Notifications older than this many days are deleted by the daily job. */
export const NOTIFICATION_MAX_AGE_DAYS = 90;

const DAY_MS = 24 * 3600_000;

type AppParts = Pick<FastifyInstance, 'db' | 'io' | 'log'>;

/**
 * One run of the job at `now`: deletes notifications created more than NOTIFICATION_MAX_AGE_DAYS before
 * `now` and every user's notifications beyond their newest NOTIFICATIONS_KEPT_PER_USER, then pushes the
 * unread counts that changed. Returns the ids of the users whose unread count changed, ascending.
 * Throws when the database does (the timer logs it).
 */
export async function pruneNotifications(app: AppParts, now: Date): Promise<number[]> {
  const before = new Date(now.getTime() - NOTIFICATION_MAX_AGE_DAYS * DAY_MS);
  const changed = await repo.prune(app.db, before, NOTIFICATIONS_KEPT_PER_USER);
  // In slices, so that one push query never carries an unbounded list of users.
  for (let i = 0; i < changed.length; i += 500) await pushUnreadCounts(app, changed.slice(i, i + 500));
  return changed;
}

/**
 * Starts the daily job on `app`: a run when the app is ready (awaited, so a test or the first request
 * never races it), then one every `intervalMs` (default 24 h) at `clock()` (default the real time).
 */
export function startRetentionJob(
  app: FastifyInstance,
  options: { clock?: () => Date; intervalMs?: number } = {},
): void {
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const run = () => {
    running = pruneNotifications(app, clock()).catch((err: unknown) =>
      app.log.error({ err }, 'notification retention job failed'),
    );
    return running;
  };

  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), options.intervalMs ?? DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
