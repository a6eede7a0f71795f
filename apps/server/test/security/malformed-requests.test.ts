/**
 * Requests refused before any handler runs, each with the usual JSON
 * `{ error, message, code }` sentence: a body over 256 KB (413; a signed-in route still says 401 first to
 * a caller without a token), a URL with a broken escape (400), a path parameter over 100 characters
 * (414), and a body that is not a JSON object where a schema has no sentence of its own (400). Found by
 * the fuzz suite: Fastify and zod answered these with their own wording, repeating the URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createGroup, createUser, type TestUser } from '../support/factories.ts';
import { dbProbe, type DbProbe } from './world.ts';

let t: TestContext;
let user: TestUser;
let group: { id: number };
let probe: DbProbe;
beforeAll(async () => {
  t = await build();
  user = await createUser(t);
  group = await createGroup(t, user);
  probe = await dbProbe(t);
});
afterAll(() => t.close());

const big = 'x'.repeat(300 * 1024);

describe('body size limit', () => {
  it('answers 413 with a sentence to an oversized body on a public route', async () => {
    const before = await probe.fingerprint();
    const res = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        name: big,
        surname: 'Big',
        mobile: '0712345678',
        email: 'big@example.test',
        password: 'a good password',
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      error: 'The request body is too large.',
      message: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await probe.fingerprint()).toBe(before);
  });

  it('answers 413 to a signed-in caller, and 401 first to one without a token', async () => {
    const payload = { type: 'group', group_id: group.id, content: big };
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(user),
      payload,
    });
    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/chat/message', payload });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a body just under the limit (a long but valid message is only refused by its schema)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(user),
      payload: { type: 'group', group_id: group.id, content: 'y'.repeat(200 * 1024) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A message can be at most 4000 characters long.' });
  });
});

describe('malformed requests', () => {
  it('answers a broken escape in the URL with a sentence, not the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/groups/%zz', headers: t.auth(user) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The address of this request is not valid.',
      message: 'The address of this request is not valid.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers an overlong path parameter (over the router’s 512 characters) with 414 and a sentence', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${'1'.repeat(600)}`,
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({
      message: 'The address of this request is too long.',
      code: 'URI_TOO_LONG',
    });
  });

  it('answers a body that is not an object with a sentence, not zod’s wording', async () => {
    for (const payload of ['[]', '42', '"Sunday league"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/groups',
        headers: { ...t.auth(user), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({
        message: 'The request body must be a JSON object.',
        code: 'VALIDATION',
      });
    }
  });

  it('names the field when zod has no sentence for it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        name: 'New',
        surname: 'Player',
        mobile: '0712345678',
        email: 'new@example.test',
        password: 'a good password',
        inviteToken: 42,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'inviteToken is not valid.', code: 'VALIDATION' });
  });
});
