/**
 * /chat/direct/{userId} (spec §2): the direct conversation with one person, titled with their name
 * (from the eligible users, else from their messages). Opening it marks their messages read.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { eligibleUsersQueryOptions } from './api/lists.ts';
import { messagesQueryOptions } from './api/messages.ts';
import { ChatRoom } from './components/ChatRoom.tsx';

export default function DirectChatScreen() {
  const userId = Number(useParams().userId);
  const eligible = useQuery(eligibleUsersQueryOptions());
  const messages = useQuery(messagesQueryOptions({ type: 'direct', id: userId }));
  const member = eligible.data?.flatMap((g) => g.members).find((m) => m.user_id === userId);
  const sent = messages.data?.find((m) => m.sender_id === userId);
  const person = member ?? sent;
  return (
    <ChatRoom
      key={userId}
      conversation={{ type: 'direct', id: userId }}
      title={person ? `${person.name} ${person.surname}`.trim() : 'Direct message'}
      back={paths.chatDirect()}
    />
  );
}
