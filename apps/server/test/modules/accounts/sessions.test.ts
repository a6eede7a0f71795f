/**
 * A sign-in lasts no longer than its owner wants (decision record 006-email-change-and-sessions):
 * POST /api/users/sign-out-everywhere, sockets dropped when their token expires (on a clock the test
 * moves) or is revoked, and at most 20 sockets per user (on two instances: sessions-scale-out.pg.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { userRoom } from '../../../src/plugins/realtime.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { manualTimers } from '../../support/manual-timers.ts';
import { closeClients, connectClient, listen, nextEvent } from '../../support/sockets.ts';

const TOO_MANY =
  'Too many open connections: you can be connected from at most 20 tabs or devices at once. Close one and try again.';
const EXPIRED = 'Your session has expired. Please log in again.';

let t: TestContext;
let base: string;
let ip = 0;
beforeAll(async () => {
  t = await build();
  base = await listen(t);
});
afterEach(() => closeClients());
afterAll(() => t.close());

/** How many sockets the server holds for `user` (in their room, on every instance). */
const socketsOf = async (user: { id: number }, app = t.app) =>
  (await app.io.in(userRoom(user.id)).fetchSockets()).length;
const signOutEverywhere = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/sign-out-everywhere',
    headers: token ? t.auth(token) : {},
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
const login = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: `10.8.0.${++ip}`,
  });

describe('POST /api/users/sign-out-everywhere', () => {
  it('revokes every token of the account and answers a fresh one for this device', async () => {
    const user = await createUser(t);
    const laptop = (await login(user)).json<{ token: string }>().token;
    const res = await signOutEverywhere(user.token);
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ message: string; token: string }>();
    expect(reply).toEqual({
      message: 'You are signed out on every other device.',
      token: expect.any(String),
    });
    for (const old of [user.token, laptop]) {
      const refused = await me(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe(EXPIRED);
    }
    expect((await me(reply.token)).json()).toMatchObject({ id: user.id, email: user.email });
    // The password is untouched: signing in again works.
    expect((await login(user)).statusCode).toBe(200);
  });

  it("disconnects every socket of the account and no one else's", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const phone = await connectClient(base, user.token);
    const tablet = await connectClient(base, user.token);
    await connectClient(base, other.token);
    const gone = [phone, tablet].map((s) => nextEvent<string>(s, 'disconnect'));
    expect((await signOutEverywhere(user.token)).statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await socketsOf(user)).toBe(0);
    expect(await socketsOf(other)).toBe(1);
  });

  it('answers 401 without a token', async () => {
    const res = await signOutEverywhere();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Please log in to continue.');
  });
});

describe('a socket whose token expires', () => {
  // An app of its own, whose expiry timers run on a clock the tests move.
  const timers = manualTimers(Date.now());
  let te: TestContext;
  let teBase: string;
  beforeAll(async () => {
    te = await build({}, { realtime: { timers } });
    teBase = await listen(te);
  });
  afterAll(() => te.close());

  it('is disconnected when the clock reaches the expiry, not before', async () => {
    const user = await createUser(te);
    // A token that expires in 60 s (sign-in tokens last 7 days; the timer is the same).
    const token = te.app.jwt.sign(
      {
        id: user.id,
        name: user.name,
        surname: user.surname,
        email: user.email,
        is_admin: false,
        token_version: 0,
      },
      { expiresIn: 60 },
    );
    const socket = await connectClient(teBase, token);
    const gone = nextEvent<string>(socket, 'disconnect');
    const exp = te.app.jwt.decode<{ exp: number }>(token)!.exp * 1000;

    timers.advance(exp - timers.now() - 1);
    expect(await socketsOf(user, te.app)).toBe(1);
    timers.advance(1);
    expect(await socketsOf(user, te.app)).toBe(0);
    expect(await gone).toBe('io server disconnect');
  });

  it('lives its whole 7 days with an ordinary sign-in token, and no longer', async () => {
    const user = await createUser(te);
    const socket = await connectClient(teBase, user.token);
    const gone = nextEvent<string>(socket, 'disconnect');
    const exp = te.app.jwt.decode<{ exp: number }>(user.token)!.exp * 1000;
    timers.advance(exp - timers.now() - 1000);
    expect(await socketsOf(user, te.app)).toBe(1);
    timers.advance(1000);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('at most 20 sockets per user', () => {
  const connectMany = (user: TestUser, count: number, url = base) =>
    Promise.allSettled(Array.from({ length: count }, () => connectClient(url, user.token)));
  const refusals = (results: PromiseSettledResult<Socket>[]) =>
    results.filter((r) => r.status === 'rejected').map((r) => (r.reason as Error).message);

  it('refuses the 21st with a sentence; another user is not affected; a closed one frees a place', async () => {
    const user = await createUser(t);
    const sockets: Socket[] = [];
    for (let i = 0; i < 20; i += 1) sockets.push(await connectClient(base, user.token));
    await expect(connectClient(base, user.token)).rejects.toThrow(TOO_MANY);
    expect(await socketsOf(user)).toBe(20);

    const other = await createUser(t);
    expect((await connectClient(base, other.token)).connected).toBe(true);

    sockets[0]!.close();
    await expect.poll(() => socketsOf(user)).toBe(19);
    expect((await connectClient(base, user.token)).connected).toBe(true);
  });

  it('admits exactly 20 of 25 handshakes made at once', async () => {
    const user = await createUser(t);
    const results = await connectMany(user, 25);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(refusals(results)).toEqual(Array(5).fill(TOO_MANY));
    expect(await socketsOf(user)).toBe(20);
  });
});
