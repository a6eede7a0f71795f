/**
 * /chat/direct "Direct Messages" (docs/product.md#s2-direct-picker, #s8-chat): first the inbox, the
 * caller's conversations newest first with their unread counts (README "Chat", inbox:
 * ./components/ConversationList.tsx); then, per group, its name and its
 * members as buttons to /chat/direct/{user_id} (members without a user_id are skipped). Texts: "Loading
 * users...", "Error: {message}", "No eligible members in this group.", "You have no groups with members
 * to message."
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ChatPage } from './components/ChatPage.tsx';
import { ApiError } from '../../lib/api.ts';
import { useEligibleUsers } from './api/lists.ts';
import { ConversationList } from './components/ConversationList.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import rtl from '../../components/rtl.module.css';
import { chatScreenTexts, sharedChatTexts } from './i18n.ts';

export default function DirectPickerScreen() {
  const t = chatScreenTexts.useT();
  const tc = sharedChatTexts.useT();
  useDocumentTitle(t('directMessages'));
  const eligible = useEligibleUsers();
  const groups = eligible.data ?? [];
  const errorText =
    eligible.error instanceof ApiError && eligible.error.message
      ? eligible.error.message
      : tc('unknownError');

  return (
    <ChatPage
      back={{ to: paths.chat(), label: t('chat'), icon: <IconArrowLeft className={rtl.flip} size={16} /> }}
      title={tc('directMessages')}
    >
      <ConversationList />
      {eligible.isPending ? (
        <Text c="dimmed">{tc('loadingUsers')}</Text>
      ) : eligible.isError ? (
        <Text c="red" role="alert">
          {tc('eligibleError', { message: errorText })}
        </Text>
      ) : groups.length === 0 ? (
        <Text c="dimmed">{tc('noGroupsWithMembers')}</Text>
      ) : (
        groups.map((g) => {
          const members = g.members.filter((m) => m.user_id != null);
          return (
            <Paper key={g.group_id} withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {g.group_name}
                </Title>
                {members.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {tc('noEligibleMembers')}
                  </Text>
                ) : (
                  <Group gap="xs">
                    {members.map((m) => (
                      <Button
                        key={m.user_id}
                        component={Link}
                        to={paths.chatDirectWith(m.user_id)}
                        variant="light"
                        // A long name wraps inside its button rather than being cut off on a phone; the
                        // root is a flex box so the name stays centred in the 36 px minimum height.
                        h="auto"
                        mih={36}
                        py={6}
                        maw="100%"
                        styles={{
                          root: { display: 'inline-flex', alignItems: 'center' },
                          label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'start' },
                        }}
                      >
                        {`${m.name} ${m.surname}`.trim()}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            </Paper>
          );
        })
      )}
    </ChatPage>
  );
}
