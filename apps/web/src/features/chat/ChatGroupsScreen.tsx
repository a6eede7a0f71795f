/**
 * /chat/groups "Your Groups" (docs/product.md#s2-chat-groups): each group name links to /chat/group/{id},
 * with its unread count beside it (README "Chat", inbox; live through ./api/unread.ts).
 * Empty: "You are not a member of any groups." A failed load is only logged (docs/product.md#s8-logged-only).
 */
import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ChatPage } from './components/ChatPage.tsx';
import { useChatGroups } from './api/lists.ts';
import { useGroupUnread } from './api/inbox.ts';
import { UnreadBadge } from '../../components/UnreadBadge.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import rtl from '../../components/rtl.module.css';
import { chatScreenTexts, sharedChatTexts } from './i18n.ts';

export default function ChatGroupsScreen() {
  const t = chatScreenTexts.useT();
  const tc = sharedChatTexts.useT();
  useDocumentTitle(t('groupChats'));
  const groups = useChatGroups();
  const unread = useGroupUnread();
  return (
    <ChatPage
      back={{ to: paths.chat(), label: t('chat'), icon: <IconArrowLeft className={rtl.flip} size={16} /> }}
      title={tc('yourGroups')}
    >
      {groups.isPending ? (
        <Loader size="sm" aria-label={t('loadingGroups')} />
      ) : groups.isError ? null : groups.data.length === 0 ? (
        <Text c="dimmed">{tc('noGroups')}</Text>
      ) : (
        <Stack gap="xs">
          {groups.data.map((g) => (
            <Paper key={g.id} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor
                  component={Link}
                  to={paths.chatGroup(g.id)}
                  fw={(unread.get(g.id) ?? 0) > 0 ? 800 : 600}
                >
                  {g.name}
                </Anchor>
                <UnreadBadge count={unread.get(g.id) ?? 0} kind="messages" />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </ChatPage>
  );
}
