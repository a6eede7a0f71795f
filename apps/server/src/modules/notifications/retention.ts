/**
 * Notification retention (nobody can flood a member's notifications): a daily job deletes notifications
 * older than NOTIFICATION_MAX_AGE_DAYS and all but each user's newest NOTIFICATIONS_KEPT_PER_USER (which
 * `notify` already enforces as it inserts; the job catches what two simultaneous inserts left), then
 * pushes the new unread count to everyone who lost an unread notification.
 *
 * The job runs once a day on one instance (the job queue's cron, plugins/jobs.ts); should two runs
 * overlap they delete the same rows: harmless. Tests call `pruneNotifications` with the `now` they
 * choose, or run the job on a clock they set.
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

/** The queue of the daily retention job. */
export const RETENTION_QUEUE = 'notifications.retention';

/**
 * Registers the daily job on the app's job queue (plugins/jobs.ts): at 03:17 UTC one instance runs
 * `pruneNotifications` at the app's clock; a failure is retried, then logged.
 */
export function defineRetentionJob(app: FastifyInstance): void {
  app.jobs.define({
    name: RETENTION_QUEUE,
    cron: '17 3 * * *',
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 300,
    handler: async () => {
      await pruneNotifications(app, app.now());
    },
  });
}
