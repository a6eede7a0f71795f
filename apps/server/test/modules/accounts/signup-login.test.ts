/**
 * POST /signup, POST /api/login and its rate limits, as a caller sees them
 * (docs/product.md#s5-signup, #s5-login, #s7-account, #s8).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPayload } from '../../../src/plugins/auth.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createUser } from '../../support/factories.ts';
import { POSTGRES } from '../../support/servers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const unique = () => randomBytes(4).toString('hex');
/** A random IP, so counters of one test (or an earlier run against Redis) never reach another. */
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
let mobileSeq = 0;
const freshMobile = () =>
  `09${String(process.pid % 10_000).padStart(4, '0')}${String(++mobileSeq).padStart(4, '0')}`;

const signupBody = (over: Record<string, unknown> = {}) => ({
  name: 'Thandi',
  surname: 'Nkosi',
  mobile: freshMobile(),
  email: `thandi.${unique()}@example.test`,
  password: 'kick-off-at-six',
  ...over,
});

const signup = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/signup', payload: payload as Record<string, unknown> });
const login = (payload: unknown, remoteAddress = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

describe('POST /signup', () => {
  it('creates an account (201) that can then log in', async () => {
    const body = signupBody({ email: `  Mixed.Case.${unique()}@Example.test `, inviteToken: null });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply).toEqual({
      message: 'Account created successfully. Please log in.',
      user: {
        id: expect.any(Number),
        name: 'Thandi',
        surname: 'Nkosi',
        email: (body.email as string).trim(),
      },
    });
    const res2 = await login({ email: (body.email as string).trim().toLowerCase(), password: body.password });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().user).toEqual({ ...reply.user, is_admin: false });
  });

  it.each([
    ['no body', undefined, 'The request body must be a JSON object.'],
    ['a missing name', { name: undefined }, 'Name is required.'],
    ['a blank name', { name: '   ' }, 'Name is required.'],
    ['a missing surname', { surname: undefined }, 'Surname is required.'],
    ['a 9-digit mobile', { mobile: '012345678' }, 'Mobile number must be exactly 10 digits.'],
    ['an 11-digit mobile', { mobile: '01234567890' }, 'Mobile number must be exactly 10 digits.'],
    ['a mobile with letters', { mobile: '01234abcde' }, 'Mobile number must be exactly 10 digits.'],
    ['a numeric mobile', { mobile: 123456789 }, 'Mobile number must be exactly 10 digits.'],
    ['a missing email', { email: undefined }, 'Email is required.'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a missing password', { password: undefined }, 'Password is required.'],
    ['a 7-character password', { password: '1234567' }, 'Password must be at least 8 characters.'],
    [
      'a 1025-character password',
      { password: 'p'.repeat(1025) },
      'Password must be at most 1024 characters.',
    ],
  ])('answers 400 for %s', async (_label, over, message) => {
    const res = await signup(over === undefined ? undefined : signupBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, message, code: 'VALIDATION' });
  });

  it('answers 400 for malformed JSON, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a long password whole: only the full password logs in', async () => {
    const password = `${'a'.repeat(600)}${'b'.repeat(400)}`;
    const body = signupBody({ password });
    expect((await signup(body)).statusCode).toBe(201);
    expect((await login({ email: body.email, password })).statusCode).toBe(200);
    expect((await login({ email: body.email, password: password.slice(0, 72) })).statusCode).toBe(401);
  });

  it('refuses a taken email case-insensitively and a taken mobile with 409 sentences', async () => {
    const first = signupBody();
    expect((await signup(first)).statusCode).toBe(201);

    const sameEmail = await signup(signupBody({ email: ` ${(first.email as string).toUpperCase()}` }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      error: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });

    const sameMobile = await signup(signupBody({ mobile: first.mobile }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json()).toMatchObject({
      error: 'An account with this mobile number already exists.',
      code: 'MOBILE_TAKEN',
    });
  });

  it(`${POSTGRES} answers racing duplicate sign-ups with one 201 and 409s`, async () => {
    const body = signupBody();
    const results = await Promise.all(
      [1, 2, 3].map((i) => signup({ ...body, mobile: `${body.mobile}`.slice(0, 9) + i })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('POST /api/login', () => {
  it('returns a token carrying id, name, surname, email, is_admin and token_version', async () => {
    const user = await createUser(t, { name: 'Sipho', surname: 'Dlamini', isAdmin: true });
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const { token, user: replyUser } = res.json();
    expect(replyUser).toEqual({
      id: user.id,
      name: 'Sipho',
      surname: 'Dlamini',
      email: user.email,
      is_admin: true,
    });
    expect(t.app.jwt.decode<TokenPayload>(token)).toMatchObject({
      id: user.id,
      name: 'Sipho',
      surname: 'Dlamini',
      email: user.email,
      is_admin: true,
      token_version: 0,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['a missing email', { password: 'whatever1' }, 'Email is required.'],
    ['a malformed email', { email: 'nobody', password: 'whatever1' }, 'Please enter a valid email address.'],
    ['a missing password', { email: 'a@example.test' }, 'Password is required.'],
    ['an empty password', { email: 'a@example.test', password: '' }, 'Password is required.'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers an unknown email and a wrong password alike, so emails cannot be probed', async () => {
    const user = await createUser(t);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: `nobody.${unique()}@example.test`, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: 'Invalid email or password.',
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('login rate limits', () => {
  it('answers 429 with Retry-After after 10 failures for one email, even from many addresses', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: user.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: 'Too many failed login attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await createUser(t);
    expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('counts unknown emails the same way', async () => {
    const email = `ghost.${unique()}@example.test`;
    for (let i = 0; i < 10; i++) expect((await login({ email, password: 'whatever1' })).statusCode).toBe(401);
    expect((await login({ email, password: 'whatever1' })).statusCode).toBe(429);
  });

  it('clears the email counter on a successful login', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++) await login({ email: user.email, password: 'wrong-pass' });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login({ email: user.email, password: 'wrong-pass' })).statusCode).toBe(401);
    }
  });

  it('answers 429 after 50 failures from one address, whatever the emails', async () => {
    const ip = randomIp();
    for (let i = 0; i < 50; i++) {
      expect(
        (await login({ email: `spray.${unique()}@example.test`, password: 'guess-123' }, ip)).statusCode,
      ).toBe(401);
    }
    const user = await createUser(t);
    const blocked = await login({ email: user.email, password: user.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', error: expect.stringMatching(/\.$/) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});
