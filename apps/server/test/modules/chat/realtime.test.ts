import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  serverEvents,
  type ChatGroupMessagePush,
  type ChatMessage,
  type ChatUnreadPush,
  type ChatUnreadReply,
  type MessagesReadPush,
} from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { closeClients, collect, connectClient, listen, nextEvent } from '../../support/sockets.ts';

type Ack = { ok: boolean; error?: string };
const emitWithAck = (socket: Socket, event: string, ...args: unknown[]) =>
  socket.timeout(1000).emitWithAck(event, ...args) as Promise<Ack>;

describe('chat in real time', () => {
  let t: TestContext;
  let base: string;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser; // another group only
  let lions: { id: number };
  let tigers: { id: number };

  beforeAll(async () => {
    t = await build();
    base = await listen(t);
    ann = await createUser(t, { name: 'Ann' });
    ben = await createUser(t, { name: 'Ben' });
    cat = await createUser(t, { name: 'Cat' });
    lions = await createGroup(t, ann, { members: [ben] });
    tigers = await createGroup(t, cat);
  });
  afterEach(() => closeClients());
  afterAll(() => t.close());

  const post = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat/message', headers: t.auth(user), payload });
  const unread = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/chat/unread-count', headers: t.auth(user) })
    ).json<ChatUnreadReply>();

  it('delivers group and direct messages both ways, never to an outsider', async () => {
    const a = await connectClient(base, ann.token);
    const b = await connectClient(base, ben.token);
    const c = await connectClient(base, cat.token);
    expect(await emitWithAck(a, 'join_chat', lions.id)).toMatchObject({ ok: true });
    expect(await emitWithAck(b, 'join_chat', String(lions.id))).toMatchObject({ ok: true });
    // The outsider tries to join the other group's room: refused.
    expect(await emitWithAck(c, 'join_chat', lions.id)).toEqual({
      ok: false,
      error: 'You can only join the chat of a group you are a member of.',
    });
    expect(await emitWithAck(c, 'join_chat', { group_id: lions.id })).toMatchObject({ ok: false });
    expect(await emitWithAck(c, 'join_chat', tigers.id)).toMatchObject({ ok: true });
    expect(await emitWithAck(c, 'join_chat', cat.id)).toMatchObject({ ok: true }); // own id: nothing to join
    const leaked = collect<ChatMessage>(c, serverEvents.receiveMessage);

    const toBen = nextEvent<ChatMessage>(b, serverEvents.receiveMessage);
    const toAnnEcho = nextEvent<ChatMessage>(a, serverEvents.receiveMessage);
    const sent = (
      await post(ann, { type: 'group', group_id: lions.id, content: 'Kick-off 19:00' })
    ).json<ChatMessage>();
    expect(await toBen).toEqual(sent);
    expect(await toAnnEcho).toEqual(sent);

    const toAnn = nextEvent<ChatMessage>(a, serverEvents.receiveMessage);
    const toBenEcho = nextEvent<ChatMessage>(b, serverEvents.receiveMessage);
    const reply = (await post(ben, { type: 'group', group_id: lions.id, content: 'See you there' })).json();
    expect(await toAnn).toEqual(reply);
    expect(await toBenEcho).toEqual(reply);

    // Direct: to the recipient's and the sender's user rooms, no join needed.
    const dmToAnn = nextEvent<ChatMessage>(a, serverEvents.receiveMessage);
    const dmEcho = nextEvent<ChatMessage>(b, serverEvents.receiveMessage);
    const dm = (await post(ben, { type: 'direct', recipient_id: ann.id, content: 'Bring a pump' })).json();
    expect(await dmToAnn).toEqual(dm);
    expect(await dmEcho).toEqual(dm);

    // The read receipt reaches the sender live.
    const receipt = nextEvent<MessagesReadPush>(b, serverEvents.messagesRead);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/mark-read',
      headers: t.auth(ann),
      payload: { message_ids: [dm.id] },
    });
    expect(await receipt).toEqual({ message_ids: [dm.id], read_at: expect.any(String) });

    // A deletion reaches both people of the conversation.
    const goneForAnn = nextEvent<{ id: number }>(a, serverEvents.messageDeleted);
    const goneForBen = nextEvent<{ id: number }>(b, serverEvents.messageDeleted);
    await t.app.inject({ method: 'DELETE', url: `/api/chat/message/${dm.id}`, headers: t.auth(ben) });
    expect((await goneForAnn).id).toBe(dm.id);
    expect((await goneForBen).id).toBe(dm.id);

    // Sentinel: a message the outsider does get, sent after everything they must not get. One socket
    // receives in the order the server sent, so once it is here nothing earlier is still on its way.
    const sentinel = nextEvent<ChatMessage>(c, serverEvents.receiveMessage);
    const own = (await post(cat, { type: 'group', group_id: tigers.id, content: 'Own group' })).json();
    expect(await sentinel).toEqual(own);
    expect(leaked).toEqual([own]);
  });

  it('pushes a reader their own new counts after a mark-read, and a direct message’s recipient theirs', async () => {
    const g = await createGroup(t, ann, { members: [ben] });
    const b = await connectClient(base, ben.token);
    const counts = collect<ChatUnreadPush>(b, serverEvents.chatUnreadCount);
    const latest = () => expect.poll(() => counts.at(-1), { timeout: 2000 });
    const before = (await unread(ben)).groupUnread;

    await post(ann, { type: 'group', group_id: g.id, content: 'Count me' });
    await post(ann, { type: 'direct', recipient_id: ben.id, content: 'And me' });
    await latest().toEqual({ groupUnread: before + 1, directUnread: 1 });

    await t.app.inject({
      method: 'POST',
      url: `/api/chat/group-messages/${g.id}/read`,
      headers: t.auth(ben),
    });
    await latest().toEqual({ groupUnread: before, directUnread: 1 });
  });

  it("sends every member's every socket one event per group message, the badge event unless that chat is open on it, never the sender's", async () => {
    const dee = await createUser(t, { name: 'Dee' });
    const eve = await createUser(t, { name: 'Eve' });
    const fay = await createUser(t, { name: 'Fay' });
    const g = await createGroup(t, dee, { members: [eve, fay] });
    const other = await createGroup(t, fay, { members: [dee] });
    const [dee1, dee2, eveOpen, eveClosed, fayElsewhere] = await Promise.all(
      [dee, dee, eve, eve, fay].map((u) => connectClient(base, u.token)),
    );
    // Eve has this chat open on one socket (the one that then gets receive_message, not the badge
    // event); Fay has another group's chat open.
    expect(await emitWithAck(eveOpen!, 'join_chat', g.id)).toMatchObject({ ok: true });
    expect(await emitWithAck(fayElsewhere!, 'join_chat', other.id)).toMatchObject({ ok: true });
    const heard = [dee1, dee2, eveOpen, eveClosed, fayElsewhere].map((s) =>
      collect<ChatGroupMessagePush>(s!, serverEvents.chatGroupMessage),
    );
    const eveOpenGot = collect<ChatMessage>(eveOpen!, serverEvents.receiveMessage);
    const fayOtherGot = collect<ChatMessage>(fayElsewhere!, serverEvents.receiveMessage);

    const first = (await post(dee, { type: 'group', group_id: g.id, content: 'One' })).json<ChatMessage>();
    const clientMsgId = randomUUID();
    const second = (
      await post(dee, { type: 'group', group_id: g.id, content: 'Two', client_msg_id: clientMsgId })
    ).json<ChatMessage>();
    // A retry of the same message is re-delivered to open chats but bumps no badge.
    const retry = await post(dee, { type: 'group', group_id: g.id, content: 'Two', client_msg_id: clientMsgId });
    expect(retry.statusCode).toBe(200);
    // Sentinels, sent after the retry: Fay answers (every socket but Fay's hears it) and Dee writes in
    // the other group, whose chat Fay has open (she gets that message itself). Each socket hears in the
    // order the server sent.
    const answer = (await post(fay, { type: 'group', group_id: g.id, content: 'Three' })).json<ChatMessage>();
    const elsewhere = (
      await post(dee, { type: 'group', group_id: other.id, content: 'Four' })
    ).json<ChatMessage>();
    const badge = (m: ChatMessage) => ({ group_id: m.group_id, message_id: m.id, sender_id: m.sender_id });
    const poll = (i: number) => expect.poll(() => heard[i], { timeout: 2000 });
    await poll(0).toEqual([badge(answer)]);
    await poll(1).toEqual([badge(answer)]);
    await poll(3).toEqual([badge(first), badge(second), badge(answer)]);
    // Eve's socket with the chat open got each message itself (the retry's copy too), no badge event.
    await expect
      .poll(() => eveOpenGot.map((m) => m.id), { timeout: 2000 })
      .toEqual([first.id, second.id, second.id, answer.id]);
    expect(heard[2]).toEqual([]);
    await expect.poll(() => fayOtherGot.map((m) => m.id), { timeout: 2000 }).toEqual([elsewhere.id]);
    expect(heard[4]).toEqual([badge(first), badge(second)]);
  });

  it('keeps the counts a client shows equal to GET /api/chat/unread-count after bumps, a reconnect, a mark-read and a deletion', async () => {
    const g = await createGroup(t, ann, { members: [ben] });
    // The web client's rule (apps/web/src/features/chat/api/unread.ts): the fetched counts, plus one per
    // badge event of a message it did not send in a chat it does not have open; refetched on
    // (re)connect, after a mark-read and on message_deleted.
    const client = async () => {
      const socket = await connectClient(base, ben.token);
      const state = { counts: await unread(ben) };
      const refetch = async () => {
        state.counts = await unread(ben);
      };
      socket.on(serverEvents.chatGroupMessage, (p: ChatGroupMessagePush) => {
        if (p.sender_id !== ben.id) state.counts = { ...state.counts, groupUnread: state.counts.groupUnread + 1 };
      });
      socket.on(serverEvents.messageDeleted, () => void refetch());
      return { socket, state, refetch };
    };
    let c = await client();
    const shown = () => expect.poll(() => c.state.counts, { timeout: 2000 });

    const sent: ChatMessage[] = [];
    for (const content of ['a', 'b', 'c']) {
      sent.push((await post(ann, { type: 'group', group_id: g.id, content })).json<ChatMessage>());
    }
    await shown().toEqual(await unread(ben));

    c.socket.close();
    await post(ann, { type: 'group', group_id: g.id, content: 'while away' });
    c = await client();
    await shown().toEqual(await unread(ben));
    await post(ann, { type: 'group', group_id: g.id, content: 'back' });
    await shown().toEqual(await unread(ben));

    await t.app.inject({ method: 'DELETE', url: `/api/chat/message/${sent[0]!.id}`, headers: t.auth(ann) });
    const afterDeletion = await unread(ben);
    await shown().toEqual(afterDeletion);

    await t.app.inject({ method: 'POST', url: `/api/chat/group-messages/${g.id}/read`, headers: t.auth(ben) });
    await c.refetch();
    expect(c.state.counts).toEqual(await unread(ben));
    expect(c.state.counts.groupUnread).toBe(afterDeletion.groupUnread - 4);
  });

  it('joins a member added to a group to its badge events on their open sockets, and takes a removed one out', async () => {
    const gus = await createUser(t, { name: 'Gus' });
    const g = await createGroup(t, ann, { members: [ben] });
    await createGroup(t, ann, { members: [gus] }); // shared, so Ann can send Gus the sentinel
    const s = await connectClient(base, gus.token);
    const heard = collect<ChatGroupMessagePush>(s, serverEvents.chatGroupMessage);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${g.id}/members`,
      headers: t.auth(ann),
      payload: { mobile: gus.mobile, email: gus.email },
    });
    expect(added.json()).toMatchObject({ added: true });
    const m1 = (await post(ann, { type: 'group', group_id: g.id, content: 'Welcome Gus' })).json<ChatMessage>();
    await expect.poll(() => heard.map((p) => p.message_id), { timeout: 2000 }).toEqual([m1.id]);

    await t.app.inject({ method: 'DELETE', url: `/api/groups/${g.id}/members/${gus.id}`, headers: t.auth(ann) });
    await post(ann, { type: 'group', group_id: g.id, content: 'Gus is gone' });
    const sentinel = nextEvent<ChatMessage>(s, serverEvents.receiveMessage);
    const dm = (await post(ann, { type: 'direct', recipient_id: gus.id, content: 'Just you' })).json();
    expect(await sentinel).toEqual(dm);
    expect(heard.map((p) => p.message_id)).toEqual([m1.id]);
  });

  it('never creates, relays or forges a message from a send_message emit', async () => {
    const a = await connectClient(base, ann.token);
    const b = await connectClient(base, ben.token);
    await emitWithAck(a, 'join_chat', lions.id);
    await emitWithAck(b, 'join_chat', lions.id);
    const seenByA = collect<ChatMessage>(a, serverEvents.receiveMessage);
    const seenByB = collect<ChatMessage>(b, serverEvents.receiveMessage);
    const forged = {
      id: 999_999,
      type: 'group',
      group_id: lions.id,
      sender_id: ann.id,
      name: 'Ann',
      content: 'Game cancelled!',
      chatId: lions.id,
    };
    const ack = await emitWithAck(b, 'send_message', forged);
    expect(ack.ok).toBe(false);
    const directAck = await emitWithAck(b, 'send_message', {
      ...forged,
      type: 'direct',
      recipient_id: ann.id,
    });
    expect(directAck.ok).toBe(false);
    // Sentinel: a real message sent after the forged ones reaches both; nothing came before it.
    const realToA = nextEvent<ChatMessage>(a, serverEvents.receiveMessage);
    const realToB = nextEvent<ChatMessage>(b, serverEvents.receiveMessage);
    const real = (await post(ann, { type: 'group', group_id: lions.id, content: 'Real one' })).json();
    expect(await realToA).toEqual(real);
    expect(await realToB).toEqual(real);
    expect(seenByA).toEqual([real]);
    expect(seenByB).toEqual([real]);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/chat/group-messages/${lions.id}`,
      headers: t.auth(ann),
    });
    expect(stored.json<ChatMessage[]>().some((m) => m.content === 'Game cancelled!')).toBe(false);
  });

  it('gives a client that missed messages while away every message exactly once', async () => {
    const g = await createGroup(t, ann, { members: [ben] });
    const url = `/api/chat/group-messages/${g.id}`;
    const held = new Map<number, ChatMessage>();
    const order: number[] = [];
    const keep = (m: ChatMessage) => {
      if (m.group_id !== g.id || held.has(m.id)) return;
      held.set(m.id, m);
      order.push(m.id);
    };
    const attach = async (socket: Socket) => {
      socket.on(serverEvents.receiveMessage, keep);
      await emitWithAck(socket, 'join_chat', g.id);
      // What the web client does on (re)connect: fetch everything after the last id it has.
      const last = order.at(-1);
      const res = await t.app.inject({
        method: 'GET',
        url: last ? `${url}?after=${last}` : url,
        headers: t.auth(ben),
      });
      res.json<ChatMessage[]>().forEach(keep);
    };

    const first = await connectClient(base, ben.token);
    await attach(first);
    const firstLive = nextEvent(first, serverEvents.receiveMessage);
    await post(ann, { type: 'group', group_id: g.id, content: 'before 1' });
    await firstLive;
    first.close();

    for (const content of ['while away 1', 'while away 2', 'while away 3']) {
      await post(ann, { type: 'group', group_id: g.id, content });
    }

    const second = await connectClient(base, ben.token);
    await attach(second);
    const live = nextEvent(second, serverEvents.receiveMessage);
    await post(ann, { type: 'group', group_id: g.id, content: 'after' });
    await live;

    expect(order.map((id) => held.get(id)!.content)).toEqual([
      'before 1',
      'while away 1',
      'while away 2',
      'while away 3',
      'after',
    ]);
  });

  it('takes a removed member out of the group room at once', async () => {
    const dan = await createUser(t, { name: 'Dan' });
    const g = await createGroup(t, ann, { members: [ben, dan] });
    await createGroup(t, ann, { members: [dan] }); // still shared, so Ann can send Dan the sentinel
    const d = await connectClient(base, dan.token);
    await emitWithAck(d, 'join_chat', g.id);
    const received = collect<ChatMessage>(d, serverEvents.receiveMessage);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${g.id}/members/${dan.id}`,
      headers: t.auth(ann),
    });
    expect(removed.statusCode).toBe(200);
    const b = await connectClient(base, ben.token);
    await emitWithAck(b, 'join_chat', g.id);
    const benGets = nextEvent(b, serverEvents.receiveMessage);
    await post(ann, { type: 'group', group_id: g.id, content: 'Dan is not here' });
    await benGets;
    // Sentinel: a direct message to Dan, sent after the group message he must not get.
    const danGets = nextEvent<ChatMessage>(d, serverEvents.receiveMessage);
    const dm = (await post(ann, { type: 'direct', recipient_id: dan.id, content: 'Just you' })).json();
    expect(await danGets).toEqual(dm);
    expect(received).toEqual([dm]);
    expect(await emitWithAck(d, 'join_chat', { group_id: g.id })).toMatchObject({ ok: false });
  });

  it('rate limits each socket: events over the limit are refused', async () => {
    const a = await connectClient(base, ann.token);
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => emitWithAck(a, 'join_chat', lions.id)),
    );
    expect(replies.filter((r) => r.ok)).toHaveLength(30);
    expect(replies.filter((r) => !r.ok)[0]).toEqual({
      ok: false,
      error: 'Too many realtime events: please slow down.',
    });
  });
});
