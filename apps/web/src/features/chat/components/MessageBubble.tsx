/**
 * One chat message (spec §2 Chat screen): own messages right-aligned in a green bubble with a delete
 * control ("Delete message") and a status dot (green "Read" once the recipient read it, grey "Sent");
 * others' left-aligned in grey with the sender's name and surname above. Every message shows HH:MM.
 */
import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ChatMessage } from '@turnout/shared';
import { chatTexts } from '@turnout/shared/texts';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 24-hour HH:MM in the browser's time zone. */
const formatTime = (iso: string) => timeFormat.format(new Date(iso));

type Props = { message: ChatMessage; own: boolean; onDelete: (id: number) => void; deleting: boolean };

export function MessageBubble({ message, own, onDelete, deleting }: Props) {
  const read = message.read_by_recipient_at !== null;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      {!own && (
        <Text size="xs" fw={600} c="dimmed" px={4}>
          {`${message.name} ${message.surname}`.trim()}
        </Text>
      )}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        bg={own ? 'green.8' : 'gray.1'}
        c={own ? 'white' : 'dark.7'}
        style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}
      >
        <Text size="sm" inherit>
          {message.content}
        </Text>
        <Group gap={6} justify="flex-end" wrap="nowrap" mt={2}>
          <Text size="xs" c={own ? 'green.0' : 'dimmed'}>
            {formatTime(message.timestamp)}
          </Text>
          {own && (
            <Box
              component="span"
              role="img"
              title={read ? chatTexts.read : chatTexts.sent}
              aria-label={read ? chatTexts.read : chatTexts.sent}
              w={8}
              h={8}
              style={{
                borderRadius: '50%',
                background: read ? 'var(--mantine-color-lime-3)' : 'var(--mantine-color-gray-4)',
                border: '1px solid rgba(255,255,255,0.8)',
              }}
            />
          )}
          {own && (
            <ActionIcon
              size="xs"
              variant="transparent"
              c="green.0"
              title={chatTexts.deleteMessage}
              aria-label={chatTexts.deleteMessage}
              loading={deleting}
              onClick={() => onDelete(message.id)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
