/**
 * The chat inbox on /chat/direct (README "Chat", inbox): the caller's direct conversations, newest
 * first, each a link to /chat/direct/{user_id} with the person's name, the last message ("You: …" when
 * the caller sent it), its day or time, and the unread count (the name in bold while unread). Renders
 * nothing while loading, on a failed load (logged only: the people picker below still works) or when
 * there are none.
 */
import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { ChatConversation } from '@turnout/shared';
import { UnreadBadge } from '../../../components/UnreadBadge.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useConversations } from '../api/inbox.ts';
import { dayKey, dayLabel } from '../days.ts';
import { timeOfDay } from '../../../lib/when.ts';
import { chatScreenTexts } from '../i18n.ts';

/** "18:42" today, else "Yesterday" or the date. */
export function whenLabel(iso: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  return dayKey(instant) === dayKey(now) ? timeOfDay(instant) : dayLabel(instant, now);
}

function Row({ c, me }: { c: ChatConversation; me: number | null }) {
  const name = `${c.name} ${c.surname}`.trim();
  const unread = c.unread > 0;
  const t = chatScreenTexts.useT();
  const preview =
    c.last_message.sender_id === me ? t('you', { message: c.last_message.content }) : c.last_message.content;
  return (
    <UnstyledButton
      component={Link}
      to={paths.chatDirectWith(c.user_id)}
      py="sm"
      px="xs"
      style={{ display: 'block', borderRadius: 8 }}
      aria-label={
        unread
          ? t('conversationUnread', { name, count: c.unread, preview })
          : t('conversation', { name, preview })
      }
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={unread ? 800 : 600} truncate>
          {name}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="xs" c={unread ? 'blue' : 'dimmed'} fw={unread ? 700 : 400}>
            {whenLabel(c.last_message.timestamp)}
          </Text>
          <UnreadBadge count={c.unread} kind="messages" />
        </Group>
      </Group>
      <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} lineClamp={1}>
        {preview}
      </Text>
    </UnstyledButton>
  );
}

export function ConversationList() {
  const t = chatScreenTexts.useT();
  const conversations = useConversations();
  const me = useSession()?.user.id ?? null;
  if (!conversations.data || conversations.data.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="conversations-title">
      <Title order={2} size="h4" id="conversations-title" mb={4}>
        {t('conversations')}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {conversations.data.map((c, i) => (
          <li
            key={c.user_id}
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Row c={c} me={me} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
