/**
 * Passkeys through the API (README "Signing in", Passkeys; docs/decisions/024-passkeys.md), with a
 * software authenticator (test/support/webauthn.ts) whose real attestations and assertions
 * @simplewebauthn/server verifies: adding one needs the current password, the list shows names and last
 * use, signing in answers like POST /api/login (token, user, device cookie), the counter is kept, a
 * challenge works once and for 5 minutes of the app clock, another origin or RP id is refused, removal
 * needs the password and only touches the caller's own, a deleted account's passkey signs nobody in, and
 * failures are counted like password sign-ins.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../../support/factories.ts';
import { SoftAuthenticator } from '../../support/webauthn.ts';

const FAILED = 'This passkey could not sign you in. Try again, or sign in with your email and password.';
const NOT_ADDED = 'This passkey could not be added. Please try again.';
const WRONG_PASSWORD = 'Current password is incorrect.';

let t: TestContext;
/** The app clock: tests move it forward by hand. */
let nowMs = Date.parse('2026-05-01T12:00:00Z');
/** A documentation address (RFC 5737) per test, so the per-address failure count of one never shows in another. */
let lastOctet = 0;
const freshIp = () => `198.51.100.${(++lastOctet % 250) + 1}`;

beforeAll(async () => {
  t = await build({}, { clock: () => new Date(nowMs), rateLimits: { now: () => nowMs } });
});
afterAll(() => t.close());

type Options = { challenge: string; rp?: { id: string }; rpId?: string; user?: { id: string } };

async function registrationOptions(user: TestUser): Promise<Options> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passkeys/registration-options',
    headers: t.auth(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Options>();
}

function addPasskey(user: TestUser, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/passkeys', headers: t.auth(user), payload: body });
}

