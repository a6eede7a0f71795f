/**
 * The chat screen's body (docs/product.md#s2-chat-screen), for a group or a direct conversation: Home and
 * Back on top, the title, a scrolling message area (max height 400 px, container max width 600 px) showing
 * "Loading messages...", "Failed to load messages" or "No messages yet", and the composer. The area
 * scrolls smoothly to the newest message.
 *
 * Beside the spec: on phones the message area fills the screen between the header and the composer
 * (ChatRoom.module.css); the messages of each day open with a separator ("Today", "Yesterday",
 * "Mon 23 Nov": days.ts); a deleted message can be brought back for 5 s (use-undoable-delete.tsx).
 * Failures say what happened: "Failed to send message" with the server's reason under it (e.g. "You can
 * only send direct messages to people who share a group with you."), and a send refused for going too
 * fast (429) says "You're sending messages too fast. Try again in a moment." in one toast, however many
 * sends were refused while it shows. `notice`, when given, is shown above the composer. A message sent
 * offline shows under the others with "Waiting for the connection…" until it goes out (PendingSends).
 */
import { useEffect, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutationState } from '@tanstack/react-query';
import { IconArrowLeft, IconHome, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useGoBack } from '../../../lib/go-back.ts';
import { useSession } from '../../../lib/session.ts';
import type { Conversation } from '../../../lib/query-keys.ts';
import { showFailure } from '../../../lib/toasts.ts';
import { sendKey, useSendMessage, type SendVariables } from '../api/send-message.ts';
import { groupByDay } from '../days.ts';
import { useConversation } from '../use-conversation.ts';
import { useUndoableDelete } from '../use-undoable-delete.tsx';
import { Composer } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import classes from './ChatRoom.module.css';
import rtl from '../../../components/rtl.module.css';
import { chatScreenTexts, sharedChatTexts } from '../i18n.ts';

/** The one toast of refused-for-speed sends: showing it again while it is up does nothing. */
const RATE_LIMIT_TOAST = 'chat-rate-limit';

type RoomProps = { conversation: Conversation; title: string; back: string; notice?: string };

export function ChatRoom(props: RoomProps) {
  const tc = sharedChatTexts.useT();
  const me = useSession()?.user.id;
  if (me === undefined) return <Text>{tc('loadingChat')}</Text>;
  return <Room {...props} me={me} />;
}

function Room({ conversation, title, back, notice, me }: RoomProps & { me: number }) {
  const tc = sharedChatTexts.useT();
  const t = chatScreenTexts.useT();
  const goBack = useGoBack();
  const messages = useConversation(conversation, me);
  const send = useSendMessage(conversation);
  const { hidden, requestDelete } = useUndoableDelete(conversation);
  const viewport = useRef<HTMLDivElement>(null);
  const shown = messages.data?.filter((m) => !hidden.has(m.id));
  const count = shown?.length ?? 0;

  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
  }, [count]);

  // The keyboard opening for the composer shrinks the area: keep the newest message in view (a reader
  // scrolled up in the history, with no keyboard, stays where they are).
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const onResize = () => {
      const el = viewport.current;
      if (el && document.activeElement instanceof HTMLTextAreaElement) el.scrollTop = el.scrollHeight;
    };
    vv.addEventListener('resize', onResize);
    return () => vv.removeEventListener('resize', onResize);
  }, []);

  const onSend = (content: string) =>
    send.mutateAsync({ content, clientMsgId: crypto.randomUUID() }).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 429) {
        notifications.show({ id: RATE_LIMIT_TOAST, color: 'red', message: tc('sendingTooFast') });
      } else {
        showFailure(err, tc('sendFailed'));
      }
      throw err;
    });

  return (
    <div className={classes.room}>
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.home()}
          variant="default"
          size="xs"
          leftSection={<IconHome size={16} />}
        >
          {t('home')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft className={rtl.flip} size={16} />}
          onClick={() => goBack(back)}
        >
          {t('back')}
        </Button>
      </Group>
      <Title order={1} size="h2" lineClamp={2}>
        {title}
      </Title>
      <Paper withBorder radius="lg" p={0} className={classes.frame}>
        <ScrollArea.Autosize className={classes.messages} viewportRef={viewport} type="auto">
          <Box p="sm" mih={160} aria-live="polite" aria-label={t('messages')} role="log">
            {messages.isPending ? (
              <Center mih={140}>
                <Text c="dimmed">{tc('loadingMessages')}</Text>
              </Center>
            ) : messages.isError ? (
              <Center mih={140}>
                <Text c="red" role="alert">
                  {tc('loadFailed')}
                </Text>
              </Center>
            ) : count === 0 ? (
              <Center mih={140}>
                <Text c="dimmed">{tc('noMessages')}</Text>
              </Center>
            ) : (
              <Stack gap="xs">
                {groupByDay(shown ?? []).map((day) => (
                  <Stack gap="xs" key={day.key}>
                    <Divider label={day.label} aria-label={day.label} labelPosition="center" />
                    {day.messages.map((m) => (
                      <MessageBubble
                        key={m.id}
                        message={m}
                        own={m.sender_id === me}
                        onDelete={requestDelete}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            )}
            <PendingSends conversation={conversation} />
          </Box>
        </ScrollArea.Autosize>
      </Paper>
      {notice ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">{notice}</Text>
        </Alert>
      ) : null}
      <Composer onSend={onSend} />
    </div>
  );
}

/** The text of a send waiting for the connection. */
export const WAITING_TEXT = 'Waiting for the connection…';

/** Sends made offline (paused by TanStack Query), each with "Waiting for the connection…". */
function PendingSends({ conversation }: { conversation: Conversation }) {
  const waiting = useMutationState({
    filters: { mutationKey: sendKey(conversation), status: 'pending' },
    select: (m) => ({
      paused: m.state.isPaused,
      variables: m.state.variables as SendVariables | undefined,
    }),
  }).filter((w) => w.paused && w.variables);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="xs" mt="xs" align="flex-end">
      {waiting.map(({ variables }) => (
        <Paper key={variables?.clientMsgId} withBorder radius="md" px="sm" py={6} maw="80%">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {variables?.content}
          </Text>
          <Text size="xs" c="dimmed">
            {chatScreenTexts.t('waiting', { defaultValue: WAITING_TEXT })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
