/**
 * Group chat: /chat/groups/{groupId}, /chat/group/{groupId} and the /chat/{chatId} fallback
 * (docs/product.md#s2). Titled with the group's name; the conversation itself is ChatRoom.
 */
import { useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useChatGroup } from './api/lists.ts';
import { ChatRoom } from './components/ChatRoom.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { chatScreenTexts } from './i18n.ts';

export default function GroupChatScreen() {
  const params = useParams();
  const groupId = Number(params.groupId ?? params.chatId);
  const group = useChatGroup(groupId);
  const t = chatScreenTexts.useT();
  useDocumentTitle(group.data ? t('groupChatTitle', { group: group.data.group.name }) : t('chat'));
  return (
    <ChatRoom
      key={groupId}
      conversation={{ type: 'group', id: groupId }}
      title={group.data?.group.name ?? t('groupChat')}
      back={paths.chatGroups()}
    />
  );
}
