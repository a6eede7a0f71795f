/**
 * / Home (spec §1, §2 Home): "Welcome to Turnout", plus ", {first name}" when the token carries a name,
 * and the tagline. Signed in: Games, Groups, Chat and Notifications buttons, the last two with an unread
 * badge shown only above 0 (counts fail silently: spec §8). Both badges are live: the screen holds one
 * socket and the server pushes the new counts (DESIGN.md "Realtime"). Signed out: only Login and Sign up.
 */
import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconBell,
  IconCalendarEvent,
  IconLogin,
  IconMessages,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { accountTexts } from '@turnout/shared/texts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useSocket } from '../lib/socket.ts';
import { UnreadBadge } from '../components/UnreadBadge.tsx';
import { chatUnreadTotal, useChatUnreadCounts } from '../features/chat/api/unread.ts';
import { useNotificationsUnread } from '../features/notifications/api/unread.ts';
import classes from './HomeScreen.module.css';

function Shortcut({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.shortcut}>
      {icon}
      <Group gap={6} wrap="nowrap" justify="center">
        <span>{label}</span>
        {badge}
      </Group>
    </UnstyledButton>
  );
}

export default function HomeScreen() {
  const session = useSession();
  const signedIn = session !== null;
  const firstName = session?.user.name.trim() ?? '';
  const socket = useSocket(); // one connection carries both badges' pushes
  const chatUnread = chatUnreadTotal(useChatUnreadCounts(socket));
  const notificationsUnread = useNotificationsUnread(socket);

  return (
    <Stack gap="xl" align="center" ta="center" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xs" align="center">
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
          {accountTexts.welcome}
          {firstName ? `, ${firstName}` : ''}
        </Title>
        <Text size="lg" c="dimmed" fw={500}>
          {accountTexts.tagline}
        </Text>
      </Stack>

      {signedIn ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" w="100%" maw={760}>
          <Shortcut to={paths.games()} icon={<IconCalendarEvent size={30} aria-hidden />} label="Games" />
          <Shortcut to={paths.groups()} icon={<IconUsersGroup size={30} aria-hidden />} label="Groups" />
          <Shortcut
            to={paths.chat()}
            icon={<IconMessages size={30} aria-hidden />}
            label="Chat"
            badge={<UnreadBadge count={chatUnread} label="unread messages" />}
          />
          <Shortcut
            to={paths.notifications()}
            icon={<IconBell size={30} aria-hidden />}
            label="Notifications"
            badge={<UnreadBadge count={notificationsUnread} label="unread notifications" />}
          />
        </SimpleGrid>
      ) : (
        <Stack gap="sm" w="100%" maw={360}>
          <Button component={Link} to={paths.login()} size="lg" leftSection={<IconLogin size={20} />}>
            Login
          </Button>
          <Button
            component={Link}
            to={paths.signup()}
            size="lg"
            variant="default"
            leftSection={<IconUserPlus size={20} />}
          >
            Sign up
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
