/**
 * The chat inbox (README "Chat", inbox; chat/inbox.ts): GET /api/chat/conversations lists the caller's
 * direct conversations, newest last message first, each with its unread count from the direct-message
 * read marks; GET /api/chat/group-unread gives each of the caller's groups its unread count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '@turnout/shared';
import { sql } from 'drizzle-orm';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

describe('chat inbox', () => {
  let t: TestContext;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;
  let dan: TestUser;
  let lions: { id: number };
  let tigers: { id: number };

  beforeAll(async () => {
    t = await build();
    ann = await createUser(t, { name: 'Ann', surname: 'Adams' });
    ben = await createUser(t, { name: 'Ben', surname: 'Brown' });
    cat = await createUser(t, { name: 'Cat', surname: 'Cole' });
    dan = await createUser(t, { name: 'Dan', surname: 'Dube' });
    lions = await createGroup(t, ann, { name: 'Lions', members: [ben, cat] });
    tigers = await createGroup(t, ann, { name: 'Tigers', members: [dan] });
  });
  afterAll(() => t.close());

  const get = (user: TestUser | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user ? t.auth(user) : {} });
  const send = async (from: TestUser, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(from),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ChatMessage>();
  };
  const dm = (from: TestUser, to: TestUser, content: string) =>
    send(from, { type: 'direct', recipient_id: to.id, content });
  const inbox = async (user: TestUser) =>
    (await get(user, '/api/chat/conversations')).json<ChatConversation[]>();

  it('needs a sign-in', async () => {
    expect((await get(null, '/api/chat/conversations')).statusCode).toBe(401);
    expect((await get(null, '/api/chat/group-unread')).statusCode).toBe(401);
  });

  it('is empty before any direct message', async () => {
    expect(await inbox(dan)).toEqual([]);
  });

  it('lists each conversation once, newest last message first, with the unread count from read marks', async () => {
    await dm(ben, ann, 'Lift on Thursday?');
    await dm(ben, ann, 'I can take three.');
    const toCat = await dm(ann, cat, 'Bibs are in my car');
    const list = await inbox(ann);
    expect(list.map((c) => c.user_id)).toEqual([cat.id, ben.id]);
    expect(list[0]).toEqual({
      user_id: cat.id,
      name: 'Cat',
      surname: 'Cole',
      last_message: { content: 'Bibs are in my car', timestamp: toCat.timestamp, sender_id: ann.id },
      unread: 0,
    });
    expect(list[1]).toMatchObject({
      name: 'Ben',
      last_message: { content: 'I can take three.', sender_id: ben.id },
      unread: 2,
    });
    // The other side sees the same conversation, unread from their side.
    expect(await inbox(cat)).toEqual([expect.objectContaining({ user_id: ann.id, unread: 1 })]);

    // A newer message moves its conversation to the top; reading clears its count.
    const reply = await dm(ben, ann, 'See you at 7');
    const fromBen = (await get(ann, `/api/chat/direct-messages/${ben.id}`)).json<ChatMessage[]>();
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read',
      headers: t.auth(ann),
      payload: { message_ids: fromBen.filter((m) => m.sender_id === ben.id).map((m) => m.id) },
    });
    const after = await inbox(ann);
    expect(after.map((c) => c.user_id)).toEqual([ben.id, cat.id]);
    expect(after[0]).toMatchObject({
      unread: 0,
      last_message: { content: 'See you at 7', timestamp: reply.timestamp },
    });
  });

  it('shows nobody else’s conversations', async () => {
    expect((await inbox(dan)).map((c) => c.user_id)).toEqual([]);
  });

  it('gives each of the caller’s groups its unread count, not counting their own messages', async () => {
    await send(ben, { type: 'group', group_id: lions.id, content: 'Pitch 3 tonight' });
    await send(dan, { type: 'group', group_id: tigers.id, content: 'Running late' });
    expect((await get(ann, '/api/chat/group-unread')).json()).toEqual([
      { group_id: lions.id, unread: 1 },
      { group_id: tigers.id, unread: 1 },
    ]);
    expect((await get(ben, '/api/chat/group-unread')).json()).toEqual([{ group_id: lions.id, unread: 0 }]);
    await t.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${lions.id}/read`,
      headers: t.auth(ann),
    });
    expect((await get(ann, '/api/chat/group-unread')).json()).toEqual([
      { group_id: lions.id, unread: 0 },
      { group_id: tigers.id, unread: 1 },
    ]);
    expect((await get(cat, '/api/chat/group-unread')).json()).toEqual([{ group_id: lions.id, unread: 1 }]);
  });

  it('counts unread group messages up to 100, what the badge shows as 99+, per group and in all', async () => {
    const eve = await createUser(t, { name: 'Eve', surname: 'Ezra' });
    const reds = await createGroup(t, ann, { name: 'Reds', members: [eve] });
    const blues = await createGroup(t, ann, { name: 'Blues', members: [eve] });
    // Many messages from Ann in a group, written directly: posting them one by one would only be slower.
    const post = (groupId: number, n: number) =>
      t.app.db.execute(sql`insert into chat_messages (type, sender_id, group_id, content, created_at)
        select 'group', ${ann.id}::int, gm.group_id, 'Message ' || i, gm.joined_at + i * interval '1 second'
        from group_members gm, generate_series(1, ${n}::int) i
        where gm.group_id = ${groupId}::int and gm.user_id = ${eve.id}::int`);
    const counts = async () => ({
      perGroup: (await get(eve, '/api/chat/group-unread')).json(),
      all: (await get(eve, '/api/chat/unread-count')).json(),
    });
    await post(reds.id, 40);
    await post(blues.id, 59);
    expect(await counts()).toEqual({
      perGroup: [
        { group_id: reds.id, unread: 40 },
        { group_id: blues.id, unread: 59 },
      ],
      all: { groupUnread: 99, directUnread: 0 },
    });
    await post(blues.id, 100);
    expect(await counts()).toEqual({
      perGroup: [
        { group_id: reds.id, unread: 40 },
        { group_id: blues.id, unread: 100 },
      ],
      all: { groupUnread: 100, directUnread: 0 },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${blues.id}/read`,
      headers: t.auth(eve),
    });
    expect((await counts()).all).toEqual({ groupUnread: 40, directUnread: 0 });
  });
});
