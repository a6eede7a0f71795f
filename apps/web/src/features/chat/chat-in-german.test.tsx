// The chat in German (README "Languages"): the chat home's and the group list's words from the shared
// 'chat' catalogue, and a group message whose sender's account is deleted (docs/product.md#s3: the
// server sends it with no sender id and the English name "Deleted user"), whose bubble names the sender
// "Deleted user" in the reader's language; a live sender keeps their own name. MSW answers.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { signIn } from '../../lib/session.ts';
import { aMessage } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testToken } from '../../test/session.ts';
import { fakeSocketServer } from '../../test/socket-server.ts';
import ChatGroupsScreen from './ChatGroupsScreen.tsx';
import ChatScreen from './ChatScreen.tsx';
import { MessageBubble } from './components/MessageBubble.tsx';

const fromDeletedAccount = aMessage({ id: 3, sender_id: null, name: 'Deleted user', surname: '' });

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

describe("a deleted account's message", () => {
  it('names its sender "Deleted user" in English', () => {
    renderInApp(<MessageBubble message={fromDeletedAccount} own={false} onDelete={() => {}} />);
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
  });

  it('names its sender in German, not with the English name the server sends', async () => {
    await changeLanguage('de');
    renderInApp(
      <>
        <MessageBubble message={fromDeletedAccount} own={false} onDelete={() => {}} />
        <MessageBubble message={aMessage({ id: 4 })} own={false} onDelete={() => {}} />
      </>,
    );
    expect(screen.getByText('Gelöschtes Konto')).toBeInTheDocument();
    expect(screen.queryByText('Deleted user')).not.toBeInTheDocument();
    expect(screen.getByText('Bo Keeper')).toBeInTheDocument();
  });
});

describe('the chat screens in German', () => {
  it('name the group chats and direct messages on the chat home', async () => {
    await changeLanguage('de');
    signIn(testToken({ id: 7 }));
    server.use(
      ...fakeSocketServer().handlers,
      http.get('/api/chat/unread-count', () => HttpResponse.json({ groupUnread: 0, directUnread: 0 })),
    );
    renderInApp(<ChatScreen />, { route: '/chat', path: '/chat' });
    expect(await screen.findByText('Gruppenchats')).toBeInTheDocument();
    expect(screen.getByText('Direktnachrichten')).toBeInTheDocument();
    expect(screen.queryByText('Group chats')).not.toBeInTheDocument();
  });

  it('say so when the user is in no group', async () => {
    await changeLanguage('de');
    signIn(testToken({ id: 7 }));
    server.use(
      http.get('/api/groups/my-groups-with-admin-status', () => HttpResponse.json({ groups: [] })),
      http.get('/api/chat/group-unread', () => HttpResponse.json([])),
    );
    renderInApp(<ChatGroupsScreen />, { route: '/chat/groups', path: '/chat/groups' });
    expect(await screen.findByText('Du bist in keiner Gruppe Mitglied.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deine Gruppen' })).toBeInTheDocument();
  });
});
