/**
 * A member reads the group messages sent since they (last) joined the group, as the unread counts
 * already assume: in GET /api/chat/group-messages/{id} with every paging, and over the socket. A member
 * removed and added again does not read what was said while they were out.
 */
import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { serverEvents, type ChatMessage, type ChatUnreadPush } from '@turnout/shared';
import type { TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { collect, connectClient, nextEvent, withListeningApp } from '../../support/sockets.ts';

type Ack = { ok: boolean; error?: string };
const emitWithAck = (socket: Socket, event: string, ...args: unknown[]) =>
  socket.timeout(1000).emitWithAck(event, ...args) as Promise<Ack>;

describe('group chat history since joining', () => {
  let t: TestContext;
  let base: string;

  withListeningApp((app, url) => ([t, base] = [app, url]));

  const post = async (user: TestUser, groupId: number, content: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(user),
      payload: { type: 'group', group_id: groupId, content },
    });
    expect(res.statusCode).toBe(201);
    return res.json<ChatMessage>();
  };
  const history = async (user: TestUser, groupId: number, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/group-messages/${groupId}${query}`,
      headers: t.auth(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json<ChatMessage[]>().map((m) => m.content);
  };
  const unread = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/chat/unread-count', headers: t.auth(user) })
    ).json<ChatUnreadPush>();
  const remove = (admin: TestUser, groupId: number, member: TestUser) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${groupId}/members/${member.id}`,
      headers: t.auth(admin),
    });
  const addBack = (admin: TestUser, groupId: number, member: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/groups/${groupId}/members`,
      headers: t.auth(admin),
      payload: { mobile: member.mobile },
    });

  it('shows a newly added member only what was said after they joined', async () => {
    const ann = await createUser(t, { name: 'Ann' });
    const ben = await createUser(t, { name: 'Ben' });
    const group = await createGroup(t, ann);
    await post(ann, group.id, 'Before Ben');
    expect((await addBack(ann, group.id, ben)).json()).toMatchObject({ added: true });
    expect(await history(ben, group.id)).toEqual([]);
    await post(ann, group.id, 'Welcome Ben');
    expect(await history(ben, group.id)).toEqual(['Welcome Ben']);
    expect(await history(ann, group.id)).toEqual(['Before Ben', 'Welcome Ben']);
  });

  it('shows a member removed and added again nothing said while they were out, with any paging; unread counts and mark-read agree', async () => {
    const ann = await createUser(t, { name: 'Ann' });
    const ben = await createUser(t, { name: 'Ben' });
    const group = await createGroup(t, ann, { members: [ben] });
    const first = await post(ann, group.id, 'First stint');
    expect(await history(ben, group.id)).toEqual(['First stint']);

    expect((await remove(ann, group.id, ben)).statusCode).toBe(200);
    const secret1 = await post(ann, group.id, 'While Ben is out 1');
    const secret2 = await post(ann, group.id, 'While Ben is out 2');
    expect((await addBack(ann, group.id, ben)).json()).toMatchObject({ added: true });

    expect(await history(ben, group.id)).toEqual([]);
    expect(await unread(ben)).toEqual({ groupUnread: 0, directUnread: 0 });

    const back = await post(ann, group.id, 'Ben is back');
    const after = await post(ann, group.id, 'Kick-off at 7');
    expect(await history(ben, group.id)).toEqual(['Ben is back', 'Kick-off at 7']);
    expect(await unread(ben)).toEqual({ groupUnread: 2, directUnread: 0 });
    // Paging never reaches further back than the join.
    expect(await history(ben, group.id, `?after=${first.id}`)).toEqual(['Ben is back', 'Kick-off at 7']);
    expect(await history(ben, group.id, `?before=${back.id}`)).toEqual([]);
    expect(await history(ben, group.id, `?before=${after.id}&limit=5`)).toEqual(['Ben is back']);
    expect(await history(ben, group.id, `?after=${secret1.id}&limit=1`)).toEqual(['Ben is back']);
    // Ann, who never left, still reads everything.
    expect(await history(ann, group.id, `?after=${first.id}&limit=2`)).toEqual([
      secret1.content,
      secret2.content,
    ]);

    // Marking the chat read clears exactly what the list showed.
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${group.id}/read`,
      headers: t.auth(ben),
    });
    expect(read.json()).toEqual({ success: true, last_read_message_id: after.id });
    expect(await unread(ben)).toEqual({ groupUnread: 0, directUnread: 0 });
  });

  it('over the socket: a removed member is out of the room until they join again, then hears only new messages', async () => {
    const ann = await createUser(t, { name: 'Ann' });
    const ben = await createUser(t, { name: 'Ben' });
    const group = await createGroup(t, ann, { members: [ben] });
    await createGroup(t, ann, { members: [ben] }); // still shared, so Ann can send Ben the sentinel DMs

    const b = await connectClient(base, ben.token);
    expect(await emitWithAck(b, 'join_chat', group.id)).toMatchObject({ ok: true });
    const received = collect<ChatMessage>(b, serverEvents.receiveMessage);

    expect((await remove(ann, group.id, ben)).statusCode).toBe(200);
    await post(ann, group.id, 'While Ben is out');
    expect((await addBack(ann, group.id, ben)).json()).toMatchObject({ added: true });
    // Added again, but not back in the room until join_chat: nothing said meanwhile arrives.
    await post(ann, group.id, 'Before Ben rejoins the room');

    // Sentinel: a direct message sent after everything Ben must not get. One socket receives in the
    // order the server sent, so once it is here nothing earlier is still on its way.
    const sentinel = nextEvent<ChatMessage>(b, serverEvents.receiveMessage);
    const dm = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(ann),
      payload: { type: 'direct', recipient_id: ben.id, content: 'Sentinel' },
    });
    expect((await sentinel).id).toBe(dm.json().id);
    expect(received.map((m) => m.content)).toEqual(['Sentinel']);

    expect(await emitWithAck(b, 'join_chat', group.id)).toMatchObject({ ok: true });
    const next = nextEvent<ChatMessage>(b, serverEvents.receiveMessage);
    await post(ann, group.id, 'Welcome back');
    expect((await next).content).toBe('Welcome back');
    expect(await history(ben, group.id)).toEqual(['Before Ben rejoins the room', 'Welcome back']);
  });
});
