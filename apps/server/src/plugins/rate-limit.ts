/**
 * Rate limits (issue #2 "Accounts", #3 "Password recovery", #6 "Hardening"; DESIGN.md: Redis for shared
 * rate limits). Counters live in memory (RateLimiterMemory) or, when a Redis URL is given, in Redis so
 * that every server instance shares them; an in-memory limiter insures against a Redis outage. Windows
 * are fixed: a block always ends when its window does, however often a blocked caller keeps trying, so
 * nobody is locked out for good. Past a limit the call answers 429 with a sentence saying when to retry
 * and a Retry-After header (seconds). The address is `request.ip`: the socket's, unless TRUST_PROXY names
 * the proxy (app.ts), so a spoofed X-Forwarded-For never resets a limit.
 *
 * Decorates the app with
 * - `loginLimiter` (failed logins): `begin(email, ip)` counts the attempt as a failure up front (so
 *   parallel guesses cannot slip past the check) or throws 429: 10 per email and 50 per IP in 15 minutes
 *   (an office or a mobile network shares one address, so the IP limit is looser), and at most 100
 *   failed password checks per account per hour, however often the owner signs in meanwhile;
 *   `succeeded(email, ip)`: a correct password clears the email's 15-minute count and gives the point
 *   back to the hourly and IP counts.
 * - `resetLimiter.take(email, ip)`: password-reset requests, 5 an hour per email and 20 per IP. Every
 *   request counts, known email or not, so the limit reveals nothing about which accounts exist.
 * - `signupLimiter.take(ip)`: 50 sign-ups an hour per IP address (a club signing up together on one
 *   venue's Wi-Fi stays well under it).
 * - `inviteLimiter.take(userId, ip)`: 30 invitations (add member with an email) an hour per inviting
 *   user and 60 per IP.
 * - `chatLimiter.take(userId)`: 30 chat posts per user in 30 seconds.
 * - `redis`: the one Redis command connection of this instance (null without a Redis URL), failing fast
 *   when Redis is down (no offline queue) so that limiters fall back to their insurance at once. The
 *   realtime gateway's per-socket limiter and /readyz use it too; socket.io's adapter keeps its own
 *   publish/subscribe pair.
 *
 * `createLimiter` is the one way to make a limiter (memory, or Redis insured by memory). Safe to register
 * more than once (the second registration is a no-op).
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { accountTexts } from '@turnout/shared';
import { tooManyRequests } from '../lib/http-errors.ts';

export type LoginLimiter = {
  begin(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
};

export type ResetLimiter = { take(email: string, ip: string): Promise<void> };
export type SignupLimiter = { take(ip: string): Promise<void> };
export type InviteLimiter = { take(userId: number, ip: string): Promise<void> };
export type ChatLimiter = { take(userId: number): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
    resetLimiter: ResetLimiter;
    signupLimiter: SignupLimiter;
    inviteLimiter: InviteLimiter;
    chatLimiter: ChatLimiter;
    redis: Redis | null;
  }
}

export type RateLimitOptions = {
  redisUrl?: string;
  /**
   * Prefix of every counter's key (default "turnout"). Instances of one cluster share it; tests give
   * each app its own so that test files sharing a Redis never count each other's requests.
   */
  namespace?: string;
  /** Failures allowed per email in `windowSeconds` (default 10). */
  perEmail?: number;
  /** Failures allowed per IP address in `windowSeconds` (default 50). */
  perIp?: number;
  /** Default 15 minutes. */
  windowSeconds?: number;
  /** Failed password checks allowed per account in `hourWindowSeconds` (default 100; not reset by a success). */
  perEmailHour?: number;
  /** Default one hour. */
  hourWindowSeconds?: number;
  /** Password-reset requests allowed per email (default 5) and per IP (default 20) in `resetWindowSeconds`. */
  resetPerEmail?: number;
  resetPerIp?: number;
  /** Default one hour. */
  resetWindowSeconds?: number;
  /** Sign-ups allowed per IP in `signupWindowSeconds` (default 50 an hour). */
  signupPerIp?: number;
  signupWindowSeconds?: number;
  /** Invitations allowed per inviting user (default 30) and per IP (default 60) in `inviteWindowSeconds` (an hour). */
  invitePerUser?: number;
  invitePerIp?: number;
  inviteWindowSeconds?: number;
  /** Chat posts allowed per user in `chatWindowSeconds` (default 30 in 30 seconds). */
  chatPerUser?: number;
  chatWindowSeconds?: number;
};

