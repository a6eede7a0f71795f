/**
 * Web Push (README "Notifications", Web Push): the subscriptions of each user's browsers and the
 * delivery of a payload to them.
 *
 * - `saveSubscription` / `deleteSubscription`: POST and DELETE /api/push/subscriptions (routes.ts).
 * - `pushJobsOf(db, pushes)` and `queuePushJobs(app, tx, jobs)`: one `push.send` job per subscription of
 *   each person, their subscriptions read with one query, written inside the fan-out's transaction (the
 *   delivery job of notifications/delivery.ts, for the people of a batch whose settings want a push).
 * - `definePushJob(app, sender)`: the `push.send` handler: reads the subscription (gone → done), sends
 *   the payload with web-push (RFC 8291 aes128gcm, RFC 8292 VAPID, sender.ts) and decides by the push
 *   service's answer: 2xx done; 404 or 410 → the subscription is deleted (the browser dropped it);
 *   429, 5xx, a timeout or a network error → thrown, so the queue retries with backoff; any other 4xx,
 *   or an endpoint no longer allowed (addresses.ts) → logged once and given up.
 *
 * An endpoint URL is a capability (whoever knows it can push to that browser): log lines name its
 * host only, and job data carries the subscription id, never the URL.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PushPayload, PushSubscriptionBody } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { endpointProblem, RefusedAddressError } from './addresses.ts';
import { PushRefusedError, type PushSender } from './sender.ts';

export const PUSH_SEND_QUEUE = 'push.send';

/** A user keeps at most this many browsers subscribed, the most recently posted (older ones dropped). */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** Data of one `push.send` job. */
export type PushJob = { subscriptionId: number; payload: PushPayload };

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

/**
 * Registers the `push.send` queue (before the app is ready): 5 retries after the first attempt, 30 s
 * then doubling (about 15 minutes in all), a run cut off after 60 s. `allowHosts` is PUSH_ALLOW_HOSTS.
 */
export function definePushJob(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'log'>,
  sender: PushSender,
  allowHosts: readonly string[],
): void {
  const remove = (id: number) => app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  app.jobs.define<PushJob>({
    name: PUSH_SEND_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 60,
    handler: async ({ subscriptionId, payload }) => {
      const [subscription] = await app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, subscriptionId));
      if (!subscription) return;
      const host = endpointHost(subscription.endpoint);
      const log = app.log.child({ queue: PUSH_SEND_QUEUE, subscription: subscriptionId, host });
      if (endpointProblem(subscription.endpoint, allowHosts) !== null) {
        // Stored while PUSH_ALLOW_HOSTS allowed it, no longer allowed: it can never be delivered.
        await remove(subscriptionId);
        log.warn(`push endpoint at ${host} is no longer allowed; subscription deleted`);
        return;
      }
      try {
        await sender.send(subscription, payload);
      } catch (err) {
        if (err instanceof PushRefusedError) {
          if (err.statusCode === 404 || err.statusCode === 410) {
            await remove(subscriptionId);
            log.info(`push service at ${host} answered ${err.statusCode}: subscription deleted`);
            return;
          }
          if (err.statusCode === 429 || err.statusCode >= 500) throw err;
          log.warn(`push service at ${host} refused a push with ${err.statusCode}; not retried`);
          return;
        }
        if (err instanceof RefusedAddressError) {
          log.warn(`push endpoint at ${host} resolves to no public address; push not sent`);
          return;
        }
        throw err;
      }
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
