/**
 * Web Push (README "Notifications", Web Push): the subscriptions of each user's browsers and the
 * delivery of a payload to them.
 *
 * - `saveSubscription` / `deleteSubscription`: POST and DELETE /api/push/subscriptions (routes.ts).
 * - `pushJobsOf(db, pushes)` and `queuePushJobs(app, tx, jobs)`: one `push.send` job per subscription of
 *   each person, their subscriptions read with one query, written inside the fan-out's transaction (the
 *   delivery job of notifications/delivery.ts, for the people of a batch whose settings want a push).
 * - `definePushJob(app, sender, gate, options)`: the `push.send` handler (README "Notifications",
 *   Delivery), PUSH_CONCURRENCY jobs at once per instance: reads the subscription (gone → done); when
 *   its push service (origin) is paused or already has two sends from this instance (origins.ts), queues
 *   the job again, behind the others, for later; else sends the payload (sender.ts: RFC 8291 aes128gcm,
 *   RFC 8292 VAPID, a 10-second overall deadline) and decides by the answer: 2xx done; 404 or 410 → the
 *   subscription is deleted (the browser dropped it); 429, 5xx, the deadline or a network error → the
 *   origin is paused and the push queued again, behind the others, up to PUSH_RETRIES times; any other
 *   4xx, or an endpoint no longer allowed (addresses.ts) → logged once and given up. A subscription whose
 *   pushes have failed for 24 hours (by `app.now()`) is deleted at its next failure.
 *
 * An endpoint URL is a capability (whoever knows it can push to that browser): log lines name its
 * host only, and job data carries the subscription id, never the URL.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushPayload, PushSubscriptionBody } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { endpointProblem, RefusedAddressError } from './addresses.ts';
import type { OriginGate } from './origins.ts';
import { PushRefusedError, PushUnreachableError, type PushSender } from './sender.ts';

export const PUSH_SEND_QUEUE = 'push.send';

/** A user keeps at most this many browsers subscribed, the most recently posted (older ones dropped). */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** Data of one `push.send` job; `failures`: its failed attempts so far (absent: none). */
export type PushJob = { subscriptionId: number; payload: PushPayload; failures?: number };

/**
 * Stores the browser's subscription for `userId` (POST /api/push/subscriptions): a new endpoint is
 * inserted; a known one (unique) gets the new keys and owner (a browser signed in as someone else now
 * pushes to them). Then drops the user's subscriptions beyond the newest MAX_SUBSCRIPTIONS_PER_USER.
 * The endpoint must have passed `endpointProblem` already.
 */
export async function saveSubscription(
  db: Executor,
  userId: number,
  body: { endpoint: string; keys: PushSubscriptionBody['keys'] },
  now: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, updatedAt: now },
    });
  const newest = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS_PER_USER);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        newest.map((r) => r.id),
      ),
    ),
  );
}

/**
 * Deletes `userId`'s own subscription at `endpoint` (DELETE /api/push/subscriptions); another user's
 * subscription at that endpoint is left alone. Resolves to whether a row was deleted.
 */
export async function deleteSubscription(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The host (and port) of an endpoint for a log line: never its path, which is the capability. */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(not a URL)';
  }
}

/** Retries of a push after its first attempt (six attempts in all). */
export const PUSH_RETRIES = 5;
/** The wait before a push's first retry, in milliseconds, doubled at each (about 15 minutes in all). */
export const PUSH_RETRY_DELAY_MS = 30_000;
/** A subscription whose pushes have failed for this long is deleted at its next failure (24 hours, ms). */
export const PUSH_FAILING_LIMIT_MS = 24 * 3600_000;
/** Concurrent `push.send` jobs per instance. */
export const PUSH_CONCURRENCY = 8;

export type PushJobOptions = {
  /** PUSH_ALLOW_HOSTS. */
  allowHosts: readonly string[];
  /** The wait before the first retry, ms (default PUSH_RETRY_DELAY_MS; tests 0: at once). */
  retryDelayMs?: number;
};

/**
 * Registers the `push.send` queue (before the app is ready): PUSH_CONCURRENCY jobs at once per instance,
 * each send to an origin through `gate` (origins.ts: pauses and places). A job whose origin is paused or
 * has no free place is not tried: it is queued again as a new job (behind every job queued meanwhile;
 * pg-boss takes the oldest first) to start once the pause ends or a place may be free. A failed attempt
 * (timeout, unreachable, 429, 5xx) is queued again the same way after PUSH_RETRY_DELAY_MS doubled per
 * failure, or the origin's pause if longer, PUSH_RETRIES times; then it is logged as an error and given
 * up. pg-boss's own retries (which keep a job's place in the queue) are left for unexpected errors, such
 * as the database failing. Every failed attempt of a subscription, whatever the answer (but 404 and 410,
 * which delete it), marks it failing from `app.now()` on; a success clears that; a failure 24 hours or
 * more after it began deletes the subscription.
 */
