/**
 * A chat message's push and email job (README "Chat", "Notifications"; chat/deliveries.ts): written in
 * the message's own transaction, one delivery per member (or the direct message's recipient) who could
 * get it by push (chat pushes on and a subscription) or by email (chat emails on), never the sender,
 * never a member muting the group; no `notifications.deliver` job at all when there is nobody.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMutes, notificationSettings, pushSubscriptions } from '../../../src/db/schema.ts';
import type { Delivery } from '../../../src/modules/notifications/delivery.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

describe('chat fan-out jobs', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat/message', headers: t.auth(user), payload });

  /** The deliveries of every notifications.deliver job written so far, job by job. */
  const deliveryJobs = async () => {
    const result = await t.app.db.execute(
      sql`select data from pgboss.job where name = 'notifications.deliver' order by created_on`,
    );
    return (result as unknown as { rows: { data: { deliveries: Delivery[] } }[] }).rows.map(
      (r) => r.data.deliveries,
    );
  };
  const subscribe = (user: TestUser) =>
    t.app.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: `https://push.example/${user.id}`,
      p256dh: 'key',
      auth: 'secret',
    });
  const settings = (user: TestUser, flags: { emailChat?: boolean; pushChat?: boolean }) =>
    t.app.db.insert(notificationSettings).values({ userId: user.id, ...flags });

  it('writes no job for a group where nobody has a push subscription or chat emails on, whatever its size', async () => {
    const [admin, ...others] = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(t, { name: `Quiet${i}` })),
    );
    const g = await createGroup(t, admin!, { members: others });
    // The sender's own subscription and email setting reach nobody else.
    await subscribe(admin!);
    await settings(admin!, { emailChat: true });
    expect((await post(admin!, { type: 'group', group_id: g.id, content: 'Anyone?' })).statusCode).toBe(201);
    expect(
      (await post(others[0]!, { type: 'direct', recipient_id: others[1]!.id, content: 'Psst' })).statusCode,
    ).toBe(201);
    expect(await deliveryJobs()).toEqual([]);
  });

  it('writes one job with a delivery for each member who could get it, never the sender or a muting member', async () => {
    // One after another, so their ids follow the names (the deliveries are listed by user id; users
    // created at once on PostgreSQL take their ids in any order).
    const made: TestUser[] = [];
    for (const name of ['Ada', 'Ben', 'Cy', 'Dot', 'Eli', 'Fox']) made.push(await createUser(t, { name }));
    const [ada, ben, cy, dot, eli, fox] = made;
    const g = await createGroup(t, ada!, { members: [ben!, cy!, dot!, eli!, fox!], name: 'Lions' });
    await subscribe(ben!); // push by default
    await settings(cy!, { emailChat: true }); // email
    await subscribe(dot!);
    await settings(dot!, { pushChat: false }); // subscribed, but chat pushes off
    await settings(eli!, { emailChat: true });
    await t.app.db.insert(notificationMutes).values({ userId: eli!.id, groupId: g.id }); // muted
    // Fox: no subscription, defaults (no chat email).
    const before = (await deliveryJobs()).length;
    expect((await post(ada!, { type: 'group', group_id: g.id, content: 'Kick-off at 7' })).statusCode).toBe(201);
    const jobs = (await deliveryJobs()).slice(before);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.map((d) => d.userId)).toEqual([ben!.id, cy!.id]);
    expect(jobs[0]![0]).toMatchObject({
      kind: 'chat',
      message: 'Kick-off at 7',
      link: `/chat/group/${g.id}`,
      title: 'Ada Tester · Lions',
      groupId: g.id,
    });
    // A retry of the same client_msg_id writes nothing more.
    const body = { type: 'group', group_id: g.id, content: 'Once', client_msg_id: randomUUID() };
    expect((await post(ada!, body)).statusCode).toBe(201);
    expect((await post(ada!, body)).statusCode).toBe(200);
    expect((await deliveryJobs()).slice(before)).toHaveLength(2);
    // A direct message to someone who could get it: one job for them.
    await post(cy!, { type: 'direct', recipient_id: ben!.id, content: 'Just you' });
    expect((await deliveryJobs()).at(-1)!.map((d) => [d.userId, d.link])).toEqual([
      [ben!.id, `/chat/direct/${cy!.id}`],
    ]);
  });
});