const emailKey = (email: string) => email.trim().toLowerCase();

/** "5 seconds", "1 minute", "15 minutes": when the caller may try again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const tooManySignups = (s: number) =>
  `Too many sign-ups from your network. Please try again in ${waitText(s)}.`;
const tooManyInvites = (s: number) => `Too many invitations sent. Please try again in ${waitText(s)}.`;
const tooManyMessages = (s: number) =>
  `You are sending messages too quickly. Please try again in ${waitText(s)}.`;

/**
 * A fixed-window limiter of `points` per `duration` seconds under `keyPrefix`: in Redis when `redis` is
 * given (shared by every instance, with an in-memory insurance limiter for Redis outages), else in memory.
 */
export function createLimiter(
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
    : memory;
}

export default fp(
  async (app, opts: RateLimitOptions) => {
    if (app.hasDecorator('loginLimiter')) return;
    const ns = opts.namespace ?? 'turnout';

    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true })
      : null;
    if (redis) {
      // A Redis outage must not crash the server: the insurance limiters take over meanwhile, and
      // /readyz reports it.
      redis.on('error', (err: Error) => app.log.warn({ err }, 'redis error'));
      await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'redis unavailable at start'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate('redis', redis);

    const make = (name: string, points: number, duration: number) =>
      createLimiter(redis, `${ns}:${name}`, points, duration);
    const window = opts.windowSeconds ?? 15 * 60;
    const byEmail = make('login-fail:email', opts.perEmail ?? 10, window);
    const byIp = make('login-fail:ip', opts.perIp ?? 50, window);
    const byEmailHour = make(
      'login-fail:email-hour',
      opts.perEmailHour ?? 100,
      opts.hourWindowSeconds ?? 3600,
    );

    const resetWindow = opts.resetWindowSeconds ?? 3600;
    const resetByEmail = make('reset:email', opts.resetPerEmail ?? 5, resetWindow);
    const resetByIp = make('reset:ip', opts.resetPerIp ?? 20, resetWindow);

    const signupByIp = make('signup:ip', opts.signupPerIp ?? 50, opts.signupWindowSeconds ?? 3600);

    const inviteWindow = opts.inviteWindowSeconds ?? 3600;
    const inviteByUser = make('invite:user', opts.invitePerUser ?? 30, inviteWindow);
    const inviteByIp = make('invite:ip', opts.invitePerIp ?? 60, inviteWindow);

    const chatByUser = make('chat:user', opts.chatPerUser ?? 30, opts.chatWindowSeconds ?? 30);

    /** Consumes one point; throws 429 when over the limit. A store error (no insurance left) lets the call through. */
    const take = async (
      limiter: RateLimiterAbstract,
      key: string | number,
      text: (seconds: number) => string = accountTexts.tooManyLoginAttempts,
    ) => {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw tooManyRequests(text(seconds), seconds);
        }
        app.log.error({ err: rejection }, 'rate limiter unavailable');
      }
    };

    app.decorate('loginLimiter', {
      async begin(email, ip) {
        await take(byEmail, emailKey(email));
        await take(byEmailHour, emailKey(email));
        await take(byIp, ip);
      },
      async succeeded(email, ip) {
        await Promise.allSettled([
          byEmail.delete(emailKey(email)),
          byEmailHour.reward(emailKey(email), 1),
          byIp.reward(ip, 1),
        ]);
      },
    } satisfies LoginLimiter);
    app.decorate('resetLimiter', {
      async take(email: string, ip: string) {
        await take(resetByIp, ip, accountTexts.tooManyResetRequests);
        await take(resetByEmail, emailKey(email), accountTexts.tooManyResetRequests);
      },
    } satisfies ResetLimiter);
    app.decorate('signupLimiter', {
      take: (ip: string) => take(signupByIp, ip, tooManySignups),
    } satisfies SignupLimiter);
    app.decorate('inviteLimiter', {
      async take(userId: number, ip: string) {
        await take(inviteByUser, userId, tooManyInvites);
        await take(inviteByIp, ip, tooManyInvites);
      },
    } satisfies InviteLimiter);
    app.decorate('chatLimiter', {
      take: (userId: number) => take(chatByUser, userId, tooManyMessages),
    } satisfies ChatLimiter);
  },
  { name: 'rate-limit' },
);
