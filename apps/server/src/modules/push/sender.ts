/**
 * Sending one push (README "Notifications", Web Push and Delivery): the payload as JSON, encrypted for
 * the browser (RFC 8291, aes128gcm) and signed with our VAPID keys (RFC 8292) by the `web-push` library
 * (`generateRequestDetails`), with a TTL of 24 hours (a push service keeps it that long for a browser
 * that is offline). We make the HTTPS request ourselves, under one overall deadline (PUSH_DEADLINE_MS,
 * 10 s): DNS, connect, TLS and the answer's status line and headers together, however slowly the far end
 * trickles bytes (an idle timeout would never fire on a trickle). At the deadline the request is
 * destroyed. The answer's body is discarded, and cut off at the same deadline.
 *
 * Connections go through an https.Agent whose DNS lookup refuses addresses off the public internet
 * (addresses.ts guardedLookup); hosts in PUSH_ALLOW_HOSTS use an agent without that guard. Both trust the
 * system's CA certificates plus `extraCa` (tests: a loopback receiver's self-signed certificate).
 *
 * Errors never carry the endpoint URL (a capability): `PushRefusedError` (the push service answered
 * outside 2xx: `statusCode`) and `PushUnreachableError` (the deadline, a connection or TLS failure:
 * `reason`); a DNS name resolving only to refused addresses rejects with addresses.ts RefusedAddressError.
 */
import https from 'node:https';
import tls from 'node:tls';
import type { default as WebPush } from 'web-push';
import type { PushPayload } from '@turnout/shared';
import { guardedLookup, isAllowedHost, RefusedAddressError } from './addresses.ts';
import type { VapidKeys } from './keys.ts';

/** How long a push service keeps a push for an offline browser, in seconds (24 hours). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/**
 * A push request not answered (status line and headers) within this many milliseconds of its start is
 * destroyed and counts as unreachable: DNS, connect, TLS and answer together.
 */
export const PUSH_DEADLINE_MS = 10_000;
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
  /** The overall deadline of one push, in milliseconds (default PUSH_DEADLINE_MS; tests shorten it). */
  deadlineMs?: number;
};

/** `payload` as sent: the body cut to PUSH_BODY_MAX_CHARS characters (with "…"). */
export function boundedPayload(payload: PushPayload): PushPayload {
  const chars = Array.from(payload.body);
  if (chars.length <= PUSH_BODY_MAX_CHARS) return payload;
  return { ...payload, body: `${chars.slice(0, PUSH_BODY_MAX_CHARS - 1).join('')}…` };
}

/**
 * A sender with its two agents (guarded, and for PUSH_ALLOW_HOSTS unguarded). `send` resolves once the
 * push service answered 2xx; it rejects as the module says, at the latest `deadlineMs` after the start.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const ca = options.extraCa?.length ? [...tls.rootCertificates, ...options.extraCa] : undefined;
  const guarded = new https.Agent({ keepAlive: true, lookup: guardedLookup, ...(ca ? { ca } : {}) });
  const allowed = new https.Agent({ keepAlive: true, ...(ca ? { ca } : {}) });
  const deadlineMs = options.deadlineMs ?? PUSH_DEADLINE_MS;
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };

  // web-push is loaded with the first push, not at start (bench/README.md "Start-up", idle memory).
  let library: Promise<typeof WebPush> | undefined;

  return {
    async send(subscription, payload) {
      const url = new URL(subscription.endpoint);
      const webPush = await (library ??= import('web-push').then((m) => m.default));
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(boundedPayload(payload)),
        { vapidDetails, contentEncoding: 'aes128gcm', TTL: PUSH_TTL_SECONDS, urgency: 'normal' },
      );
      const agent = isAllowedHost(url, options.allowHosts) ? allowed : guarded;
      const status = await new Promise<number>((resolve, reject) => {
        const late = new Error(`no answer within ${deadlineMs} ms`);
        const request = https.request(url, { method: details.method, headers: details.headers, agent });
        // The deadline holds for the whole exchange: the answer's body too is cut off then.
        const timer = setTimeout(() => request.destroy(late), deadlineMs);
        request.on('response', (response) => {
          response.on('error', () => {});
          response.on('close', () => clearTimeout(timer));
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', (err) => {
          clearTimeout(timer);
          reject(err);
        });
        request.end(details.body ?? undefined);
      }).catch((err: unknown) => {
        if (err instanceof RefusedAddressError) throw err;
        const code = (err as NodeJS.ErrnoException).code;
        const message = err instanceof Error ? err.message : String(err);
        // Node's network messages name a host and port at most, never the path.
        throw new PushUnreachableError(code ?? message, url.host);
      });
      if (status < 200 || status > 299) throw new PushRefusedError(status, url.host);
    },
    close() {
      guarded.destroy();
      allowed.destroy();
    },
  };
}
