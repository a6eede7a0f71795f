import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type ChatGroupMessagePush, type ChatMessage, type ChatUnreadPush } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { startInstances, type Instance } from '../../support/instances.ts';
import { closeClients, collect, connectClient, nextEvent } from '../../support/sockets.ts';
import { POSTGRES_REDIS, onPostgresAndRedis } from '../../support/servers.ts';

// Two server instances on one PostgreSQL database and one Redis (CI sets both URLs; skipped without).
describe.runIf(onPostgresAndRedis)(`${POSTGRES_REDIS} chat across two server instances`, () => {
  let t: TestContext;
  let a: Instance;
  let b: Instance;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;
  let lions: { id: number };

  beforeAll(async () => {
    t = await build();
    [a, b] = (await startInstances(t, 2, { redisUrl: process.env.REDIS_URL! })) as [Instance, Instance];
    ann = await createUser(t, { name: 'Ann' });
    ben = await createUser(t, { name: 'Ben' });
    cat = await createUser(t, { name: 'Cat' });
    lions = await createGroup(t, ann, { members: [ben] });
    await createGroup(t, cat);
  });
  afterAll(async () => {
    closeClients();
    await Promise.all([a?.close(), b?.close()]);
    await t.close();
  });

  const postVia = (instance: Instance, user: TestUser, payload: Record<string, unknown>) =>
    instance.app.inject({ method: 'POST', url: '/api/chat/message', headers: t.auth(user), payload });

  it('delivers a message posted through instance A to a client connected to instance B', async () => {
    const benOnB = await connectClient(b.base, ben.token);
    const catOnB = await connectClient(b.base, cat.token);
    expect(await benOnB.timeout(1000).emitWithAck('join_chat', lions.id)).toMatchObject({ ok: true });
    const leaked = collect(catOnB, serverEvents.receiveMessage);

    const group = nextEvent<ChatMessage>(benOnB, serverEvents.receiveMessage);
    const sent = await postVia(a, ann, { type: 'group', group_id: lions.id, content: 'Across instances' });
    expect(sent.statusCode).toBe(201);
    expect(await group).toEqual(sent.json());

    const direct = nextEvent<ChatMessage>(benOnB, serverEvents.receiveMessage);
    const dm = await postVia(a, ann, { type: 'direct', recipient_id: ben.id, content: 'Direct, across' });
    expect(await direct).toEqual(dm.json());

    // Counts pushed by instance A reach Ben on B; the latest one follows his read.
    const counts = collect<ChatUnreadPush>(benOnB, serverEvents.chatUnreadCount);
    await a.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${lions.id}/read`,
      headers: t.auth(ben),
    });
    await expect.poll(() => counts.at(-1), { timeout: 1000 }).toEqual({ groupUnread: 0, directUnread: 1 });
    expect(leaked).toEqual([]);
  });

  it("sends the badge event of a message posted through A to the members' sockets on B, not the sender's", async () => {
    const gil = await createUser(t, { name: 'Gil' });
    const hal = await createUser(t, { name: 'Hal' });
    const g = await createGroup(t, gil, { members: [hal] });
    const halOnB = await connectClient(b.base, hal.token);
    const gilOnB = await connectClient(b.base, gil.token);
    const halHeard = collect<ChatGroupMessagePush>(halOnB, serverEvents.chatGroupMessage);
    const gilHeard = collect<ChatGroupMessagePush>(gilOnB, serverEvents.chatGroupMessage);
    const sent = (await postVia(a, gil, { type: 'group', group_id: g.id, content: 'Later' })).json<ChatMessage>();
    // Sentinel: Hal answers through A; Gil hears that one, and nothing before it.
    const answer = (await postVia(a, hal, { type: 'group', group_id: g.id, content: 'Sure' })).json<ChatMessage>();
    await expect
      .poll(() => halHeard, { timeout: 3000 })
      .toEqual([{ group_id: g.id, message_id: sent.id, sender_id: gil.id }]);
    await expect
      .poll(() => gilHeard, { timeout: 3000 })
      .toEqual([{ group_id: g.id, message_id: answer.id, sender_id: hal.id }]);
  });

  it('takes a member removed through instance A out of the room on instance B', async () => {
    const dan = await createUser(t, { name: 'Dan' });
    const g = await createGroup(t, ann, { members: [ben, dan] });
    await createGroup(t, ann, { members: [dan] }); // still shared, so Ann can send Dan the sentinel
    const danOnB = await connectClient(b.base, dan.token);
    const benOnB = await connectClient(b.base, ben.token);
    await danOnB.timeout(1000).emitWithAck('join_chat', { group_id: g.id });
    await benOnB.timeout(1000).emitWithAck('join_chat', { group_id: g.id });
    const heard = collect(danOnB, serverEvents.receiveMessage);
    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/groups/${g.id}/members/${dan.id}`,
      headers: t.auth(ann),
    });
    expect(removed.statusCode).toBe(200);
    const benHears = nextEvent(benOnB, serverEvents.receiveMessage);
    await postVia(a, ann, { type: 'group', group_id: g.id, content: 'After Dan left' });
    await benHears;
    // Sentinel: a direct message to Dan through the same instance and Redis channel, sent after the
    // group message; once it is here, the group message would have been too.
    const danHears = nextEvent<ChatMessage>(danOnB, serverEvents.receiveMessage);
    const dm = await postVia(a, ann, { type: 'direct', recipient_id: dan.id, content: 'Just you' });
    expect(await danHears).toEqual(dm.json());
    expect(heard).toEqual([dm.json()]);
  });
});
