/**
 * One chat message (docs/product.md#s2-chat-screen): own messages right-aligned in a green bubble with a
 * delete control ("Delete message") and the Sent / Read status; others' left-aligned in grey with the
 * sender's name and surname above ("Deleted user" in the reader's language once the sender's account is
 * deleted: the server then sends no sender id and its English name). Every message shows its 24-hour HH:MM.
 *
 * The status is a 16 px tick, not a dot: one tick "Sent", two ticks "Read" (the shape says it, not only
 * the colour), named for screen readers. Its colours on the green bubble (ownBubbleColours, checked in
 * chat-room.test.tsx against the theme) meet WCAG AA even as text: white 5.4:1, cyan.1 4.6:1, the
 * time in green.0 5.0:1, all on green.8 (#237a36).
 */
import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks, IconTrash } from '@tabler/icons-react';
import type { ChatMessage } from '@turnout/shared';
import classes from './MessageBubble.module.css';
import { timeOfDay } from '../../../lib/when.ts';
import { chatScreenTexts, sharedChatTexts } from '../i18n.ts';

/** The Mantine colours of an own message: its bubble, its time and delete icon, and the two statuses. */
export const ownBubbleColours = {
  background: 'green.8',
  time: 'green.0',
  sent: 'white',
  read: 'cyan.1',
} as const;

/** The message's time in the browser's zone: HH:MM, or "7:05 PM" in a 12-hour language (lib/when.ts). */
export const formatTime = (iso: string) => timeOfDay(iso);

type Props = { message: ChatMessage; own: boolean; onDelete: (id: number) => void };

export function MessageBubble({ message, own, onDelete }: Props) {
  const tc = sharedChatTexts.useT();
  const t = chatScreenTexts.useT();
  const read = message.read_by_recipient_at !== null;
  const status = read ? tc('read') : tc('sent');
  const StatusIcon = read ? IconChecks : IconCheck;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      {!own && (
        <Text size="xs" fw={600} c="dimmed" px={4}>
          {message.sender_id === null ? t('deletedUser') : `${message.name} ${message.surname}`.trim()}
        </Text>
      )}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        className={own ? classes.bubble : `${classes.bubble} ${classes.other}`}
        bg={own ? ownBubbleColours.background : undefined}
        c={own ? 'white' : undefined}
      >
        {/* dir="auto": a message reads in its own direction (Arabic right to left, German left to right)
            whatever the app's language. */}
        <Text size="sm" inherit dir="auto">
          {message.content}
        </Text>
        <Group gap={6} justify="flex-end" wrap="nowrap" mt={2}>
          <Text
            size="xs"
            c={own ? ownBubbleColours.time : undefined}
            className={own ? undefined : classes.otherTime}
          >
            {formatTime(message.timestamp)}
          </Text>
          {own && (
            <Box
              component="span"
              role="img"
              title={status}
              aria-label={status}
              c={read ? ownBubbleColours.read : ownBubbleColours.sent}
              display="inline-flex"
              data-status={read ? 'read' : 'sent'}
            >
              <StatusIcon size={16} stroke={2.5} aria-hidden />
            </Box>
          )}
          {own && (
            <ActionIcon
              size={24}
              variant="transparent"
              c={ownBubbleColours.time}
              title={tc('deleteMessage')}
              aria-label={tc('deleteMessage')}
              onClick={() => onDelete(message.id)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
