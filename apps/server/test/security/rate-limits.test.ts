/**
 * Rate limits through the API (plugins/rate-limit.ts; decision 007), in memory or, when
 * REDIS_URL is set, in Redis shared by every instance: sign-up per address, invitations per inviter,
 * chat posts per sender, and the hourly cap of failed password checks per account, which a correct
 * password does not reset and which ends with its window. Past a limit: 429, a sentence, Retry-After.
 * The address is the socket's unless TRUST_PROXY names the proxy, so a spoofed X-Forwarded-For never
 * resets a limit. Small limits are passed to build() so that the tests stay short, and a clock the test
 * moves forward shows a window ending (in memory and in Redis alike) without waiting for it.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createGroup, createUser, FACTORY_PASSWORD, type TestUser } from '../support/factories.ts';
import { freshEmail, freshMobile } from './world.ts';

const redisUrl = process.env.REDIS_URL;
const mode = redisUrl ? 'redis' : 'memory';
const env = redisUrl ? { REDIS_URL: redisUrl } : {};
const namespace = () => `turnout-test-${randomBytes(6).toString('hex')}`;
/** A clock the test moves forward by hand (RateLimitOptions.now): windows end without any waiting. */
function testClock() {
  let ms = Date.now();
  return {
    now: () => ms,
    advance(seconds: number) {
      ms += seconds * 1000;
    },
  };
}
/** A documentation address (RFC 5737) of its own for each test, so tests never share a counter. */
let lastOctet = 0;
const freshIp = () => `198.51.100.${++lastOctet}`;

const signupBody = () => ({
  name: 'New',
  surname: 'Player',
  mobile: freshMobile(),
  email: freshEmail(),
  password: 'a good password',
});

/** A 429 with a sentence saying when to retry and a Retry-After in whole seconds. */
function expectTooMany(res: LightMyRequestResponse, sentence: RegExp) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ error: expect.stringMatching(sentence), code: 'TOO_MANY_REQUESTS' });
  expect(res.json<{ message: string }>().message).toMatch(/try again in \d+ (second|minute)s?\.$/);
  expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}

describe(`rate limits (${mode})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(env, {
      rateLimits: {
        signupPerIp: 3,
        invitePerUser: 2,
        chatPerUser: 3,
        chatWindowSeconds: 600,
        perEmailHour: 4,
        // The 15-minute limit would stop these tests before the hourly cap: set out of the way here.
        perEmail: 1000,
        perIp: 1000,
      },
    });
  });
  afterAll(() => t.close());

  const signup = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/signup', payload: signupBody(), remoteAddress: ip, headers });

  it('limits sign-ups per address, and a spoofed X-Forwarded-For does not reset the count', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await signup(ip)).statusCode).toBe(201);
    expectTooMany(await signup(ip), /^Too many sign-ups from your network\./);
    for (let i = 0; i < 3; i += 1) {
      const spoofed = await signup(ip, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      expectTooMany(spoofed, /^Too many sign-ups/);
    }
    // Another address has its own count.
    expect((await signup(freshIp())).statusCode).toBe(201);
  });

  it('says the wait in the request’s language (de, ar); English stays the specification’s', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await signup(ip)).statusCode).toBe(201);
    const german = await signup(ip, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.statusCode).toBe(429);
    expect(german.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(german.json<{ message: string }>().message).toMatch(
      /^Zu viele Registrierungen aus deinem Netzwerk\. Bitte versuche es in \d+ Minuten erneut\.$/,
    );
    const arabic = await signup(ip, { 'accept-language': 'ar' });
    expect(arabic.json<{ message: string }>().message).toMatch(
      /^عدد كبير جدًا من التسجيلات من شبكتك\. يرجى المحاولة بعد \d+ (دقيقة|دقائق)\.$/,
    );
    expectTooMany(
      await signup(ip),
      /^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/,
    );
  });

  describe('with users', () => {
    let admin: TestUser;
    let member: TestUser;
    let group: { id: number };
    beforeAll(async () => {
      admin = await createUser(t, { email: freshEmail(), mobile: freshMobile() });
      member = await createUser(t, { email: freshEmail(), mobile: freshMobile() });
      group = await createGroup(t, admin, { members: [member] });
    });

    it('limits adds by mobile and invitations per acting user, counted together', async () => {
      const invite = (email: string | null) =>
        t.app.inject({
          method: 'POST',
          url: `/api/groups/${group.id}/members`,
          headers: t.auth(admin),
          payload: { mobile: freshMobile(), email },
          remoteAddress: freshIp(),
        });
      for (let i = 0; i < 2; i += 1)
        expect((await invite(freshEmail())).json()).toMatchObject({ invited: true });
      expectTooMany(await invite(freshEmail()), /^Too many people added or invited\./);
      // An add without an email counts too: a number tells the name behind it (decision 005).
      expectTooMany(await invite(null), /^Too many people added or invited\./);
    });

    it('limits chat posts per sender', async () => {
      const post = (user: TestUser) =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat/message',
          headers: t.auth(user),
          payload: { type: 'group', group_id: group.id, content: 'Still on?' },
        });
      for (let i = 0; i < 3; i += 1) expect((await post(member)).statusCode).toBe(201);
      expectTooMany(await post(member), /^You are sending messages too quickly\./);
      expect((await post(admin)).statusCode).toBe(201);
    });

    it('caps failed password checks per account; a correct password does not reset the cap', async () => {
      const user = await createUser(t, { email: freshEmail(), mobile: freshMobile() });
      const login = (password: string, extra: Partial<InjectOptions> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email.toUpperCase(), password },
          remoteAddress: freshIp(),
          ...extra,
        });
      for (let i = 0; i < 2; i += 1) expect((await login('wrong password')).statusCode).toBe(401);
      expect((await login(FACTORY_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await login('wrong password')).statusCode).toBe(401);
      // Four failures in the window: refused before any password check, even the right one, from anywhere.
      expectTooMany(await login(FACTORY_PASSWORD), /^Too many failed login attempts\./);
      expectTooMany(
        await login(FACTORY_PASSWORD, { headers: { 'x-forwarded-for': freshIp() } }),
        /^Too many failed login attempts\./,
      );
    });
  });
});

describe(`the hourly cap ends with its window (${mode})`, () => {
  let t: TestContext;
  const clock = testClock();
  beforeAll(async () => {
    t = await build(env, {
      rateLimits: { perEmailHour: 3, perEmail: 1000, perIp: 1000, now: clock.now },
    });
  });
  afterAll(() => t.close());

  it('lets the owner in once the window is over, however often it was hammered meanwhile', async () => {
    const user = await createUser(t, { email: freshEmail(), mobile: freshMobile() });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
    for (let i = 0; i < 3; i += 1) expect((await login('wrong password')).statusCode).toBe(401);
    const blocked = await login(FACTORY_PASSWORD);
    expectTooMany(blocked, /^Too many failed login attempts\./);
    // The block lasts the hour that opened with the first failure.
    expect(blocked.headers['retry-after']).toBe('3600');
    clock.advance(20 * 60);
    // Attempts while blocked do not push the end of the block back.
    for (let i = 0; i < 5; i += 1) expect((await login('wrong password')).statusCode).toBe(429);
    const later = await login(FACTORY_PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('2400');
    clock.advance(2400 - 1);
    expect((await login(FACTORY_PASSWORD)).statusCode).toBe(429);
    clock.advance(1);
    expect((await login(FACTORY_PASSWORD)).statusCode).toBe(200);
  });
});

describe(`the client address behind a trusted proxy (${mode})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build({ ...env, TRUST_PROXY: '10.9.9.9' }, { rateLimits: { signupPerIp: 2 } });
  });
  afterAll(() => t.close());

  const signup = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: signupBody(),
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    // Through the proxy: each client has its own count.
    for (let i = 0; i < 2; i += 1) expect((await signup('10.9.9.9', '192.0.2.10')).statusCode).toBe(201);
    expectTooMany(await signup('10.9.9.9', '192.0.2.10'), /^Too many sign-ups/);
    expect((await signup('10.9.9.9', '192.0.2.11')).statusCode).toBe(201);
    // Straight from a client: its header is not believed, so changing it resets nothing.
    const direct = freshIp();
    for (let i = 0; i < 2; i += 1) expect((await signup(direct, `192.0.2.${20 + i}`)).statusCode).toBe(201);
    expectTooMany(await signup(direct, '192.0.2.30'), /^Too many sign-ups/);
  });
});

