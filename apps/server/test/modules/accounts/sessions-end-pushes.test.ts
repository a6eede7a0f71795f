/**
 * Pushes stop with the session (README "Security"): signing out everywhere, a password change, a
 * password reset, an email change and an account deletion delete every push subscription of the
 * account in the same transaction, and nobody else's. One-tap answer links and the calendar feed are
 * capabilities of their own: they keep working through the first four and end with the account
 * (404, as their routes document).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../src/db/schema.ts';
import { requestPasswordReset } from '../../../src/modules/accounts/password-reset.ts';
import { rsvpLinkUrls } from '../../../src/modules/notifications/answer-links.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';

const APP_URL = 'https://turnout.example';
const NEW_PASSWORD = 'a different secret phrase';
let t: TestContext;

beforeAll(async () => {
  t = await build({ APP_URL });
});
afterAll(() => t.close());

/** A browser of `user` subscribed through POST /api/push/subscriptions; resolves to its endpoint. */
async function subscribe(user: TestUser): Promise<string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(8).toString('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: t.auth(user),
    payload: {
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return endpoint;
}

/** The endpoints of `user`'s push subscriptions, sorted. */
async function endpointsOf(user: { id: number }): Promise<string[]> {
  const rows = await t.app.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));
  return rows.map((r) => r.endpoint).sort();
}

type End = { name: string; run(user: TestUser): Promise<LightMyRequestResponse> };

/** The five ways an account's sessions end, each through its route. */
const ends: End[] = [
  {
    name: 'signing out everywhere',
    run: (user) =>
      t.app.inject({ method: 'POST', url: '/api/users/sign-out-everywhere', headers: t.auth(user) }),
  },
  {
    name: 'a password change',
    run: (user) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/change-password',
        headers: t.auth(user),
        payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      }),
  },
  {
    name: 'a password reset',
    run: async (user) => {
      // The token the reset mail would carry, issued by the same function as the route's.
      let token = '';
      await requestPasswordReset(t.app.db, user.email, async (_tx, reset) => {
        token = reset.token;
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/login/reset-password',
        payload: { token, email: user.email, newPassword: NEW_PASSWORD },
      });
    },
  },
  {
    name: 'an email change',
    run: (user) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: t.auth(user),
        payload: {
          name: user.name,
          surname: user.surname,
          email: `moved.${user.email}`,
          mobile: user.mobile,
          currentPassword: user.password,
        },
      }),
  },
  {
    name: 'an account deletion',
    run: (user) =>
      t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: t.auth(user) }),
  },
];

/**
 * A member of a group with a game ahead: two subscribed browsers, a one-tap answer link to the game and
 * a calendar feed URL; and another member with a browser of their own.
 */
async function member() {
  const user = await createUser(t);
  const other = await createUser(t);
  const group = await createGroup(t, other, { members: [user] });
  const game = await createGame(t, group.id, other);
  const devices = [await subscribe(user), await subscribe(user)].sort();
  const othersDevice = await subscribe(other);
  const token = /\/rsvp\/([^?]+)\?/.exec((await rsvpLinkUrls(t.app, user.id, game.id))!.in)![1]!;
  const feed = await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: t.auth(user) });
  expect(feed.statusCode).toBe(200);
  const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
  return { user, other, devices, othersDevice, token, feedPath };
}

describe('the end of an account’s sessions', () => {
  it.each(ends)('$name deletes every push subscription of the user and nobody else’s', async (end) => {
    const { user, other, devices, othersDevice } = await member();
    expect(await endpointsOf(user)).toEqual(devices);

    const res = await end.run(user);
    expect(res.statusCode, res.body).toBe(200);

    expect(await endpointsOf(user)).toEqual([]);
    expect(await endpointsOf(other)).toEqual([othersDevice]);
  });

  it('a refused password change (wrong current password) keeps the subscriptions', async () => {
    const { user, devices } = await member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: t.auth(user),
      payload: { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(await endpointsOf(user)).toEqual(devices);
  });

  it.each(ends.filter((end) => end.name !== 'an account deletion'))(
    '$name leaves the one-tap answer link and the calendar feed working',
    async (end) => {
      const { user, token, feedPath } = await member();
      expect((await end.run(user)).statusCode).toBe(200);

      const link = await t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}` });
      expect(link.statusCode, link.body).toBe(200);
      const answered = await t.app.inject({
        method: 'POST',
        url: `/api/rsvp-links/${token}`,
        payload: { status: 'in' },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const feed = await t.app.inject({ method: 'GET', url: feedPath });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    },
  );

  it('an account deletion ends the one-tap answer link and the calendar feed (404)', async () => {
    const { user, token, feedPath } = await member();
    expect((await ends.at(-1)!.run(user)).statusCode).toBe(200);

    const link = await t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}` });
    expect(link.statusCode).toBe(404);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/rsvp-links/${token}`,
      payload: { status: 'in' },
    });
    expect(answered.statusCode).toBe(404);
    const feed = await t.app.inject({ method: 'GET', url: feedPath });
    expect(feed.statusCode).toBe(404);
  });
});
