/**
 * PUT /api/users/profile is limited per user (plugins/rate-limit.ts `profileLimiter`): 20 updates an
 * hour, then 429 with a sentence and Retry-After until the hour that opened with the first update ends
 * (a clock the test moves). Its "email taken" / "mobile taken" answers can then no longer be used to
 * test addresses by the hundred. In memory or, when REDIS_URL is set, in Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';

const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};

/** A clock the rate limits read, moved forward by the test (RateLimitOptions.now). */
function testClock() {
  let ms = Date.now();
  return { now: () => ms, advance: (seconds: number) => void (ms += seconds * 1000) };
}

describe(`profile updates per user (${process.env.REDIS_URL ? 'redis' : 'memory'})`, () => {
  let t: TestContext;
  const clock = testClock();
  beforeAll(async () => {
    t = await build(env, { rateLimits: { now: clock.now } });
  });
  afterAll(() => t.close());

  const update = (user: TestUser, changes: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: t.auth(user),
      payload: { name: user.name, surname: user.surname, email: user.email, mobile: user.mobile, ...changes },
    });

  it('answers the 21st update in an hour with 429, whatever it asks, until the hour is over', async () => {
    const user = await createUser(t);
    const taken = await createUser(t);
    for (let i = 0; i < 19; i += 1) {
      expect((await update(user, { name: `Name${i}` })).statusCode).toBe(200);
    }
    // Refusals count too: probing another account's mobile is one of the 20.
    const probe = await update(user, { mobile: taken.mobile });
    expect(probe.statusCode).toBe(409);
    expect(probe.json()).toMatchObject({ error: 'An account with this mobile number already exists.' });

    const sentence = 'Too many profile changes. Please try again in 60 minutes.';
    const limited = await update(user, { mobile: taken.mobile });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toEqual({ error: sentence, message: sentence, code: 'TOO_MANY_REQUESTS' });
    expect(limited.headers['retry-after']).toBe('3600');
    clock.advance(45 * 60);
    const later = await update(user, { name: 'Patient' });
    expect(later.statusCode).toBe(429);
    expect(later.json().error).toBe('Too many profile changes. Please try again in 15 minutes.');
    expect(later.headers['retry-after']).toBe(String(15 * 60));
    // Nothing changed meanwhile.
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: t.auth(user) });
    expect(profile.json()).toMatchObject({ name: 'Name18', mobile: user.mobile });
    // Another user is not affected.
    expect((await update(taken, { name: 'Unaffected' })).statusCode).toBe(200);

    clock.advance(15 * 60);
    const again = await update(user, { name: 'Patient' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Profile updated successfully.',
      user: { name: 'Patient' },
    });
  });
});