describe(`two instances (${mode})`, () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const shared = { signupPerIp: 2, namespace: namespace() };
    a = await build(env, { rateLimits: shared });
    b = await build(env, { rateLimits: shared });
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it(redisUrl ? 'share their counters through Redis' : 'count in memory, each its own', async () => {
    const signup = (t: TestContext) =>
      t.app.inject({ method: 'POST', url: '/signup', payload: signupBody(), remoteAddress: '192.0.2.99' });
    for (let i = 0; i < 2; i += 1) expect((await signup(a)).statusCode).toBe(201);
    if (redisUrl) expectTooMany(await signup(b), /^Too many sign-ups/);
    else expect((await signup(b)).statusCode).toBe(201);
  });
});

describe('SIGNUPS_PER_IP_HOUR', () => {
  it('sets how many sign-ups one address may make an hour', async () => {
    const t = await build({ ...env, SIGNUPS_PER_IP_HOUR: '2' }, { rateLimits: { namespace: namespace() } });
    try {
      const ip = freshIp();
      const signup = () =>
        t.app.inject({ method: 'POST', url: '/signup', payload: signupBody(), remoteAddress: ip });
      for (let i = 0; i < 2; i += 1) expect((await signup()).statusCode).toBe(201);
      expectTooMany(await signup(), /^Too many sign-ups from your network\./);
    } finally {
      await t.close();
    }
  });
});

describe('INVITES_PER_IP_HOUR', () => {
  it('sets how many adds and invitations one address may make an hour', async () => {
    const t = await build({ ...env, INVITES_PER_IP_HOUR: '2' }, { rateLimits: { namespace: namespace() } });
    try {
      const ip = freshIp();
      const admins = [await createUser(t, { email: freshEmail(), mobile: freshMobile() })];
      admins.push(await createUser(t, { email: freshEmail(), mobile: freshMobile() }));
      const groups = [await createGroup(t, admins[0]!), await createGroup(t, admins[1]!)];
      // Two admins, each well within their own limit, behind one address.
      const invite = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/groups/${groups[i]!.id}/members`,
          headers: t.auth(admins[i]!),
          payload: { mobile: freshMobile(), email: freshEmail() },
          remoteAddress: ip,
        });
      expect((await invite(0)).json()).toMatchObject({ invited: true });
      expect((await invite(1)).json()).toMatchObject({ invited: true });
      expectTooMany(await invite(0), /^Too many people added or invited\./);
    } finally {
      await t.close();
    }
  });
});
