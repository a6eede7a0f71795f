import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatTexts, type ChatMessage } from '@turnout/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

describe('chat API', () => {
  let t: TestContext;
  let ann: TestUser; // admin of Lions
  let ben: TestUser; // member of Lions
  let cat: TestUser; // member of Tigers only
  let lions: { id: number };
  let tigers: { id: number };

  beforeAll(async () => {
    t = await build();
    ann = await createUser(t, { name: 'Ann', surname: 'Adams' });
    ben = await createUser(t, { name: 'Ben', surname: 'Brown' });
    cat = await createUser(t, { name: 'Cat', surname: 'Cole' });
    lions = await createGroup(t, ann, { name: 'Lions', members: [ben] });
    tigers = await createGroup(t, cat, { name: 'Tigers' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat/message', headers: t.auth(user), payload });
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });
  const unread = async (user: TestUser) => (await get(user, '/api/chat/unread-count')).json();

  it('needs a token on every endpoint', async () => {
    for (const [method, url] of [
      ['POST', '/api/chat/message'],
      ['GET', `/api/chat/group-messages/${lions.id}`],
      ['GET', `/api/chat/direct-messages/${ben.id}`],
      ['POST', '/api/chat/mark-read'],
      ['POST', `/api/chat/group-messages/${lions.id}/read`],
      ['DELETE', '/api/chat/message/1'],
      ['GET', '/api/chat/unread-count'],
      ['GET', '/api/chat/eligible-users'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('posts a group message and lists the conversation oldest first, with sender names', async () => {
    const first = await post(ann, { type: 'group', group_id: lions.id, content: '  Who has the bibs?  ' });
    expect(first.statusCode).toBe(201);
    const m = first.json<ChatMessage>();
    expect(m).toMatchObject({
      type: 'group',
      sender_id: ann.id,
      group_id: lions.id,
      content: 'Who has the bibs?',
      name: 'Ann',
      surname: 'Adams',
      read_at: null,
      read_by_recipient_at: null,
    });
    expect(new Date(m.timestamp).toISOString()).toBe(m.timestamp);
    await post(ben, { type: 'group', group_id: String(lions.id), content: 'I do' });

    const list = await get(ben, `/api/chat/group-messages/${lions.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<ChatMessage[]>().map((x) => [x.name, x.content])).toEqual([
      ['Ann', 'Who has the bibs?'],
      ['Ben', 'I do'],
    ]);
  });

  it('keeps non-members out of a group chat: no reading, posting or read mark', async () => {
    const read = await get(cat, `/api/chat/group-messages/${lions.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: expect.any(String),
      message: expect.any(String),
    });
    expect((await post(cat, { type: 'group', group_id: lions.id, content: 'Let me in' })).statusCode).toBe(
      404,
    );
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${lions.id}/read`,
      headers: t.auth(cat),
    });
    expect(mark.statusCode).toBe(404);
    const lionsChat = await get(ann, `/api/chat/group-messages/${lions.id}`);
    expect(lionsChat.json<ChatMessage[]>().some((x) => x.content === 'Let me in')).toBe(false);
  });

  it('sends direct messages only to someone who shares a group', async () => {
    const ok = await post(ann, { type: 'direct', recipient_id: ben.id, content: 'Lift on Thursday?' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      type: 'direct',
      sender_id: ann.id,
      recipient_id: ben.id,
      read_at: null,
    });
    expect(ok.json()).not.toHaveProperty('group_id');

    const refused = await post(ann, { type: 'direct', recipient_id: cat.id, content: 'Hi stranger' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(chatTexts.notSharingGroup);

    expect((await post(ann, { type: 'direct', recipient_id: ann.id, content: 'me' })).statusCode).toBe(400);
    const missing = await post(ann, { type: 'direct', content: 'to whom?' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(chatTexts.recipientMissing);

    // Only the two people of a conversation see it.
    const convo = await get(ben, `/api/chat/direct-messages/${ann.id}`);
    expect(convo.json<ChatMessage[]>().map((x) => x.content)).toEqual(['Lift on Thursday?']);
    expect((await get(cat, `/api/chat/direct-messages/${ann.id}`)).json()).toEqual([]);
    expect((await get(ann, '/api/chat/direct-messages/999999')).statusCode).toBe(404);
  });

  it('refuses blank content and accepts 4000 but not 4001 characters', async () => {
    const blank = await post(ann, { type: 'group', group_id: lions.id, content: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(chatTexts.contentRequired);

    const max = await post(ann, { type: 'group', group_id: lions.id, content: 'x'.repeat(CHAT_MESSAGE_MAX) });
    expect(max.statusCode).toBe(201);
    expect(max.json().content).toHaveLength(4000);

    const over = await post(ann, {
      type: 'group',
      group_id: lions.id,
      content: 'x'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: chatTexts.contentTooLong, code: 'VALIDATION' });

    expect((await post(ann, { type: 'shout', group_id: lions.id, content: 'hi' })).statusCode).toBe(400);
    expect((await post(ann, { type: 'group', group_id: 'abc', content: 'hi' })).statusCode).toBe(400);
  });

  it('returns the stored message for a retry with the same client_msg_id', async () => {
    const id = randomUUID();
    const body = { type: 'group', group_id: lions.id, content: 'Only once', client_msg_id: id };
    const first = await post(ben, body);
    const retry = await post(ben, body);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const all = (await get(ben, `/api/chat/group-messages/${lions.id}`)).json<ChatMessage[]>();
    expect(all.filter((x) => x.content === 'Only once')).toHaveLength(1);
    expect((await post(ben, { ...body, content: 'Something else' })).statusCode).toBe(409);
    expect((await post(ben, { ...body, client_msg_id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('pages back with before/limit and forward with after', async () => {
    const group = await createGroup(t, ann, { members: [ben] });
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      ids.push((await post(ann, { type: 'group', group_id: group.id, content: `m${i}` })).json().id);
    }
    const url = `/api/chat/group-messages/${group.id}`;
    const contents = async (q: string) =>
      (await get(ben, `${url}${q}`)).json<ChatMessage[]>().map((m) => m.content);
    expect(await contents('')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(await contents('?limit=2')).toEqual(['m4', 'm5']);
    expect(await contents(`?before=${ids[3]}&limit=2`)).toEqual(['m2', 'm3']);
    expect(await contents(`?after=${ids[1]}`)).toEqual(['m3', 'm4', 'm5']);
    expect((await get(ben, `${url}?limit=0`)).statusCode).toBe(400);
    expect((await get(ben, `${url}?limit=201`)).statusCode).toBe(400);
  });

  it('lets only the sender delete a message', async () => {
    const m = (await post(ann, { type: 'group', group_id: lions.id, content: 'Oops' })).json<ChatMessage>();
    const byBen = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/message/${m.id}`,
      headers: t.auth(ben),
    });
    expect(byBen.statusCode).toBe(403);
    expect(byBen.json().error).toBe(chatTexts.onlySenderDeletes);
    const byCat = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/message/${m.id}`,
      headers: t.auth(cat),
    });
    expect(byCat.statusCode).toBe(404);
    const byAnn = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/message/${m.id}`,
      headers: t.auth(ann),
    });
    expect(byAnn.statusCode).toBe(200);
    expect(byAnn.json()).toEqual({ success: true, id: m.id });
    const list = (await get(ben, `/api/chat/group-messages/${lions.id}`)).json<ChatMessage[]>();
    expect(list.some((x) => x.id === m.id)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat/message/${m.id}`,
      headers: t.auth(ann),
    });
    expect(again.statusCode).toBe(404);
  });

  it('counts unread group and direct messages through a sequence of sends and reads', async () => {
    const dan = await createUser(t, { name: 'Dan' });
    const eve = await createUser(t, { name: 'Eve' });
    const g = await createGroup(t, dan, { members: [eve] });
    expect(await unread(eve)).toEqual({ groupUnread: 0, directUnread: 0 });

    await post(eve, { type: 'group', group_id: g.id, content: 'mine' }); // own: never unread
    await post(dan, { type: 'group', group_id: g.id, content: 'one' });
    await post(dan, { type: 'group', group_id: g.id, content: 'two' });
    const d1 = (
      await post(dan, { type: 'direct', recipient_id: eve.id, content: 'dm1' })
    ).json<ChatMessage>();
    const d2 = (
      await post(dan, { type: 'direct', recipient_id: eve.id, content: 'dm2' })
    ).json<ChatMessage>();
    expect(await unread(eve)).toEqual({ groupUnread: 2, directUnread: 2 });
    // Posting moves the sender's read mark to their message: Dan read what came before his.
    expect(await unread(dan)).toEqual({ groupUnread: 0, directUnread: 0 });

    // Marking someone else's message read changes nothing.
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read',
      headers: t.auth(dan),
      payload: { message_ids: [d1.id] },
    });
    expect(notMine.json()).toMatchObject({ success: true, message_ids: [] });

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read',
      headers: t.auth(eve),
      payload: { message_ids: [d1.id] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, message_ids: [d1.id], read_at: expect.any(String) });
    expect(await unread(eve)).toEqual({ groupUnread: 2, directUnread: 1 });
    const convo = (await get(dan, `/api/chat/direct-messages/${eve.id}`)).json<ChatMessage[]>();
    expect(convo.find((m) => m.id === d1.id)?.read_by_recipient_at).toEqual(expect.any(String));
    expect(convo.find((m) => m.id === d2.id)?.read_by_recipient_at).toBeNull();

    const groupRead = await t.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${g.id}/read`,
      headers: t.auth(eve),
    });
    expect(groupRead.statusCode).toBe(200);
    expect(await unread(eve)).toEqual({ groupUnread: 0, directUnread: 1 });

    await post(dan, { type: 'group', group_id: g.id, content: 'three' });
    expect(await unread(eve)).toEqual({ groupUnread: 1, directUnread: 1 });
    // Answering reads the chat: Eve's mark moves to her message, Dan has it unread.
    await post(eve, { type: 'group', group_id: g.id, content: 'answer' });
    expect(await unread(eve)).toEqual({ groupUnread: 0, directUnread: 1 });
    expect(await unread(dan)).toEqual({ groupUnread: 1, directUnread: 0 });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read',
      headers: t.auth(eve),
      payload: { message_ids: 'all' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists eligible users per group without the caller, and names deleted senders "Deleted user"', async () => {
    const res = await get(ben, '/api/chat/eligible-users');
    expect(res.statusCode).toBe(200);
    const lionsEntry = res.json().find((g: { group_id: number }) => g.group_id === lions.id);
    expect(lionsEntry).toEqual({
      group_id: lions.id,
      group_name: 'Lions',
      members: [{ user_id: ann.id, name: 'Ann', surname: 'Adams' }],
    });
    const catGroups = (await get(cat, '/api/chat/eligible-users')).json();
    expect(catGroups).toEqual([{ group_id: tigers.id, group_name: 'Tigers', members: [] }]);

    const gone = await createUser(t, { name: 'Gone' });
    const g = await createGroup(t, ann, { members: [gone] });
    await post(gone, { type: 'group', group_id: g.id, content: 'bye' });
    await t.app.db.delete(users).where(eq(users.id, gone.id));
    const list = (await get(ann, `/api/chat/group-messages/${g.id}`)).json<ChatMessage[]>();
    expect(list[0]).toMatchObject({ sender_id: null, name: 'Deleted user', surname: '', content: 'bye' });
  });
});
