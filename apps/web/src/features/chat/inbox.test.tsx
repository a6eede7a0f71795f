// The chat inbox (README "Chat", inbox): /chat/direct lists the conversations above the people picker,
// newest first, an unread one with its count and the last message ("You: …" for one's own); the group
// chats list shows each group's unread count. MSW answers the API.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChatConversation } from '@turnout/shared';
import { signIn } from '../../lib/session.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import ChatGroupsScreen from './ChatGroupsScreen.tsx';
import DirectPickerScreen from './DirectPickerScreen.tsx';

const ME = 7;
const conversation = (
  user_id: number,
  name: string,
  content: string,
  sender_id: number,
  unread: number,
): ChatConversation => ({
  user_id,
  name,
  surname: 'Test',
  last_message: { content, timestamp: new Date().toISOString(), sender_id },
  unread,
});

describe('the chat inbox', () => {
  it('lists the conversations above the people picker, unread marked, each a link to the chat', async () => {
    signIn(testToken({ id: ME }));
    server.use(
      http.get('/api/chat/conversations', () =>
        HttpResponse.json([
          conversation(20, 'Bo', 'Lift on Thursday?', 20, 2),
          conversation(21, 'Cat', 'Bibs are in', ME, 0),
        ]),
      ),
      http.get('/api/chat/eligible-users', () =>
        HttpResponse.json([
          { group_id: 5, group_name: 'Lions', members: [{ user_id: 22, name: 'Dan', surname: 'Test' }] },
        ]),
      ),
    );
    renderInApp(<DirectPickerScreen />, { route: '/chat/direct', path: '/chat/direct' });
    const bo = await screen.findByRole('link', { name: /^Bo Test, 2 unread: Lift on Thursday\?/ });
    expect(bo).toHaveAttribute('href', '/chat/direct/20');
    expect(screen.getByRole('link', { name: /^Cat Test: You: Bibs are in/ })).toHaveAttribute(
      'href',
      '/chat/direct/21',
    );
    expect(screen.getByText('2 unread messages')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dan Test' })).toBeInTheDocument();
  });

  it('shows each group’s unread count on the group chats list', async () => {
    signIn(testToken({ id: ME }));
    server.use(
      http.get('/api/groups/my-groups-with-admin-status', () =>
        HttpResponse.json({
          groups: [
            { id: 5, name: 'Lions' },
            { id: 6, name: 'Tigers' },
          ],
        }),
      ),
      http.get('/api/chat/group-unread', () =>
        HttpResponse.json([
          { group_id: 5, unread: 3 },
          { group_id: 6, unread: 0 },
        ]),
      ),
    );
    renderInApp(<ChatGroupsScreen />, { route: '/chat/groups', path: '/chat/groups' });
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tigers' })).toBeInTheDocument();
    expect(screen.getAllByText(/unread messages/)).toHaveLength(1);
  });
});
