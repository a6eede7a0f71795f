import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, TEST_JWT_SECRET, type TestContext } from '../support/build.ts';
import { createUser, type TestUser } from '../support/factories.ts';
import { closeClients, connectClient, listen } from '../support/sockets.ts';

/** An HS256 token signed with the app's own secret, carrying exactly `payload` (no `exp` unless given). */
function signRaw(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/**
 * A sign-in token must say when it ends (docs/design.md#api: missing, invalid, expired or
 * revoked → 401). One signed with the right secret but without `exp` would work forever; it is refused
 * like an expired one, by the API and by the socket handshake.
 */
describe('a signed token without exp', () => {
  let t: TestContext;
  let base: string;
  let user: TestUser;
  let claims: object;
  const now = () => Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    t = await build();
    base = await listen(t);
    user = await createUser(t);
    claims = {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      is_admin: false,
      token_version: 0,
    };
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  it('is refused with 401, like an expired one; the same claims with a future exp are accepted', async () => {
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
    const session = 'Your session has expired. Please log in again.';

    const noExp = await me(signRaw({ ...claims, iat: now() }));
    expect(noExp.statusCode).toBe(401);
    expect(noExp.json()).toEqual({ error: session, message: session, code: 'SESSION_EXPIRED' });

    const expired = await me(signRaw({ ...claims, iat: now() - 100, exp: now() - 10 }));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(noExp.json());

    expect((await me(signRaw({ ...claims, iat: now(), exp: now() + 600 }))).statusCode).toBe(200);
  });

  it('cannot open a socket', async () => {
    await expect(connectClient(base, signRaw({ ...claims, iat: now() }))).rejects.toThrow(
      'Your session has expired. Please log in again.',
    );
    const socket = await connectClient(base, signRaw({ ...claims, iat: now(), exp: now() + 600 }));
    expect(socket.connected).toBe(true);
  });
});
