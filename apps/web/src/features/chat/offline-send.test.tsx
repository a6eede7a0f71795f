// A message sent offline (beside docs/product.md#s2-chat-screen): it shows under the others with "Waiting for
// the connection…", nothing is posted meanwhile, and it goes out once when the connection is back (MSW
// answers the API and the socket.io endpoint).
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, SendMessageBody } from '@turnout/shared';
import { chatTexts } from '@turnout/shared/texts';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import { WAITING_TEXT } from './components/ChatRoom.tsx';
import GroupChatScreen from './GroupChatScreen.tsx';

const GROUP = 5;
const ME = 7;

afterEach(() => onlineManager.setOnline(true));

describe('a message sent offline', () => {
  it('waits for the connection, then is sent once', async () => {
    const posted: SendMessageBody[] = [];
    const stored: ChatMessage[] = [];
    const socket = fakeSocketServer();
    server.use(
      ...socket.handlers,
      http.get(`/api/groups/${GROUP}`, () =>
        HttpResponse.json({ group: { id: GROUP, name: 'Thursday Five' } }),
      ),
      http.get(`/api/chat/group-messages/${GROUP}`, () => HttpResponse.json(stored)),
      http.post(`/api/chat/group-messages/${GROUP}/read`, () => HttpResponse.json({ success: true })),
      http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
      http.post('/api/chat/message', async ({ request }) => {
        const body = (await request.json()) as SendMessageBody;
        posted.push(body);
        const message: ChatMessage = {
          id: 1,
          type: 'group',
          sender_id: ME,
          group_id: GROUP,
          content: body.content,
          timestamp: new Date().toISOString(),
          name: 'Me',
          surname: 'Myself',
          read_at: null,
          read_by_recipient_at: null,
          client_msg_id: body.client_msg_id ?? null,
        };
        stored.push(message);
        return HttpResponse.json(message);
      }),
    );
    signIn(testToken({ id: ME }));
    const { user } = renderInApp(<GroupChatScreen />, {
      route: `/chat/group/${GROUP}`,
      path: '/chat/group/:groupId',
    });
    await screen.findByText(chatTexts.noMessages);

    act(() => onlineManager.setOnline(false));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'See you at six{Enter}');
    expect(await screen.findByText(WAITING_TEXT)).toBeInTheDocument();
    expect(screen.getByText('See you at six')).toBeInTheDocument();
    expect(posted).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(WAITING_TEXT)).not.toBeInTheDocument());
    expect(posted.map((p) => p.content)).toEqual(['See you at six']);
    expect(await screen.findByText('See you at six')).toBeInTheDocument();
  });
});