export function definePushJob(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log' | 'now'>,
  sender: PushSender,
  gate: OriginGate,
  options: PushJobOptions,
): void {
  const remove = (id: number) => app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  const retryDelayMs = options.retryDelayMs ?? PUSH_RETRY_DELAY_MS;
  /** Queues `job` again as a new job, to start `delayMs` (plus up to a second, spreading them) from now. */
  const again = async (job: PushJob, delayMs: number) => {
    const wait = delayMs > 0 ? Math.ceil(delayMs + Math.random() * 1000) : 0;
    await app.jobs.send(PUSH_SEND_QUEUE, job, wait > 0 ? { startAfter: wait / 1000 } : {});
  };
  /**
   * Marks subscription `id` failing from now unless it already is; deletes it when it has been failing
   * for PUSH_FAILING_LIMIT_MS. Resolves to true when it is gone.
   */
  const failing = async (id: number): Promise<boolean> => {
    const now = app.now();
    const [row] = await app.db
      .update(pushSubscriptions)
      .set({
        failingSince: sql`coalesce(${pushSubscriptions.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(pushSubscriptions.id, id))
      .returning({ failingSince: pushSubscriptions.failingSince });
    if (!row) return true;
    if (row.failingSince && now.getTime() - row.failingSince.getTime() >= PUSH_FAILING_LIMIT_MS) {
      await remove(id);
      return true;
    }
    return false;
  };

  app.jobs.define<PushJob>({
    name: PUSH_SEND_QUEUE,
    concurrency: PUSH_CONCURRENCY,
    // Only for unexpected errors (the database): delivery failures are queued again by the handler.
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    handler: async (job) => {
      const { subscriptionId, payload } = job;
      const failures = job.failures ?? 0;
      const [subscription] = await app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, subscriptionId));
      if (!subscription) return;
      const host = endpointHost(subscription.endpoint);
      const log = app.log.child({ queue: PUSH_SEND_QUEUE, subscription: subscriptionId, host });
      if (endpointProblem(subscription.endpoint, options.allowHosts) !== null) {
        // Stored while PUSH_ALLOW_HOSTS allowed it, no longer allowed: it can never be delivered.
        await remove(subscriptionId);
        log.warn(`push endpoint at ${host} is no longer allowed; subscription deleted`);
        return;
      }
      const origin = new URL(subscription.endpoint).origin;
      const entry = await gate.enter(origin);
      if ('waitMs' in entry) {
        log.debug({ waitMs: entry.waitMs, why: entry.why }, `push to ${host} waits for its origin`);
        await again(job, entry.waitMs);
        return;
      }
      let err: unknown = null;
      try {
        await sender.send(subscription, payload);
      } catch (caught) {
        err = caught;
      } finally {
        entry.release();
      }

      if (err === null) {
        await gate.answered(origin);
        if (subscription.failingSince) {
          await app.db
            .update(pushSubscriptions)
            .set({ failingSince: null })
            .where(eq(pushSubscriptions.id, subscriptionId));
        }
        return;
      }
      if (err instanceof PushRefusedError && (err.statusCode === 404 || err.statusCode === 410)) {
        await gate.answered(origin);
        await remove(subscriptionId);
        log.info(`push service at ${host} answered ${err.statusCode}: subscription deleted`);
        return;
      }
      if (!(
        err instanceof PushRefusedError ||
        err instanceof PushUnreachableError ||
        err instanceof RefusedAddressError
      ))
        throw err;
      const originFailed =
        err instanceof PushUnreachableError ||
        (err instanceof PushRefusedError && (err.statusCode === 429 || err.statusCode >= 500));
      let pause = 0;
      if (originFailed) pause = await gate.failed(origin);
      else if (err instanceof PushRefusedError) await gate.answered(origin);

      if (await failing(subscriptionId)) {
        log.warn({ err }, `pushes to ${host} have failed for 24 hours; subscription deleted`);
        return;
      }
      if (err instanceof RefusedAddressError) {
        log.warn(`push endpoint at ${host} resolves to no public address; push not sent`);
        return;
      }
      if (!originFailed && err instanceof PushRefusedError) {
        log.warn(`push service at ${host} refused a push with ${err.statusCode}; not retried`);
        return;
      }
      if (failures >= PUSH_RETRIES) {
        log.error({ err, attempts: failures + 1 }, `push to ${host} failed ${failures + 1} times; giving up`);
        return;
      }
      log.warn(
        { err, attempt: failures + 1, retriesLeft: PUSH_RETRIES - failures },
        `push to ${host} failed; it will be retried`,
      );
      await again({ ...job, failures: failures + 1 }, Math.max(retryDelayMs * 2 ** failures, pause));
    },
  });
}

/**
 * The `push.send` jobs of `pushes`: one per payload and subscription of its user, the subscriptions of all
 * users read with one query; people without subscriptions get none.
 */
export async function pushJobsOf(
  db: Executor,
  pushes: { userId: number; payload: PushPayload }[],
): Promise<PushJob[]> {
  if (pushes.length === 0) return [];
  const rows = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(pushes.map((p) => p.userId))]))
    .orderBy(pushSubscriptions.id);
  const byUser = new Map<number, number[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
  return pushes.flatMap(({ userId, payload }) =>
    (byUser.get(userId) ?? []).map((subscriptionId) => ({ subscriptionId, payload })),
  );
}

/**
 * Writes `jobs` to the `push.send` queue inside `tx` (one statement), job n with the id `idOf(n)` when
 * given (a fan-out run again writes nothing twice). Rejects when they cannot be written.
 */
export async function queuePushJobs(
  app: Pick<FastifyInstance, 'jobs'>,
  tx: Executor,
  jobs: PushJob[],
  idOf?: (n: number) => string,
): Promise<void> {
  await app.jobs.sendMany(
    PUSH_SEND_QUEUE,
    jobs.map((data, n) => ({ data, ...(idOf ? { id: idOf(n) } : {}) })),
    { tx },
  );
}

/**
 * Deletes every push subscription of `userId` (all their browsers) on `tx`, the caller's transaction:
 * signing out everywhere, a password change, a password reset, an email change and an account deletion
 * call it beside their own writes (README "Security": pushes stop with the session), so that no browser
 * of an ended session receives a direct message's text or a reminder's one-tap links. The browser that
 * stays signed in posts its subscription again (apps/web push-device.ts `keepPushOnThisDevice`). Other
 * users' subscriptions are untouched. Resolves to the number of subscriptions deleted.
 */
export async function deleteSubscriptionsOf(tx: Executor, userId: number): Promise<number> {
  const deleted = await tx
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}
