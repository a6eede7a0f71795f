import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from './support/build.ts';
import { createUser } from './support/factories.ts';
import type { TokenPayload } from '../src/plugins/auth.ts';

describe('the API shell', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 JSON sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'There is no GET /api/nothing-here in the Turnout API.',
      message: 'There is no GET /api/nothing-here in the Turnout API.',
      code: 'NOT_FOUND',
    });
  });

  it('accepts a token it signed and refuses a forged or revoked one', async () => {
    const user = await createUser(t);
    await expect(t.app.verifyToken(user.token)).resolves.toMatchObject({ id: user.id, email: user.email });
    const forged = t.app.jwt.sign({ ...t.app.jwt.decode<TokenPayload>(user.token)! }, {
      algorithm: 'HS384',
    } as never);
    await expect(t.app.verifyToken(forged)).rejects.toMatchObject({ statusCode: 401 });
    await expect(t.app.verifyToken(user.token.slice(0, -2) + 'xx')).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
