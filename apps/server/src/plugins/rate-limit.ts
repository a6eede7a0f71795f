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

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export type RateLimitOptions = {
  redisUrl?: string;
  /** Failures allowed per email in `windowSeconds` (default 10). */
  perEmail?: number;
  /** Failures allowed per IP address in `windowSeconds` (default 50). */
  perIp?: number;
  windowSeconds?: number;
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

    const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      return redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
        : memory;
    };
    const byEmail = make('turnout:login-fail:email', limits.email);
    const byIp = make('turnout:login-fail:ip', limits.ip);

    /** Consumes one point; throws 429 when over the limit. A store error (no insurance left) lets the attempt through. */
    const take = async (limiter: RateLimiterAbstract, key: string) => {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw tooManyRequests(accountTexts.tooManyLoginAttempts(seconds), seconds);
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
  },
  { name: 'rate-limit' },
);
