/**
 * Web Push routes (README "Notifications", Web Push):
 * - GET    /api/push/public-key      (no token) → { publicKey }: the VAPID public key, base64url, the
 *   browser's applicationServerKey;
 * - POST   /api/push/subscriptions   (signed in) the browser's PushSubscription JSON
 *   `{ endpoint, keys: { p256dh, auth } }` → 201 { success, message }; the same endpoint posted again
 *   updates its keys and owner, never a second row;
 * - DELETE /api/push/subscriptions   (signed in) `{ endpoint }` → 200 { success, message }: deletes the
 *   caller's own subscription at that endpoint; an endpoint that is not theirs (unknown, or another
 *   user's) is also 200 and changes nothing, so the answer tells nobody whose an endpoint is.
 * A bad endpoint (not https:, a loopback/private/link-local/unique-local host: addresses.ts) or keys
 * that are not a P-256 public key and a 16-byte auth secret → 400 with a sentence.
 *
 * The plugin also holds the VAPID keys (keys.ts), the sender (sender.ts), what it knows of each push
 * service (origins.ts) and the `push.send` job (service.ts); `queuePushes` (service.ts) is what other
 * modules call.
 */
import { ECDH } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushPublicKeyReplySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionReplySchema,
  pushUnsubscribeBodySchema,
} from '@turnout/shared';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { endpointProblem } from './addresses.ts';
import { resolveVapidKeys } from './keys.ts';
import { createOriginGate } from './origins.ts';
import { createPushSender } from './sender.ts';
import { definePushJob, deleteSubscription, saveSubscription } from './service.ts';

/** Web Push options beyond the config; every one but `namespace` is for tests. */
export type PushOptions = {
  /** CA certificates (PEM) the sender trusts besides the system's (a loopback receiver's). */
  extraCa?: string[];
  /** Prefix of the origins' Redis keys (default "turnout"); instances of one cluster share it. */
  namespace?: string;
  /** One push's overall deadline, ms (default sender.ts PUSH_DEADLINE_MS). */
  deadlineMs?: number;
  /** The wait before a failed push's first retry, ms (default service.ts PUSH_RETRY_DELAY_MS). */
  retryDelayMs?: number;
  /** A failing origin's first pause, ms (default origins.ts PUSH_FIRST_PAUSE_MS; 0: no pauses). */
  firstPauseMs?: number;
  /** How long a job for an origin without a free place waits, ms (default PUSH_BUSY_WAIT_MS). */
  busyWaitMs?: number;
  /** The origins' clock, ms since the epoch (default Date.now). */
  now?: () => number;
};

/** A job for an origin with no free place on this instance waits this long (ms), plus up to a second. */
export const PUSH_BUSY_WAIT_MS = 2_000;

export const SUBSCRIBED_MESSAGE = 'Notifications are on for this device.';
export const UNSUBSCRIBED_MESSAGE = 'Notifications are off for this device.';
export const BAD_P256DH = 'keys.p256dh must be the browser’s P-256 public key (65 bytes, base64url).';
export const BAD_AUTH = 'keys.auth must be the browser’s 16-byte auth secret (base64url).';

/** True when `p256dh` (base64url) is an uncompressed point on P-256, as RFC 8291 needs. */
function isP256PublicKey(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const routes: FastifyPluginAsyncZod<{ config: Config } & PushOptions> = async (app, opts) => {
  const { config } = opts;
  const keys = await resolveVapidKeys(config);
  const sender = createPushSender({
    keys,
    subject: config.vapidSubject,
    allowHosts: config.pushAllowHosts,
    extraCa: opts.extraCa,
    deadlineMs: opts.deadlineMs,
  });
  let redisWarnedAt = 0;
  const gate = createOriginGate({
    redis: app.redis,
    namespace: opts.namespace ?? 'turnout',
    now: opts.now,
    firstPauseMs: opts.firstPauseMs,
    busyWaitMs: opts.busyWaitMs ?? PUSH_BUSY_WAIT_MS,
    onRedisError: (err) => {
      // Once a minute at most: during an outage every push would say it again.
      if (Date.now() - redisWarnedAt < 60_000) return;
      redisWarnedAt = Date.now();
      app.log.warn({ err }, 'push origins: redis failed; pauses kept in memory meanwhile');
    },
  });
  definePushJob(app, sender, gate, { allowHosts: config.pushAllowHosts, retryDelayMs: opts.retryDelayMs });
  app.addHook('onClose', async () => {
    // Pushes being sent finish first (the queue stops; idempotent), then the idle connections close.
    await app.jobs.stop();
    sender.close();
  });

  app.get('/api/push/public-key', { schema: { response: { 200: pushPublicKeyReplySchema } } }, async () => ({
    publicKey: keys.publicKey,
  }));

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: { body: pushSubscriptionBodySchema, response: { 201: pushSubscriptionReplySchema } },
    },
    async (request, reply) => {
      const { endpoint, keys: browserKeys } = request.body;
      const problem = endpointProblem(endpoint, config.pushAllowHosts);
      if (problem) throw badRequest(problem);
      if (!isP256PublicKey(browserKeys.p256dh)) throw badRequest(BAD_P256DH);
      if (Buffer.from(browserKeys.auth, 'base64url').length !== 16) throw badRequest(BAD_AUTH);
      await saveSubscription(app.db, request.user.id, { endpoint, keys: browserKeys }, app.now());
      return reply.code(201).send({ success: true as const, message: SUBSCRIBED_MESSAGE });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: { body: pushUnsubscribeBodySchema, response: { 200: pushSubscriptionReplySchema } },
    },
    async (request) => {
      await deleteSubscription(app.db, request.user.id, request.body.endpoint);
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    },
  );
};

export default routes;
