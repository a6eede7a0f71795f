/**
 * The device cookie of POST /api/login (plugins/device-token.ts, plugins/rate-limit.ts; OWASP "device
 * cookies"): a stranger's wrong passwords lock the account for strangers only. A sign-in that presents a
 * valid device token of that account is braked per device token (10 failures in 15 minutes), never by
 * the account's counts; without one (or with one of another account, forged, expired, or a sign-in token
 * in its place) today's limits hold. In memory or, when REDIS_URL is set, in Redis.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, TEST_JWT_SECRET, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';

const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const ONE_YEAR = 365 * 24 * 60 * 60;
const LOCKED = 'Too many failed login attempts. Please try again in 15 minutes.';
/** A documentation address (RFC 5737) of its own for each sign-in, so the per-address limit never shows. */
let lastOctet = 0;
const freshIp = () => `192.0.2.${(++lastOctet % 250) + 1}`;

function setCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const device = all.filter((c) => c.startsWith('turnout_device='));
  expect(device).toHaveLength(1);
  return device[0]!;
}
/** The device token a sign-in reply set. */
const deviceTokenOf = (res: LightMyRequestResponse) => /^turnout_device=([^;]+)/.exec(setCookie(res))![1]!;
/** An HS256 JWT with a device token's claims for `userId`, signed with `secret`. */
function hs256(secret: string, userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub: String(userId),
    jti: randomBytes(16).toString('base64url'),
    aud: 'turnout:device',
    iat: now,
    exp: now + ONE_YEAR,
  })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ error: LOCKED, message: LOCKED, code: 'TOO_MANY_REQUESTS' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
}

describe(`device tokens at sign-in (${process.env.REDIS_URL ? 'redis' : 'memory'})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(env);
  });
  afterAll(() => t.close());

  const login = (
    user: TestUser,
    password: string,
    deviceToken?: string,
    extra: Partial<InjectOptions> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
      remoteAddress: freshIp(),
      headers: deviceToken ? { cookie: `theme=dark; turnout_device=${deviceToken}` } : {},
      ...extra,
    });
  /** Signs `user` in once and returns the device token the reply set. */
  const signIn = async (user: TestUser) => {
    const res = await login(user, user.password);
    expect(res.statusCode).toBe(200);
    return deviceTokenOf(res);
  };
  /** `times` wrong passwords for `user` from strangers (no device token): 401 up to the limit, then 429. */
  const hammer = async (user: TestUser, times: number) => {
    for (let i = 0; i < times; i += 1) {
      expect((await login(user, `wrong guess ${i}`)).statusCode).toBe(i < 10 ? 401 : 429);
    }
  };

  it("lets the owner in with the device token while strangers' failures lock the account", async () => {
    const owner = await createUser(t);
    const device = await signIn(owner);
    await hammer(owner, 15);
    const withCookie = await login(owner, owner.password, device);
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toMatchObject({ token: expect.any(String), user: { id: owner.id } });
    // A fresh device token comes with each sign-in.
    expect(payloadOf(deviceTokenOf(withCookie)).sub).toBe(String(owner.id));
    // Without it the account is still locked: the owner's sign-in cleared nothing for strangers.
    expectLocked(await login(owner, owner.password));
  });

  it('limits each device token on its own: 10 failures in 15 minutes', async () => {
    const owner = await createUser(t);
    const laptop = await signIn(owner);
    const phone = await signIn(owner);
    for (let i = 0; i < 10; i += 1) {
      const res = await login(owner, `typo ${i}`, laptop);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Invalid email or password.');
    }
    expectLocked(await login(owner, owner.password, laptop));
    // The other device, and strangers, are not counted by the laptop's failures.
    expect((await login(owner, owner.password, phone)).statusCode).toBe(200);
    expect((await login(owner, owner.password)).statusCode).toBe(200);
  });

  it('a successful sign-in with the device token clears its failures', async () => {
    const owner = await createUser(t);
    const device = await signIn(owner);
    for (let i = 0; i < 9; i += 1) expect((await login(owner, `typo ${i}`, device)).statusCode).toBe(401);
    expect((await login(owner, owner.password, device)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(owner, `typo ${i}`, device)).statusCode).toBe(401);
  });

  it("another account's device token, a forged, an expired or a sign-in token do not help", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const othersDevice = await signIn(other);
    await hammer(owner, 10);
    expectLocked(await login(owner, owner.password, othersDevice));

    // Device claims naming the owner, signed with a made-up secret or with the sign-in tokens' secret.
    expectLocked(await login(owner, owner.password, hs256('a secret the attacker made up', owner.id)));
    expectLocked(await login(owner, owner.password, hs256(TEST_JWT_SECRET, owner.id)));
    // A real device token of the owner's, with one claim changed: the signature no longer matches.
    const genuine = t.app.deviceTokens.sign(other.id);
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...payloadOf(genuine), sub: String(owner.id) }),
    ).toString('base64url')}.${signature}`;
    expectLocked(await login(owner, owner.password, tampered));
    // Issued a year and a day ago: expired yesterday.
    const expired = t.app.deviceTokens.sign(owner.id, Date.now() - (ONE_YEAR + 24 * 3600) * 1000);
    expectLocked(await login(owner, owner.password, expired));
    // The owner's sign-in token is not a device token.
    expectLocked(await login(owner, owner.password, owner.token));
    // The genuine article still works (the same server, the owner's own token).
    expect((await login(owner, owner.password, t.app.deviceTokens.sign(owner.id))).statusCode).toBe(200);
  });

  it('a device token is not a sign-in token: 401 as a Bearer token', async () => {
    const owner = await createUser(t);
    const device = await signIn(owner);
    for (const url of ['/api/auth/me', '/api/users/profile', '/api/games']) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(device) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
  });

  it('sets the cookie HttpOnly, SameSite=Strict, for /api/login only, for a year, naming the account', async () => {
    const owner = await createUser(t);
    const res = await login(owner, owner.password);
    const cookie = setCookie(res);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      `Max-Age=${ONE_YEAR}`,
      'Path=/api/login',
      'SameSite=Strict',
    ]);
    // Plain HTTP: not Secure (the browser would drop it), and a client's X-Forwarded-Proto is not believed.
    expect(cookie).not.toMatch(/Secure/i);
    const spoofed = await login(owner, owner.password, undefined, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookie(spoofed)).not.toMatch(/Secure/i);

    const claims = payloadOf(deviceTokenOf(res));
    expect(claims).toMatchObject({ sub: String(owner.id), aud: 'turnout:device', jti: expect.any(String) });
    expect(claims.exp as number).toBe((claims.iat as number) + ONE_YEAR);
    // No cookie after a failed sign-in.
    const failed = await login(owner, 'wrong guess');
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });
});

describe('device cookie behind a trusted proxy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build({ ...env, TRUST_PROXY: '10.9.9.9' });
  });
  afterAll(() => t.close());

  it('is Secure when the trusted proxy says the request came over HTTPS', async () => {
    const owner = await createUser(t);
    const viaProxy = (proto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.7' },
      });
    const https = setCookie(await viaProxy('https'));
    expect(https.split('; ')).toContain('Secure');
    expect(https.split('; ')).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/login', `Max-Age=${ONE_YEAR}`]),
    );
    expect(setCookie(await viaProxy('http'))).not.toMatch(/Secure/i);
  });
});
