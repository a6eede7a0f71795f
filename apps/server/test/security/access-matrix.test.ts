/**
 * Access-control matrix (docs/product.md#s6; decision 003): every endpoint of endpoints.ts, called
 * by each role — visitor (no token), a member of another group, a member, the group admin, a former member
 * (left the group owing money: an outsider to it, except their own ledger row) — on a fresh World
 * answers the status the table names. A refusal is a JSON `{ error, message, code }` with a sentence and
 * leaves the database as it was. The first test fails when the app has a route the table does not name (or
 * the table names a route that no longer exists), so a new endpoint must get its row.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { endpoints, expectedStatus, parseKey, registeredRoutes, tableRoutes } from './endpoints.ts';
import { createWorld, dbProbe, ROLES, type DbProbe, type World } from './world.ts';

let t: TestContext;
let probe: DbProbe;
beforeAll(async () => {
  t = await build();
  probe = await dbProbe(t);
});
afterAll(() => t.close());

describe('access-control matrix', () => {
  it('names every route the app serves, and only those', () => {
    expect(tableRoutes()).toEqual(registeredRoutes(t.app));
  });

  describe.each(Object.keys(endpoints))('%s', (key) => {
    const { method, pattern } = parseKey(key);
    const endpoint = endpoints[key]!;
    // Roles run in order on one world until a call succeeds: a refusal is checked to change nothing,
    // so the next role still meets the world as it was built.
    let world: World | undefined;
    it.each(ROLES)('as %s', async (role) => {
      const w = (world ??= await createWorld(t));
      const { url, body, query } = endpoint.request(w, w.user(role));
      const before = await probe.fingerprint();
      const res = await t.app.inject({
        method: method as InjectOptions['method'],
        url,
        query,
        headers: w.headers(role),
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      const expected = expectedStatus(endpoint, role);
      if (res.statusCode < 400) world = undefined;
      expect(res.statusCode, `${role} ${method} ${pattern}: ${res.body}`).toBe(expected);
      if (expected >= 400) {
        const error = res.json<{ error: unknown; message: unknown; code: unknown }>();
        expect(error).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
          code: expect.any(String),
        });
        expect(String(error.message).trim()).not.toBe('');
        expect(await probe.fingerprint(), `${role} ${method} ${pattern} changed the database`).toBe(before);
      }
    });
  });
});
