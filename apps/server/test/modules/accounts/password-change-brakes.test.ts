/**
 * POST /api/users/change-password keeps the account with its owner (docs/product.md#s7-account;
 * plugins/rate-limit.ts `passwordCheckLimiter`, accounts/service.ts changePassword):
 * - a stolen sign-in token cannot guess the password behind it: 10 wrong current passwords per account in
 *   15 minutes, then 429 with a sentence and Retry-After, until the window ends (a clock the test moves);
 * - a change deletes the account's open password-reset links: a link asked for before the change no
 *   longer works after it.
 * In memory or, when REDIS_URL is set, in Redis.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { startSmtp, type SmtpSink } from '../../support/smtp.ts';

const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const NEW_PASSWORD = 'a brand new password';

/** A clock the rate limits read, moved forward by the test (RateLimitOptions.now). */
function testClock() {
  let ms = Date.now();
  return { now: () => ms, advance: (seconds: number) => void (ms += seconds * 1000) };
}

describe(`change-password (${process.env.REDIS_URL ? 'redis' : 'memory'})`, () => {
  let t: TestContext;
  let smtp: SmtpSink;
  const clock = testClock();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build(
      { ...env, SMTP_URL: smtp.url, APP_URL: 'https://turnout.example' },
      {
        rateLimits: { now: clock.now },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const change = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: t.auth(token),
      payload: { currentPassword, newPassword },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const expectWrong = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Current password is incorrect.', code: 'WRONG_PASSWORD' });
  };
  const expectTooMany = (res: LightMyRequestResponse, retryAfter: number) => {
    const sentence = `Too many wrong current passwords. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`;
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ error: sentence, message: sentence, code: 'TOO_MANY_REQUESTS' });
    expect(res.headers['retry-after']).toBe(String(retryAfter));
  };

  it('refuses the 11th current password in 15 minutes, even the right one, until the window ends', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 10; i += 1) expectWrong(await change(owner.token, `guess number ${i}`));
    expectTooMany(await change(owner.token, owner.password), 15 * 60);
    // Per account, not per token: a fresh sign-in token of the same account is refused too.
    const signedIn = await login(owner.email, owner.password);
    expect(signedIn.statusCode).toBe(200);
    clock.advance(10 * 60);
    expectTooMany(await change(signedIn.json().token, owner.password), 5 * 60);
    // Another account is not affected.
    const other = await createUser(t);
    expect((await change(other.token, other.password)).statusCode).toBe(200);

    clock.advance(5 * 60);
    const res = await change(owner.token, owner.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully!', token: expect.any(String) });
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful change clears the count', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 9; i += 1) expectWrong(await change(owner.token, `guess number ${i}`));
    const res = await change(owner.token, owner.password);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    for (let i = 0; i < 10; i += 1) expectWrong(await change(token, `guess number ${i}`));
    expectTooMany(await change(token, NEW_PASSWORD, 'yet another password'), 15 * 60);
  });

  it('deletes the open reset links: a link asked for before the change is refused after it', async () => {
    const owner: TestUser = await createUser(t);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/login/request-password-reset',
      payload: { email: owner.email },
    });
    expect(requested.statusCode).toBe(200);
    const mail = await smtp.nextMail(owner.email);
    const link = new URL(mail.links.find((l) => l.includes('/reset-password'))!);

    expect((await change(owner.token, owner.password)).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/login/reset-password',
      payload: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        newPassword: 'the thief’s password',
      },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ error: 'This reset link is not valid. Request a new one.' });
    // The password is the one the owner chose.
    expect((await login(owner.email, 'the thief’s password')).statusCode).toBe(401);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
