/**
 * The chat screen's body (spec §2 Chat screen), for a group or a direct conversation: Home and Back on
 * top, the title, a scrolling message area (max height 400 px, container max width 600 px) showing
 * "Loading messages...", "Failed to load messages" or "No messages yet", and the composer. The area
 * scrolls smoothly to the newest message. Send and delete failures show the spec's toasts.
 */
import { useEffect, useRef } from 'react';
import { Box, Button, Center, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { chatTexts } from '@turnout/shared/texts';
import { paths } from '../../../lib/paths.ts';
import { useGoBack } from '../../../lib/go-back.ts';
import { useSession } from '../../../lib/session.ts';
import type { Conversation } from '../../../lib/query-keys.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useConversation } from '../use-conversation.ts';
import { Composer } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';

export function ChatRoom({
  conversation,
  title,
  back,
}: {
  conversation: Conversation;
  title: string;
  back: string;
}) {
  const me = useSession()?.user.id;
  if (me === undefined) return <Text>{chatTexts.loadingChat}</Text>;
  return <Room conversation={conversation} title={title} back={back} me={me} />;
}

function Room({
  conversation,
  title,
  back,
  me,
}: {
  conversation: Conversation;
  title: string;
  back: string;
  me: number;
}) {
  const goBack = useGoBack();
  const messages = useConversation(conversation, me);
  const send = useSendMessage(conversation);
  const remove = useDeleteMessage(conversation);
  const viewport = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  }, [count]);

  const onSend = (content: string) =>
    send.mutateAsync({ content, clientMsgId: crypto.randomUUID() }).catch((err: unknown) => {
      notifications.show({ color: 'red', message: chatTexts.sendFailed });
      throw err;
    });

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onError: () => notifications.show({ color: 'red', message: chatTexts.deleteFailed }),
    });

  return (
    <Stack gap="md" maw={600} mx="auto" w="100%">
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.home()}
          variant="default"
          size="xs"
          leftSection={<IconHome size={16} />}
        >
          Home
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => goBack(back)}
        >
          Back
        </Button>
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="lg" p={0}>
        <ScrollArea.Autosize mah={400} viewportRef={viewport} type="auto">
          <Box p="sm" mih={160} aria-live="polite" aria-label="Messages" role="log">
            {messages.isPending ? (
              <Center mih={140}>
                <Text c="dimmed">{chatTexts.loadingMessages}</Text>
              </Center>
            ) : messages.isError ? (
              <Center mih={140}>
                <Text c="red" role="alert">
                  {chatTexts.loadFailed}
                </Text>
              </Center>
            ) : messages.data.length === 0 ? (
              <Center mih={140}>
                <Text c="dimmed">{chatTexts.noMessages}</Text>
              </Center>
            ) : (
              <Stack gap="xs">
                {messages.data.map((m) => (
                  <MessageBubble
                    key={m.id}
                    message={m}
                    own={m.sender_id === me}
                    onDelete={onDelete}
                    deleting={remove.isPending && remove.variables === m.id}
                  />
                ))}
              </Stack>
            )}
          </Box>
        </ScrollArea.Autosize>
      </Paper>
      <Composer onSend={onSend} />
    </Stack>
  );
}
