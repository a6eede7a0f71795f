import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../support/factories.ts';

/**
 * Every answer of the JSON API carries `Cache-Control: no-store`, so no browser or proxy cache keeps a
 * sign-in token or anyone's personal data: successes, refusals, validation errors, 404s of unknown /api
 * routes and URLs the router itself refuses, and POST /signup (docs/product.md#s7 keeps it outside /api).
 */
describe('Cache-Control: no-store', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await build();
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('on the login reply, a signed-in read and sign-up, and on their refusals', async () => {
    const replies = {
      login: await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: FACTORY_PASSWORD },
      }),
      wrongPassword: await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'not the password' },
      }),
      games: await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(user) }),
      noToken: await t.app.inject({ method: 'GET', url: '/api/users/profile' }),
      signup: await t.app.inject({
        method: 'POST',
        url: '/signup',
        payload: {
          name: 'Nomsa',
          surname: 'Zulu',
          email: 'nomsa.zulu@example.test',
          mobile: '0821112233',
          password: 'a good password',
        },
      }),
      badSignup: await t.app.inject({ method: 'POST', url: '/signup', payload: {} }),
      unknownRoute: await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      badEscape: await t.app.inject({ method: 'GET', url: '/api/groups/%zz', headers: t.auth(user) }),
      notJson: await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    };
    expect(Object.fromEntries(Object.entries(replies).map(([k, r]) => [k, r.statusCode]))).toEqual({
      login: 200,
      wrongPassword: 401,
      games: 200,
      noToken: 401,
      signup: 201,
      badSignup: 400,
      unknownRoute: 404,
      badEscape: 400,
      notJson: 400,
    });
    for (const [name, res] of Object.entries(replies)) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('on every /api route, signed in or not', async () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, url } of routes) {
      const path = url.replace(/:[^/]+/g, '1');
      for (const headers of [{}, t.auth(user)]) {
        const res = await t.app.inject({ method: method as 'GET', url: path, headers });
        expect(res.headers['cache-control'], `${method} ${path} → ${res.statusCode}`).toBe('no-store');
      }
    }
  });
});