/** A new authenticator holding a passkey of `user`, added through the API. */
async function registered(user: TestUser, name = 'Phone'): Promise<{ key: SoftAuthenticator; id: number }> {
  const key = new SoftAuthenticator({ userId: user.id });
  const options = await registrationOptions(user);
  const res = await addPasskey(user, {
    response: key.register(options.challenge),
    name,
    current_password: FACTORY_PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { key, id: res.json<{ passkey: { id: number } }>().passkey.id };
}

async function signInOptions(ip = freshIp()): Promise<Options> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options', remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Options>();
}

function signIn(response: unknown, opts: { ip?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/passkey',
    payload: { response },
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toEqual({ error: FAILED, message: FAILED, code: 'PASSKEY_SIGN_IN_FAILED' });
}

const list = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/passkeys', headers: t.auth(user) })).json<{
    passkeys: { id: number; name: string; created_at: string; last_used_at: string | null }[];
  }>().passkeys;

describe('adding a passkey', () => {
  it('gives options for a discoverable credential of APP_URL, user verification preferred', async () => {
    const user = await createUser(t);
    const options = await registrationOptions(user);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Turnout' },
      user: { name: user.email, displayName: `${user.name} ${user.surname}` },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('stores the passkey with its name; the list shows it, when it was added and that it never signed in', async () => {
    const user = await createUser(t);
    const { id } = await registered(user, 'Work laptop');
    expect(await list(user)).toEqual([
      expect.objectContaining({
        id,
        name: 'Work laptop',
        created_at: new Date(nowMs).toISOString(),
        last_used_at: null,
      }),
    ]);
  });

  it('needs the current password: missing is 400, wrong is 403, and nothing is stored', async () => {
    const user = await createUser(t);
    const key = new SoftAuthenticator({ userId: user.id });
    const { challenge } = await registrationOptions(user);
    const missing = await addPasskey(user, { response: key.register(challenge) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Current password is required.');
    const wrong = await addPasskey(user, {
      response: key.register(challenge),
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: WRONG_PASSWORD, code: 'WRONG_PASSWORD' });
    expect(await list(user)).toEqual([]);
    // The challenge is still good for the right password.
    const ok = await addPasskey(user, {
      response: key.register(challenge),
      current_password: FACTORY_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().passkey.name).toBe('Passkey');
  });

  it("refuses another origin, another RP id, a used, an expired or another user's challenge", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const add = (response: unknown, who = user) =>
      addPasskey(who, { response, current_password: FACTORY_PASSWORD });
    const expectNotAdded = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: NOT_ADDED, code: 'PASSKEY_NOT_ADDED' });
    };
    let { challenge } = await registrationOptions(user);
    expectNotAdded(await add(new SoftAuthenticator({ origin: 'https://evil.example' }).register(challenge)));
    expectNotAdded(await add(new SoftAuthenticator().register(challenge, { rpId: 'evil.example' })));
    // Another user's challenge is not this user's.
    expectNotAdded(await add(new SoftAuthenticator().register(challenge), other));
    // Used once, then never again.
    expect((await add(new SoftAuthenticator().register(challenge))).statusCode).toBe(201);
    expectNotAdded(await add(new SoftAuthenticator().register(challenge)));
    // Five minutes by the app clock.
    ({ challenge } = await registrationOptions(user));
    nowMs += 5 * 60_000;
    expectNotAdded(await add(new SoftAuthenticator().register(challenge)));
    expect(await list(user)).toHaveLength(1);
  });

  it('only the newest registration challenge of a user works', async () => {
    const user = await createUser(t);
    const first = await registrationOptions(user);
    await registrationOptions(user);
    const res = await addPasskey(user, {
      response: new SoftAuthenticator().register(first.challenge),
      current_password: FACTORY_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 409 for a passkey already registered', async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    const { challenge } = await registrationOptions(user);
    const again = await addPasskey(user, {
      response: key.register(challenge),
      current_password: FACTORY_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This passkey is already on your account.');
  });

  it("lists the user's passkeys in the exclude list of new options", async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    const options = await registrationOptions(user);
    expect((options as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials).toEqual([
      expect.objectContaining({ id: key.id }),
    ]);
  });
});

describe('signing in with a passkey', () => {
  it('answers like POST /api/login: a token that works, the user and the device cookie; the last use is kept', async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    const options = await signInOptions();
    expect(options.rpId).toBe('localhost');
    const res = await signIn(key.assert(options.challenge));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; user: { id: number; email: string } }>();
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(String(res.headers['set-cookie'])).toMatch(/^turnout_device=/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(body.token) });
    expect(me.json()).toMatchObject({ id: user.id });
    expect((await list(user))[0]!.last_used_at).toBe(new Date(nowMs).toISOString());
  });

  it('keeps the signature counter: an assertion whose counter does not go up is refused', async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    expect((await signIn(key.assert((await signInOptions()).challenge, { counter: 5 }))).statusCode).toBe(
      200,
    );
    expectRefused(await signIn(key.assert((await signInOptions()).challenge, { counter: 5 })));
    expectRefused(await signIn(key.assert((await signInOptions()).challenge, { counter: 3 })));
    expect((await signIn(key.assert((await signInOptions()).challenge, { counter: 6 }))).statusCode).toBe(
      200,
    );
  });

  it('refuses a replayed challenge, an expired one, another origin or RP id, and an unknown passkey, with one sentence', async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    const { challenge } = await signInOptions();
    expectRefused(await signIn(key.assert(challenge, { origin: 'https://evil.example' })));
    expectRefused(await signIn(key.assert(challenge, { rpId: 'evil.example' })));
    expectRefused(await signIn(new SoftAuthenticator({ userId: user.id }).assert(challenge)));
    expect((await signIn(key.assert(challenge))).statusCode).toBe(200);
    expectRefused(await signIn(key.assert(challenge)));
    // A challenge no server gave.
    expectRefused(await signIn(key.assert('bm90LWEtY2hhbGxlbmdlLW9mLW91cnM')));
    const late = await signInOptions();
    nowMs += 5 * 60_000;
    expectRefused(await signIn(key.assert(late.challenge)));
    // A registration challenge is no sign-in challenge.
    const registration = await registrationOptions(user);
    expectRefused(await signIn(key.assert(registration.challenge)));
  });

  it("refuses a response whose user handle is not the passkey's account", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { key } = await registered(user);
    key.userId = other.id;
    expectRefused(await signIn(key.assert((await signInOptions()).challenge)));
  });

  it('signs nobody in with the passkey of a deleted account (gone with it)', async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: t.auth(user),
    });
    expect(del.statusCode).toBe(200);
    expectRefused(await signIn(key.assert((await signInOptions()).challenge)));
  });

  it('counts failures against the address like password sign-ins: 50 in 15 minutes, then 429 for both', async () => {
    const user = await createUser(t);
    const { key } = await registered(user);
    const ip = freshIp();
    const bogus = new SoftAuthenticator();
    for (let i = 0; i < 50; i++) expectRefused(await signIn(bogus.assert('c29tZS1jaGFsbGVuZ2U'), { ip }));
    const locked = await signIn(key.assert((await signInOptions()).challenge), { ip });
    expect(locked.statusCode).toBe(429);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(password.statusCode).toBe(429);
    // The owner's own device (its cookie names the passkey's account) is not locked out.
    const elsewhere = await signIn(key.assert((await signInOptions()).challenge));
    const cookie = /^(turnout_device=[^;]+)/.exec(String(elsewhere.headers['set-cookie']))![1]!;
    const fromDevice = await signIn(key.assert((await signInOptions()).challenge), { ip, cookie });
    expect(fromDevice.statusCode, fromDevice.body).toBe(200);
    nowMs += 15 * 60_000;
    expect((await signIn(key.assert((await signInOptions()).challenge), { ip })).statusCode).toBe(200);
  });

  it('limits sign-in options to 100 a minute per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 100; i++) await signInOptions(ip);
    const res = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    nowMs += 60_000;
    await signInOptions(ip);
  });
});

