/**
 * /chat/groups "Your Groups" (docs/product.md#s2-chat-groups): each group name links to /chat/group/{id}.
 * Empty: "You are not a member of any groups." A failed load is only logged (docs/product.md#s8-logged-only).
 */
import { Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { chatTexts } from '@turnout/shared/texts';
import { paths } from '../../lib/paths.ts';
import { ChatPage } from './components/ChatPage.tsx';
import { useChatGroups } from './api/lists.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function ChatGroupsScreen() {
  useDocumentTitle('Group chats');
  const groups = useChatGroups();
  return (
    <ChatPage
      back={{ to: paths.chat(), label: 'Chat', icon: <IconArrowLeft size={16} /> }}
      title={chatTexts.yourGroups}
    >
      {groups.isPending ? (
        <Loader size="sm" aria-label="Loading groups" />
      ) : groups.isError ? null : groups.data.length === 0 ? (
        <Text c="dimmed">{chatTexts.noGroups}</Text>
      ) : (
        <Stack gap="xs">
          {groups.data.map((g) => (
            <Paper key={g.id} withBorder radius="md" p="md">
              <Anchor component={Link} to={paths.chatGroup(g.id)} fw={600}>
                {g.name}
              </Anchor>
            </Paper>
          ))}
        </Stack>
      )}
    </ChatPage>
  );
}
