/**
 * GET /api/auth/me and GET/PUT /api/users/profile as a caller sees them
 * (docs/product.md#s2-profile, #s7-account, #s8-profile).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPayload } from '../../../src/plugins/auth.ts';
import { build, TEST_JWT_SECRET, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const getProfile = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: t.auth(user) });
const putProfile = (user: TestUser | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: t.auth(user), payload });
/** An HS256 JWT signed by hand, to forge tokens the app did not issue. */
const signHs256 = (payload: object, secret: string) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const fields = (u: TestUser) => ({ name: u.name, surname: u.surname, email: u.email, mobile: u.mobile });

describe('GET /api/auth/me', () => {
  it('returns the current user, read fresh from the database', async () => {
    const user = await createUser(t, { name: 'Lerato', surname: 'Mokoena' });
    const res = await me(t.auth(user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Lerato',
      surname: 'Mokoena',
      email: user.email,
      mobile: user.mobile,
      is_admin: false,
    });
  });

  it('answers 401 without a token, with a malformed one, a forged one or an expired one', async () => {
    const user = await createUser(t);
    const noToken = await me();
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ error: 'Please log in to continue.' });
    expect((await me({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    expect((await me({ authorization: `Token ${user.token}` })).statusCode).toBe(401);

    const payload = t.app.jwt.decode<TokenPayload>(user.token)!;
    expect((await me(t.auth(signHs256(payload, TEST_JWT_SECRET)))).statusCode).toBe(200); // the helper works
    expect((await me(t.auth(signHs256(payload, `${TEST_JWT_SECRET}-but-not-ours`)))).statusCode).toBe(401);
    const expired = signHs256({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET);
    const res = await me(t.auth(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Your session has expired. Please log in again.' });
  });
});

describe('GET /api/users/profile', () => {
  it("returns the user's own profile", async () => {
    const user = await createUser(t);
    const res = await getProfile(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, ...fields(user), require_invite: false, language: null });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/profile', () => {
  it('saves the profile and hands out a token with the new name', async () => {
    const user = await createUser(t);
    const next = {
      name: ' Ayanda ',
      surname: 'Zulu',
      email: ` ayanda.${user.id}@Example.test `,
      mobile: '0611111' + String(user.id).padStart(3, '0').slice(-3),
    };
    // Another email needs the current password (email-change.test.ts).
    const res = await putProfile(user, { ...next, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    const saved = {
      id: user.id,
      name: 'Ayanda',
      surname: 'Zulu',
      email: next.email.trim(),
      mobile: next.mobile,
      require_invite: false,
      language: null,
    };
    expect(reply).toEqual({
      message: 'Profile updated successfully.',
      user: saved,
      token: expect.any(String),
    });
    expect(t.app.jwt.decode<TokenPayload>(reply.token)).toMatchObject({
      id: user.id,
      name: 'Ayanda',
      surname: 'Zulu',
    });
    expect((await getProfile({ ...user, token: reply.token })).json()).toEqual(saved);
  });

  it('gives no new token when only the mobile changes, and accepts its own email in another case', async () => {
    const user = await createUser(t);
    const mobile = `08${user.mobile.slice(2)}`;
    const res = await putProfile(user, { ...fields(user), email: user.email.toUpperCase(), mobile });
    expect(res.statusCode).toBe(200);
    // The email's spelling changed, so the token's email did too.
    expect(t.app.jwt.decode<TokenPayload>(res.json().token)).toMatchObject({
      id: user.id,
      email: user.email.toUpperCase(),
    });
    const again = await putProfile(user, {
      ...fields(user),
      email: user.email.toUpperCase(),
      mobile: user.mobile,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('token');
  });

  it.each([
    ['a blank name', { name: ' ' }, 'Name is required.'],
    ['a missing surname', { surname: undefined }, 'Surname is required.'],
    ['a malformed email', { email: 'ayanda@' }, 'Please enter a valid email address.'],
    ['a short mobile', { mobile: '12345' }, 'Mobile number must be exactly 10 digits.'],
    ['a missing mobile', { mobile: undefined }, 'Mobile number must be exactly 10 digits.'],
  ])('answers 400 for %s', async (_label, over, message) => {
    const user = await createUser(t);
    const res = await putProfile(user, { ...fields(user), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it("refuses another account's email (any case) or mobile with 409", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const email = await putProfile(user, {
      ...fields(user),
      email: other.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toBe('An account with this email already exists.');
    const mobile = await putProfile(user, { ...fields(user), mobile: other.mobile });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().error).toBe('An account with this mobile number already exists.');
  });

  it('answers 401 without a token', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: fields(user) });
    expect(res.statusCode).toBe(401);
  });
});

describe('language (README "Languages")', () => {
  it('is null (follow the browser) by default, saved by PUT, kept when a PUT leaves it out, cleared by null', async () => {
    const user = await createUser(t);
    expect((await getProfile(user)).json().language).toBeNull();

    const chosen = await putProfile(user, { ...fields(user), language: 'pt-BR' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.language).toBe('pt-BR');
    expect((await getProfile(user)).json().language).toBe('pt-BR');

    expect((await putProfile(user, fields(user))).json().user.language).toBe('pt-BR');
    expect((await putProfile(user, { ...fields(user), language: null })).json().user.language).toBeNull();
  });

  it('refuses a language Turnout does not speak with 400, changing nothing', async () => {
    const user = await createUser(t);
    await putProfile(user, { ...fields(user), language: 'de' });
    for (const language of ['xx', 'pt', 'EN', 3, '']) {
      const res = await putProfile(user, { ...fields(user), language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().error).toBe('language must be one of en, es, fr, pt-BR, de, ar, or null.');
    }
    expect((await getProfile(user)).json().language).toBe('de');
  });
});