describe('removing a passkey', () => {
  const remove = (
    user: TestUser,
    id: number | string,
    body: unknown = { current_password: FACTORY_PASSWORD },
  ) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${id}`,
      headers: t.auth(user),
      payload: body as object,
    });

  it('needs the current password; then the passkey is gone and signs nobody in', async () => {
    const user = await createUser(t);
    const { key, id } = await registered(user);
    const wrong = await remove(user, id, { current_password: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(WRONG_PASSWORD);
    expect((await remove(user, id, {})).statusCode).toBe(400);
    expect(await list(user)).toHaveLength(1);
    const res = await remove(user, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Passkey removed.' });
    expect(await list(user)).toEqual([]);
    expectRefused(await signIn(key.assert((await signInOptions()).challenge)));
  });

  it("answers 404 for another user's passkey and leaves it", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { key, id } = await registered(owner);
    const res = await remove(stranger, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no such passkey on your account.');
    expect(await list(owner)).toHaveLength(1);
    expect((await signIn(key.assert((await signInOptions()).challenge))).statusCode).toBe(200);
  });

  it('brakes wrong passwords like change-password: 10 in 15 minutes, then 429', async () => {
    const user = await createUser(t);
    const { id } = await registered(user);
    for (let i = 0; i < 10; i++)
      expect((await remove(user, id, { current_password: 'guess' })).statusCode).toBe(403);
    expect((await remove(user, id)).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('a signed-out token can neither list, add nor remove passkeys', async () => {
    const user = await createUser(t);
    const { id } = await registered(user);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-out-everywhere',
      headers: t.auth(user),
    });
    expect(out.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/passkeys'],
      ['POST', '/api/passkeys/registration-options'],
      ['DELETE', `/api/passkeys/${id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: t.auth(user),
        payload: { current_password: FACTORY_PASSWORD },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
