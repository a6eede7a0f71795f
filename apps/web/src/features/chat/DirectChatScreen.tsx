/**
 * /chat/direct/{userId} (docs/product.md#s2): the direct conversation with one person, titled with their name
 * (from the eligible users, else from their messages). Opening it marks their messages read.
 *
 * When the eligible users are in and this person is not among them, the screen says before any send
 * what the server would answer one (docs/product.md#s5-chat): "You can only send direct messages to people
 * who share a group with you." (or, for the user's own id, "You cannot send a direct message to yourself.").
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { eligibleUsersQueryOptions } from './api/lists.ts';
import { messagesQueryOptions } from './api/messages.ts';
import { ChatRoom } from './components/ChatRoom.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { chatScreenTexts, sharedChatTexts } from './i18n.ts';

export default function DirectChatScreen() {
  const userId = Number(useParams().userId);
  const me = useSession()?.user.id;
  const eligible = useQuery(eligibleUsersQueryOptions());
  const messages = useQuery(messagesQueryOptions({ type: 'direct', id: userId }));
  const member = eligible.data?.flatMap((g) => g.members).find((m) => m.user_id === userId);
  const sent = messages.data?.find((m) => m.sender_id === userId);
  const person = member ?? sent;
  const t = chatScreenTexts.useT();
  const tc = sharedChatTexts.useT();
  useDocumentTitle(person ? `${person.name} ${person.surname}`.trim() : t('directMessage'));
  const notice =
    userId === me
      ? tc('noMessageToSelf')
      : eligible.isSuccess && !member && !messages.isError
        ? tc('notSharingGroup')
        : undefined;
  return (
    <ChatRoom
      key={userId}
      conversation={{ type: 'direct', id: userId }}
      title={person ? `${person.name} ${person.surname}`.trim() : t('directMessage')}
      back={paths.chatDirect()}
      notice={notice}
    />
  );
}
