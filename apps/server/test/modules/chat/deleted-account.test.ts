/**
 * What a deleted account leaves behind in chat: its direct messages, sent and received, go with it, and
 * the other person's unread count drops at once (pushed over the socket); its group messages stay,
 * shown as "Deleted user".
 */
import { describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import {
  DELETED_USER_NAME,
  chatTexts,
  serverEvents,
  type ChatMessage,
  type ChatUnreadPush,
} from '@turnout/shared';
import { chatMessages } from '../../../src/db/schema.ts';
import type { TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { connectClient, nextEvent, withListeningApp } from '../../support/sockets.ts';

describe('a deleted account’s chat', () => {
  let t: TestContext;
  let base: string;

  withListeningApp((app, url) => ([t, base] = [app, url]));

  const post = async (user: TestUser, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(user),
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<ChatMessage>();
  };
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });
  const unread = async (user: TestUser) => (await get(user, '/api/chat/unread-count')).json<ChatUnreadPush>();

  it('deletes the direct messages it sent and received; the recipient’s unread count drops at once', async () => {
    const bob = await createUser(t, { name: 'Bob' });
    const carol = await createUser(t, { name: 'Carol' });
    const dave = await createUser(t, { name: 'Dave' });
    await createGroup(t, carol, { members: [bob, dave] });

    await post(bob, { type: 'direct', recipient_id: carol.id, content: 'Can you bring the bibs?' });
    await post(bob, { type: 'direct', recipient_id: carol.id, content: 'And the pump' });
    await post(carol, { type: 'direct', recipient_id: bob.id, content: 'Sure' });
    await post(dave, { type: 'direct', recipient_id: carol.id, content: 'I am in on Thursday' });
    expect(await unread(carol)).toEqual({ groupUnread: 0, directUnread: 3 });

    const socket = await connectClient(base, carol.token);
    const push = nextEvent<ChatUnreadPush>(socket, serverEvents.chatUnreadCount);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: t.auth(bob),
    });
    expect(res.statusCode).toBe(200);

    expect(await push).toEqual({ groupUnread: 0, directUnread: 1 });
    expect(await unread(carol)).toEqual({ groupUnread: 0, directUnread: 1 });
    // Nothing of that conversation is stored any more, in either direction.
    const left = await t.app.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(or(eq(chatMessages.recipientId, carol.id), eq(chatMessages.senderId, carol.id)));
    expect(left).toHaveLength(1); // Dave's
    const conversation = await get(carol, `/api/chat/direct-messages/${bob.id}`);
    expect(conversation.statusCode).toBe(404);
    expect(conversation.json().message).toBe(chatTexts.personNotFound);
    // Dave's conversation with Carol is untouched.
    const withDave = (await get(carol, `/api/chat/direct-messages/${dave.id}`)).json<ChatMessage[]>();
    expect(withDave.map((m) => m.content)).toEqual(['I am in on Thursday']);
  });

  it('deletes a direct message its recipient had already read too', async () => {
    const bob = await createUser(t, { name: 'Bob' });
    const erin = await createUser(t, { name: 'Erin' });
    await createGroup(t, erin, { members: [bob] });
    const dm = await post(bob, { type: 'direct', recipient_id: erin.id, content: 'Thanks for Sunday' });
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read',
      headers: t.auth(erin),
      payload: { message_ids: [dm.id] },
    });
    expect(await unread(erin)).toEqual({ groupUnread: 0, directUnread: 0 });

    await t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: t.auth(bob) });
    const orphans = await t.app.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(or(eq(chatMessages.id, dm.id), eq(chatMessages.recipientId, erin.id)));
    expect(orphans).toEqual([]);
  });

  it('keeps its group messages, shown as "Deleted user"', async () => {
    const bob = await createUser(t, { name: 'Bob', surname: 'Builder' });
    const carol = await createUser(t, { name: 'Carol' });
    const group = await createGroup(t, carol, { members: [bob] });
    await post(carol, { type: 'group', group_id: group.id, content: 'I do' });
    await post(bob, { type: 'group', group_id: group.id, content: 'Who has the keys?' });
    expect((await unread(carol)).groupUnread).toBe(1);

    await t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: t.auth(bob) });

    const messages = (await get(carol, `/api/chat/group-messages/${group.id}`)).json<ChatMessage[]>();
    expect(messages.map((m) => [m.content, m.sender_id, m.name, m.surname])).toEqual([
      ['I do', carol.id, 'Carol', 'Tester'],
      ['Who has the keys?', null, DELETED_USER_NAME, ''],
    ]);
    expect((await unread(carol)).groupUnread).toBe(1);
  });
});
