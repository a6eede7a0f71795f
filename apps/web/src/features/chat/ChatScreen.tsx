/**
 * /chat, the chat landing (docs/product.md#s2-routes): Group Chats (to /chat/groups) and Direct Messages (to
 * /chat/direct), each with its unread badge, hidden at 0 and kept live by the server's pushes.
 */
import type { ReactNode } from 'react';
import { Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHome, IconMessage, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ChatPage } from './components/ChatPage.tsx';
import { UnreadBadge } from '../../components/UnreadBadge.tsx';
import { useSocket } from '../../lib/socket.ts';
import { useChatUnreadCounts } from './api/unread.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { chatScreenTexts, sharedChatTexts } from './i18n.ts';

function Entry({
  to,
  icon,
  label,
  hint,
  badge,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  hint: string;
  badge: ReactNode;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      p="lg"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Group wrap="nowrap" gap="md">
        {icon}
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap={6}>
            <Text fw={600} size="lg">
              {label}
            </Text>
            {badge}
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export default function ChatScreen() {
  const t = chatScreenTexts.useT();
  const tc = sharedChatTexts.useT();
  useDocumentTitle(tc('chatTitle'));
  const counts = useChatUnreadCounts(useSocket());
  return (
    <ChatPage
      back={{ to: paths.home(), label: t('home'), icon: <IconHome size={16} /> }}
      title={tc('chatTitle')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Entry
          to={paths.chatGroups()}
          icon={<IconUsersGroup size={30} aria-hidden />}
          label={tc('groupChats')}
          hint={t('groupHint')}
          badge={<UnreadBadge count={counts.groupUnread} kind="groupMessages" />}
        />
        <Entry
          to={paths.chatDirect()}
          icon={<IconMessage size={30} aria-hidden />}
          label={tc('directMessages')}
          hint={t('directHint')}
          badge={<UnreadBadge count={counts.directUnread} kind="directMessages" />}
        />
      </SimpleGrid>
    </ChatPage>
  );
}
