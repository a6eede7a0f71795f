/**
 * Login rate limits (issue #2 "Accounts"; DESIGN.md: Redis for shared rate limits). Failed logins are
 * counted per email and per IP address over 15 minutes: 10 per email, 50 per IP (an office or a mobile
 * network shares one address, so the IP limit is looser). The attempt after the limit answers 429 with a
 * sentence saying when to retry and a Retry-After header (seconds).
 *
 * Counters live in memory (RateLimiterMemory) or, when a Redis URL is given, in Redis so that every
 * server instance shares them; an in-memory limiter insures against a Redis outage.
 *
 * Decorates the app with `loginLimiter`:
 * - `begin(email, ip)`: counts the attempt as a failure up front (so parallel guesses cannot slip past
 *   the check) or throws HttpError 429 when a limit is reached;
 * - `succeeded(email, ip)`: a correct password clears the email's counter and gives the IP its point back.
 *
 * and with `resetLimiter` (issue #3 "Password recovery"): `take(email, ip)` counts one password-reset
 * request per email (5 an hour) and per IP (20 an hour) and throws HttpError 429 past either limit.
 * Every request counts, known email or not, so the limit reveals nothing about which accounts exist.
 *
 * Safe to register more than once (the second registration is a no-op).
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

export type ResetLimiter = {
  take(email: string, ip: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
    resetLimiter: ResetLimiter;
  }
}

export type RateLimitOptions = {
  redisUrl?: string;
  /** Failures allowed per email in `windowSeconds` (default 10). */
  perEmail?: number;
  /** Failures allowed per IP address in `windowSeconds` (default 50). */
  perIp?: number;
  windowSeconds?: number;
  /** Password-reset requests allowed per email (default 5) and per IP (default 20) in `resetWindowSeconds`. */
  resetPerEmail?: number;
  resetPerIp?: number;
  /** Default one hour. */
  resetWindowSeconds?: number;
};

const emailKey = (email: string) => email.trim().toLowerCase();

export default fp(
  async (app, opts: RateLimitOptions) => {
    if (app.hasDecorator('loginLimiter')) return;
    const duration = opts.windowSeconds ?? 15 * 60;
    const limits = { email: opts.perEmail ?? 10, ip: opts.perIp ?? 50 };

    let redis: Redis | undefined;
    if (opts.redisUrl) {
      redis = new Redis(opts.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      // A Redis outage must not crash the server: the insurance limiter takes over meanwhile.
      redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit redis error'));
      await redis
        .connect()
        .catch((err: unknown) => app.log.warn({ err }, 'rate-limit redis unavailable at start'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }

    const make = (keyPrefix: string, points: number, window = duration): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: window });
      return redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            points,
            duration: window,
            insuranceLimiter: memory,
          })
        : memory;
    };
    const byEmail = make('turnout:login-fail:email', limits.email);
    const byIp = make('turnout:login-fail:ip', limits.ip);

    const resetWindow = opts.resetWindowSeconds ?? 3600;
    const resetByEmail = make('turnout:reset:email', opts.resetPerEmail ?? 5, resetWindow);
    const resetByIp = make('turnout:reset:ip', opts.resetPerIp ?? 20, resetWindow);

    /** Consumes one point; throws 429 when over the limit. A store error (no insurance left) lets the attempt through. */
    const take = async (
      limiter: RateLimiterAbstract,
      key: string,
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

    const limiter: LoginLimiter = {
      async begin(email, ip) {
        await take(byEmail, emailKey(email));
        await take(byIp, ip);
      },
      async succeeded(email, ip) {
        await Promise.allSettled([byEmail.delete(emailKey(email)), byIp.reward(ip, 1)]);
      },
    };
    app.decorate('loginLimiter', limiter);
    app.decorate('resetLimiter', {
      async take(email: string, ip: string) {
        await take(resetByIp, ip, accountTexts.tooManyResetRequests);
        await take(resetByEmail, emailKey(email), accountTexts.tooManyResetRequests);
      },
    } satisfies ResetLimiter);
  },
  { name: 'rate-limit' },
);
