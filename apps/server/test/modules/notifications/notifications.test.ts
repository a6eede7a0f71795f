/**
 * The notification endpoints of docs/product.md#s7: a user only ever reads or changes their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';
import { notify } from '../../../src/modules/notifications/service.ts';

describe('notification endpoints', () => {
  let t: TestContext;
  let me: TestUser;
  let other: TestUser;

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload ? { payload } : {}) });
  const list = async (user: TestUser) => (await call(user, 'GET', '/api/notifications')).json().notifications;
  const unread = async (user: TestUser) =>
    (await call(user, 'GET', '/api/notifications/unread-count')).json().unreadCount as number;
  const seed = async (user: TestUser, messages: string[]) => {
    for (const message of messages) {
      await t.app.db.transaction((tx) => notify(tx, [{ userId: user.id, message, link: '/games/1', kind: 'team_changes' }]));
    }
    return (await list(user)) as { id: number; message: string }[];
  };

  beforeAll(async () => {
    t = await build();
    me = await createUser(t);
    other = await createUser(t);
  });
  afterAll(() => t.close());

  it('lists the caller’s notifications newest first with the unread count', async () => {
    await seed(me, ['first', 'second', 'third']);
    await seed(other, ['not yours']);
    const res = await call(me, 'GET', '/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.notifications.map((n: { message: string }) => n.message)).toEqual([
      'third',
      'second',
      'first',
    ]);
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      message: 'third',
      link: '/games/1',
      created_at: expect.stringMatching(/Z$/),
      is_read: false,
    });
    expect((await call(me, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      success: true,
      unreadCount: 3,
    });
  });

  it('marks one read; another user’s id or an unknown id is 404 and changes nothing', async () => {
    const [newest] = await seed(me, ['to read']);
    const before = await unread(me);
    const res = await call(me, 'PUT', `/api/notifications/${newest!.id}/mark-read`);
    expect(res.json()).toEqual({
      success: true,
      message: notificationTexts.markedRead,
      unreadCount: before - 1,
    });
    expect((await list(me))[0]).toMatchObject({ id: newest!.id, is_read: true });

    const [theirs] = await seed(other, ['theirs']);
    for (const id of [theirs!.id, 999_999]) {
      const refused = await call(me, 'PUT', `/api/notifications/${id}/mark-read`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        error: notificationTexts.notFound,
        code: 'NOTIFICATION_NOT_FOUND',
      });
    }
    expect((await list(other))[0]).toMatchObject({ id: theirs!.id, is_read: false });
    expect((await call(me, 'PUT', '/api/notifications/abc/mark-read')).statusCode).toBe(400);
  });

  it('deletes the selected ones, ignoring ids that are not the caller’s', async () => {
    const mine = await seed(me, ['a', 'b', 'c']);
    const [theirs] = await seed(other, ['keep me']);
    const res = await call(me, 'DELETE', '/api/notifications/delete-multiple', {
      ids: [mine[0]!.id, mine[1]!.id, theirs!.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '2 notifications deleted.' });
    const left = (await list(me)).map((n: { id: number }) => n.id);
    expect(left).not.toContain(mine[0]!.id);
    expect(left).toContain(mine[2]!.id);
    expect((await list(other)).map((n: { id: number }) => n.id)).toContain(theirs!.id);

    for (const payload of [{ ids: [] }, { ids: 'all' }, {}, { ids: [0] }]) {
      const bad = await call(me, 'DELETE', '/api/notifications/delete-multiple', payload);
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(me, 'DELETE', '/api/notifications/delete-multiple', { ids: [] })).json().error).toBe(
      notificationTexts.noneSelected,
    );
  });

  it('deletes all of the caller’s and nobody else’s', async () => {
    await seed(me, ['x']);
    const othersBefore = (await list(other)).length;
    const res = await call(me, 'DELETE', '/api/notifications/delete-all');
    expect(res.json()).toMatchObject({ success: true, unreadCount: 0 });
    expect(await list(me)).toEqual([]);
    expect(await unread(me)).toBe(0);
    expect((await list(other)).length).toBe(othersBefore);
  });

  it('needs a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/1/mark-read'],
      ['DELETE', '/api/notifications/delete-all'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
