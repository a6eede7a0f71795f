/**
 * The login limiter on its own (plugins/rate-limit.ts), in memory or, when REDIS_URL is set, in Redis:
 * the attempt after the limit is refused with 429 and Retry-After; success clears the email's count.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rateLimit from '../../../src/plugins/rate-limit.ts';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(rateLimit, {
    redisUrl: process.env.REDIS_URL,
    perEmail: 3,
    perIp: 5,
    windowSeconds: 120,
  });
  await app.ready();
});
afterAll(() => app.close());

const fresh = () => randomBytes(6).toString('hex');

describe(`login limiter (${process.env.REDIS_URL ? 'redis' : 'memory'})`, () => {
  it('refuses the attempt after the per-email limit with 429 and Retry-After', async () => {
    const email = `${fresh()}@example.test`;
    for (let i = 0; i < 3; i++) await app.loginLimiter.begin(email, fresh());
    await expect(app.loginLimiter.begin(email.toUpperCase(), fresh())).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many failed login attempts. Please try again in 2 minutes.',
      headers: { 'retry-after': expect.stringMatching(/^(119|120)$/) },
    });
  });

  it('refuses the attempt after the per-IP limit', async () => {
    const ip = fresh();
    for (let i = 0; i < 5; i++) await app.loginLimiter.begin(`${fresh()}@example.test`, ip);
    await expect(app.loginLimiter.begin(`${fresh()}@example.test`, ip)).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('forgets an email’s failures after a success', async () => {
    const email = `${fresh()}@example.test`;
    for (let i = 0; i < 3; i++) await app.loginLimiter.begin(email, fresh());
    await app.loginLimiter.succeeded(email, fresh());
    await expect(app.loginLimiter.begin(email, fresh())).resolves.toBeUndefined();
  });
});
