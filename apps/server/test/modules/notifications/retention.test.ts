/**
 * Notification retention: a user keeps at most their newest 500 notifications (enforced as they are
 * inserted, and in what the unread count counts), and the daily job deletes notifications older than
 * 90 days and any excess over 500. The job takes `now` from the test: no waiting.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { serverEvents, type NotificationsUnreadPush } from '@turnout/shared';
import { notifications } from '../../../src/db/schema.ts';
import type { TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { connectClient, nextEvent, withListeningApp } from '../../support/sockets.ts';
import { RETENTION_QUEUE, pruneNotifications } from '../../../src/modules/notifications/retention.ts';

const DAY = 24 * 3600_000;

describe('notification retention', () => {
  let t: TestContext;
  let base: string;

  withListeningApp((app, url) => ([t, base] = [app, url]));

  /** Inserts `n` notifications of `user` straight into the database, the i-th created at `at(i)`. */
  const seed = (user: TestUser, n: number, at: (i: number) => Date, isRead = false) =>
    t.app.db.insert(notifications).values(
      Array.from({ length: n }, (_, i) => ({
        userId: user.id,
        message: `Old news ${i + 1}`,
        link: null,
        createdAt: at(i),
        isRead,
      })),
    );
  const stored = async (user: TestUser) =>
    Number(
      (await t.app.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)))[0]!
        .n,
    );
  const list = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.auth(user) })).json()
      .notifications as { message: string; created_at: string }[];
  const unread = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: t.auth(user) })
    ).json().unreadCount as number;
  const createGameAs = (admin: TestUser, groupId: number, description: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: t.auth(admin),
      payload: {
        group_id: groupId,
        description,
        game_datetime: new Date(Date.now() + 3 * DAY).toISOString(),
        max_players: 10,
        rsvp_cutoff: 3,
      },
    });

  it('deletes notifications older than 90 days at the job’s now, keeps younger ones, and pushes the new unread count', async () => {
    const now = new Date();
    const me = await createUser(t);
    const other = await createUser(t);
    await seed(me, 3, (i) => new Date(now.getTime() - (91 + i) * DAY)); // unread, past 90 days
    await seed(me, 2, (i) => new Date(now.getTime() - (89 - i) * DAY)); // unread, within 90 days
    await seed(other, 1, () => new Date(now.getTime() - 10 * DAY));
    expect(await unread(me)).toBe(5);

    const socket = await connectClient(base, me.token);
    const push = nextEvent<NotificationsUnreadPush>(socket, serverEvents.notificationsUnreadCount);
    const changed = await pruneNotifications(t.app, now);

    expect(changed).toEqual([me.id]);
    expect(await push).toEqual({ unreadCount: 2 });
    expect((await list(me)).map((n) => n.message)).toEqual(['Old news 2', 'Old news 1']);
    expect(await unread(me)).toBe(2);
    expect(await list(other)).toHaveLength(1);
  });

  it('counts age from the now it is given: today’s notifications are gone at a now 91 days ahead', async () => {
    const admin = await createUser(t);
    const member = await createUser(t);
    const groupId = (await createGroup(t, admin, { members: [member] })).id;
    expect((await createGameAs(admin, groupId, 'Friday futsal')).statusCode).toBe(201);
    expect(await list(member)).toHaveLength(1);

    await pruneNotifications(t.app, new Date(Date.now() + 89 * DAY));
    expect(await list(member)).toHaveLength(1);
    await pruneNotifications(t.app, new Date(Date.now() + 91 * DAY));
    expect(await list(member)).toEqual([]);
    expect(await unread(member)).toBe(0);
  });

  it('keeps a user’s newest 500 when a new notification arrives: the oldest goes, the unread count stays 500', async () => {
    const admin = await createUser(t);
    const member = await createUser(t);
    const groupId = (await createGroup(t, admin, { members: [member] })).id;
    const start = Date.now() - 30 * DAY;
    await seed(member, 500, (i) => new Date(start + i * 60_000));
    expect(await unread(member)).toBe(500);

    const socket = await connectClient(base, member.token);
    const push = nextEvent<NotificationsUnreadPush>(socket, serverEvents.notificationsUnreadCount);
    expect((await createGameAs(admin, groupId, 'Sunday league')).statusCode).toBe(201);

    expect(await push).toEqual({ unreadCount: 500 });
    expect(await stored(member)).toBe(500);
    expect(await unread(member)).toBe(500);
    const newest = await list(member);
    expect(newest[0]!.message).toContain('Sunday league');
    // The oldest seeded one went; the second oldest is still there.
    const messages = (
      await t.app.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, member.id))
    ).map((r) => r.message);
    expect(messages).not.toContain('Old news 1');
    expect(messages).toContain('Old news 2');
  });

  it('never counts more than the newest 500 as unread, and the job trims any excess to the newest 500', async () => {
    const me = await createUser(t);
    const start = Date.now() - 20 * DAY;
    // 510 rows, as two simultaneous inserts might briefly leave: the 10 oldest are unread, the rest read.
    await seed(me, 10, (i) => new Date(start + i * 60_000));
    await seed(me, 500, (i) => new Date(start + (10 + i) * 60_000), true);
    expect(await unread(me)).toBe(0);

    const changed = await pruneNotifications(t.app, new Date());
    expect(changed).toContain(me.id);
    expect(await stored(me)).toBe(500);
    const kept = await list(me);
    expect(kept[0]!.message).toBe('Old news 500');
    expect(await unread(me)).toBe(0);
  });

  it("runs as a job of the job queue, by the app's clock", async () => {
    const me = await createUser(t);
    await seed(me, 1, () => new Date(Date.now() - 100 * DAY));
    await seed(me, 1, () => new Date(Date.now() - DAY));
    await t.app.jobs.run(RETENTION_QUEUE);
    expect((await list(me)).map((n) => n.message)).toEqual(['Old news 1']);
    expect(await stored(me)).toBe(1);
  });

  it('leaves a user with 500 or fewer notifications, all younger than 90 days, untouched', async () => {
    const me = await createUser(t);
    await seed(me, 500, (i) => new Date(Date.now() - 80 * DAY + i * 60_000));
    const changed = await pruneNotifications(t.app, new Date());
    expect(changed).not.toContain(me.id);
    expect(await stored(me)).toBe(500);
    expect(await unread(me)).toBe(500);
  });
});
