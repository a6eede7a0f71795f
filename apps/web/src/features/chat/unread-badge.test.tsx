// The chat badges (README "Chat"): a group message someone else sent, in a chat not open on screen,
// adds one at once from the server's `chat_group_message` event; the user's own message, an open
// chat's message and a second copy of the same event add nothing; a deletion and a reconnect show the
// server's count again (GET /api/chat/unread-count). The /chat screen runs with MSW answering the API
// and the socket.io endpoint (test/socket-server.ts).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChatGroupMessagePush, ChatUnreadReply } from '@turnout/shared';
import { serverEvents } from '@turnout/shared/realtime';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { bumpsGroupUnread } from './api/unread.ts';
import ChatScreen from './ChatScreen.tsx';

const ME = 7;
const push = (message_id: number, sender_id: number | null = 20, group_id = 5): ChatGroupMessagePush => ({
  group_id,
  message_id,
  sender_id,
});

describe('bumpsGroupUnread', () => {
  it("counts someone else's message in a chat not on screen, once", () => {
    const counted = new Set<number>();
    expect(bumpsGroupUnread(push(1), ME, new Set(), counted)).toBe(true);
    expect(bumpsGroupUnread(push(1), ME, new Set(), counted)).toBe(false); // another socket's copy
    expect(bumpsGroupUnread(push(2, null), ME, new Set(), counted)).toBe(true); // a deleted account's
  });

  it('never counts the user’s own message, a chat open on screen, or anything signed out', () => {
    const counted = new Set<number>();
    expect(bumpsGroupUnread(push(3, ME), ME, new Set(), counted)).toBe(false);
    expect(bumpsGroupUnread(push(4, 20, 5), ME, new Set([5]), counted)).toBe(false);
    expect(bumpsGroupUnread(push(5), null, new Set(), counted)).toBe(false);
    expect(counted.size).toBe(0);
  });
});

describe('chat badges on /chat', () => {
  it('bump on the event, and show the server’s count after a deletion and a reconnect', async () => {
    signIn(testToken({ id: ME }));
    let stored: ChatUnreadReply = { groupUnread: 2, directUnread: 1 };
    let fetches = 0;
    server.use(
      http.get('/api/chat/unread-count', () => {
        fetches += 1;
        return HttpResponse.json(stored);
      }),
    );
    const socket = fakeSocketServer();
    server.use(...socket.handlers);

    renderInApp(<ChatScreen />, { route: '/chat', path: '/chat' });
    await waitFor(() => expect(screen.getByText('2 unread group messages')).toBeInTheDocument());
    expect(screen.getByText('1 unread direct message')).toBeInTheDocument();
    await waitFor(() => expect(socket.connections()).toBe(1));
    const settled = fetches;

    // Someone else's message: +1 at once, no refetch. Then a second copy, the user's own message.
    stored = { groupUnread: 3, directUnread: 1 };
    socket.push(serverEvents.chatGroupMessage, push(100));
    socket.push(serverEvents.chatGroupMessage, push(100));
    socket.push(serverEvents.chatGroupMessage, push(101, ME));
    socket.push(serverEvents.chatGroupMessage, push(102));
    await waitFor(() => expect(screen.getByText('4 unread group messages')).toBeInTheDocument());
    expect(fetches).toBe(settled);

    // A deletion: the server's count again.
    stored = { groupUnread: 1, directUnread: 1 };
    socket.push(serverEvents.messageDeleted, { id: 100, type: 'group', sender_id: 20, group_id: 5 });
    await waitFor(() => expect(screen.getByText('1 unread group message')).toBeInTheDocument());

    // Missed while away: the reconnect refetches.
    socket.drop();
    stored = { groupUnread: 6, directUnread: 0 };
    await waitFor(() => expect(socket.connections()).toBe(2), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByText('6 unread group messages')).toBeInTheDocument());
    expect(screen.queryByText(/unread direct messages/)).not.toBeInTheDocument();
  });
});
