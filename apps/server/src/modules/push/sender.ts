/**
 * Sending one push (README "Notifications", Web Push): the payload as JSON, encrypted for the browser
 * (RFC 8291, aes128gcm) and signed with our VAPID keys (RFC 8292) by the `web-push` library, POSTed to
 * the subscription's endpoint with a TTL of 24 hours (a push service keeps it that long for a browser
 * that is offline) and a 10-second socket timeout.
 *
 * Connections go through an https.Agent whose DNS lookup refuses addresses off the public internet
 * (addresses.ts guardedLookup); hosts in PUSH_ALLOW_HOSTS use an agent without that guard. Both trust the
 * system's CA certificates plus `extraCa` (tests: a loopback receiver's self-signed certificate).
 *
 * Errors never carry the endpoint URL (a capability): `PushRefusedError` (the push service answered
 * outside 2xx: `statusCode`) and `PushUnreachableError` (timeout, connection or TLS failure); a DNS name
 * resolving only to refused addresses rejects with addresses.ts RefusedAddressError.
 */
import https from 'node:https';
import tls from 'node:tls';
import webPush from 'web-push';
import type { PushPayload } from '@turnout/shared';
import { guardedLookup, isAllowedHost, RefusedAddressError } from './addresses.ts';
import type { VapidKeys } from './keys.ts';

/** How long a push service keeps a push for an offline browser, in seconds (24 hours). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** A push request idle for this long is abandoned (and the job retried), in milliseconds. */
export const PUSH_TIMEOUT_MS = 10_000;
/** A push's body is cut to this many characters (a push carries at most about 4 KB). */
export const PUSH_BODY_MAX_CHARS = 1000;

/** The push service answered with a status outside 2xx. */
export class PushRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    host: string,
  ) {
    super(`The push service at ${host} answered ${statusCode}.`);
    this.name = 'PushRefusedError';
  }
}

/** The push service could not be reached or did not answer in time. */
export class PushUnreachableError extends Error {
  constructor(
    readonly reason: string,
    host: string,
  ) {
    super(`The push service at ${host} could not be reached: ${reason}.`);
    this.name = 'PushUnreachableError';
  }
}

export type PushSender = {
  /** Sends `payload` to one subscription; rejects as described above. */
  send(subscription: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload): Promise<void>;
  /** Closes the agents' idle connections. */
  close(): void;
};

export type PushSenderOptions = {
  keys: VapidKeys;
  /** VAPID_SUBJECT: a mailto: address or https: URL the push services may contact. */
  subject: string;
  /** PUSH_ALLOW_HOSTS ("host:port"). */
  allowHosts: readonly string[];
  /** PEM certificates trusted besides the system's (tests only). */
  extraCa?: string[];
};

/** `payload` as sent: the body cut to PUSH_BODY_MAX_CHARS characters (with "…"). */
export function boundedPayload(payload: PushPayload): PushPayload {
  const chars = Array.from(payload.body);
  if (chars.length <= PUSH_BODY_MAX_CHARS) return payload;
  return { ...payload, body: `${chars.slice(0, PUSH_BODY_MAX_CHARS - 1).join('')}…` };
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const ca = options.extraCa?.length ? [...tls.rootCertificates, ...options.extraCa] : undefined;
  const guarded = new https.Agent({ keepAlive: true, lookup: guardedLookup, ...(ca ? { ca } : {}) });
  const allowed = new https.Agent({ keepAlive: true, ...(ca ? { ca } : {}) });
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };

  return {
    async send(subscription, payload) {
      const url = new URL(subscription.endpoint);
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(boundedPayload(payload)),
          {
            vapidDetails,
            contentEncoding: 'aes128gcm',
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
            timeout: PUSH_TIMEOUT_MS,
            agent: isAllowedHost(url, options.allowHosts) ? allowed : guarded,
          },
        );
      } catch (err) {
        if (err instanceof RefusedAddressError) throw err;
        if (err instanceof webPush.WebPushError) throw new PushRefusedError(err.statusCode, url.host);
        const code = (err as NodeJS.ErrnoException).code;
        const message = err instanceof Error ? err.message : String(err);
        // Node's network messages name a host and port at most, never the path.
        throw new PushUnreachableError(code ?? message, url.host);
      }
    },
    close() {
      guarded.destroy();
      allowed.destroy();
    },
  };
}
