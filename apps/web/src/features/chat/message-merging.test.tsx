// Chat messages arrive once, in order (docs/product.md#s4-incoming-messages, #s4-realtime-connection): a
// pushed message whose id is already shown is ignored, and after a dropped connection the catch-up fetch and
// late pushes together show each message once, oldest first. The conversation runs on the real group
// chat screen; the API and the socket.io endpoint are answered by MSW (test/socket-server.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@turnout/shared';
import { clientEvents, serverEvents } from '@turnout/shared/realtime';
import { signIn } from '../../lib/session.ts';
import { aMessage } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { mergeMessages } from './api/messages.ts';
import GroupChatScreen from './GroupChatScreen.tsx';

const GROUP = 5;

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return aMessage({
    id,
    group_id: GROUP,
    timestamp: new Date(Date.UTC(2026, 10, 23, 18, id)).toISOString(),
    ...overrides,
  });
}

describe('mergeMessages', () => {
  it('adds messages whose id is not there yet, in id order', () => {
    const merged = mergeMessages([message(1), message(3)], [message(4), message(2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('ignores a message whose id is already there (the copy held is kept)', () => {
    const held = [message(1), message(2, { content: 'as first received' })];
    const merged = mergeMessages(held, [message(2, { content: 'a second copy' })]);
    expect(merged).toBe(held);
    expect(merged[1]!.content).toBe('as first received');
  });

  it('takes each id once from a batch that repeats it', () => {
    expect(mergeMessages([], [message(7), message(7), message(6)]).map((m) => m.id)).toEqual([6, 7]);
  });

  it('starts from an empty list when nothing is loaded yet', () => {
    expect(mergeMessages(undefined, [message(1)]).map((m) => m.id)).toEqual([1]);
  });
});

/** The group's messages as the server stores them; GETs answer from here (`?after=` for the catch-up). */
function chatApi(stored: ChatMessage[]) {
  const afters: number[] = [];
  server.use(
    http.get(`/api/groups/${GROUP}`, () =>
      HttpResponse.json({ group: { id: GROUP, name: 'Thursday Five' } }),
    ),
    http.get(`/api/chat/group-messages/${GROUP}`, ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      if (after === null) return HttpResponse.json(stored);
      afters.push(Number(after));
      return HttpResponse.json(stored.filter((m) => m.id > Number(after)));
    }),
    http.post(`/api/chat/group-messages/${GROUP}/read`, () => HttpResponse.json({ success: true })),
    http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
  );
  return { afters };
}

/** The message texts on screen, top to bottom. */
const shown = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .queryAllByText(/^Message \d+$/)
    .map((el) => el.textContent);

describe('group chat screen', () => {
  it('shows each message once, in order, across pushes, repeats and a reconnect', async () => {
    signIn(testToken({ id: 7 }));
    const stored = [message(1), message(2)];
    const { afters } = chatApi(stored);
    const socket = fakeSocketServer();
    server.use(...socket.handlers);

    renderInApp(<GroupChatScreen />, { route: `/chat/group/${GROUP}`, path: '/chat/group/:groupId' });

    await waitFor(() => expect(shown()).toEqual(['Message 1', 'Message 2']));
    await waitFor(() => expect(socket.emitted).toContainEqual([clientEvents.joinChat, GROUP]));

    // A new message, then the same message again, an old one and another group's: then message 4.
    // Pushes arrive in order, so once 4 shows every push before it has been handled.
    stored.push(message(3), message(4));
    socket.push(serverEvents.receiveMessage, message(3));
    socket.push(serverEvents.receiveMessage, message(3));
    socket.push(serverEvents.receiveMessage, message(2));
    socket.push(serverEvents.receiveMessage, message(99, { group_id: GROUP + 1, content: 'Message 99' }));
    socket.push(serverEvents.receiveMessage, message(4));
    await waitFor(() => expect(shown()).toContain('Message 4'));
    expect(shown()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);

    // The connection drops; two messages are sent while the client is away.
    socket.drop();
    stored.push(message(5), message(6));

    // On reconnect the client joins again and fetches what came after the last message it holds
    // (the first connect may have asked too, after 2, if the first load was already in).
    await waitFor(() => expect(socket.connections()).toBe(2), { timeout: 5_000 });
    await waitFor(() => expect(afters.at(-1)).toBe(4));
    // A late push of a message the catch-up brings too, then a newer one.
    socket.push(serverEvents.receiveMessage, message(6));
    stored.push(message(7));
    socket.push(serverEvents.receiveMessage, message(7));

    await waitFor(() => expect(shown()).toContain('Message 7'));
    expect(shown()).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
      'Message 7',
    ]);
    expect(socket.emitted.filter(([event]) => event === clientEvents.joinChat)).toEqual([
      [clientEvents.joinChat, GROUP],
      [clientEvents.joinChat, GROUP],
    ]);
  });
});
