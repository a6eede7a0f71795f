/**
 * / Home (docs/product.md#s1, #s2-home): "Welcome to Turnout", plus ", {first name}" when the token carries a
 * name, and the tagline. Signed in: first "Next up" — the user's next three games, each answerable in place,
 * and how many upcoming games still wait for the user's answer — then the Games, Groups, Chat and
 * Notifications buttons, the last two with an unread badge shown only above 0 (counts fail silently:
 * docs/product.md#s8). Both badges are live: the screen holds one socket and the server pushes the new counts
 * (docs/design.md#realtime). Where the browser offers it, a small "Install Turnout" line sits below the
 * buttons (components/InstallOffer.tsx). Signed out: only Login and Sign up.
 */
import type { ReactNode } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconBell,
  IconCalendarEvent,
  IconLogin,
  IconMessages,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { useSocket } from '../lib/socket.ts';
import { UnreadBadge } from '../components/UnreadBadge.tsx';
import { InstallOffer } from '../components/InstallOffer.tsx';
import { chatUnreadTotal, useChatUnreadCounts } from '../features/chat/api/unread.ts';
import { useNotificationsUnread } from '../features/notifications/api/unread.ts';
import { useGames } from '../features/games/api/games-query.ts';
import { NextUpCard } from '../features/games/components/NextUpCard.tsx';
import classes from './HomeScreen.module.css';
import { appTexts, sharedAccountTexts } from './i18n.ts';

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

/** How many games "Next up" shows. */
const NEXT_UP = 3;

/**
 * "Next up": the user's next games (GET /api/games, soonest first) with the answer buttons. Quiet while
 * loading or on an error (the spec's buttons below matter more); a short line when nothing is upcoming.
 * The need-your-answer count is over every upcoming game, not only the three shown.
 */
function NextUp() {
  const t = appTexts.useT();
  const games = useGames();
  if (!games.isSuccess) return null;
  const list = games.data.games;
  const waiting = list.filter((game) => game.my_status === 'pending').length;
  return (
    <Stack component="section" aria-labelledby="next-up-title" gap="sm" w="100%" maw={760} ta="start">
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h3" id="next-up-title">
          {t('nextUp')}
        </Title>
        {list.length > NEXT_UP && (
          <Anchor component={Link} to={paths.games()} size="sm" fw={600}>
            {t('allGames', { count: list.length })}
          </Anchor>
        )}
      </Group>
      {waiting > 0 && (
        <Group gap={6} wrap="nowrap">
          <IconAlertCircle size={20} aria-hidden className={classes.waitingIcon} />
          <Text fw={600}>{t('needAnswer', { count: waiting })}</Text>
        </Group>
      )}
      {list.length === 0 ? (
        <Text c="dimmed">
          {t('noUpcoming')}{' '}
          <Anchor component={Link} to={paths.games()}>
            {t('nav.games')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          {list.slice(0, NEXT_UP).map((game) => (
            <NextUpCard key={game.id} game={game} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default function HomeScreen() {
  const t = appTexts.useT();
  const ta = sharedAccountTexts.useT();
  const session = useSession();
  const signedIn = session !== null;
  const firstName = session?.user.name.trim() ?? '';
  const socket = useSocket(); // one connection carries both badges' pushes
  const chatUnread = chatUnreadTotal(useChatUnreadCounts(socket));
  const notificationsUnread = useNotificationsUnread(socket);

  return (
    <Stack gap="xl" align="center" ta="center" py={{ base: 'md', sm: 40 }}>
      <Stack gap="xs" align="center">
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
          {firstName ? t('welcomeNamed', { name: firstName }) : ta('welcome')}
        </Title>
        <Text size="lg" c="dimmed" fw={500}>
          {ta('tagline')}
        </Text>
      </Stack>

      {signedIn && <NextUp />}

      {signedIn ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" w="100%" maw={760}>
          <Shortcut
            to={paths.games()}
            icon={<IconCalendarEvent size={30} aria-hidden />}
            label={t('nav.games')}
          />
          <Shortcut
            to={paths.groups()}
            icon={<IconUsersGroup size={30} aria-hidden />}
            label={t('nav.groups')}
          />
          <Shortcut
            to={paths.chat()}
            icon={<IconMessages size={30} aria-hidden />}
            label={t('nav.chat')}
            badge={<UnreadBadge count={chatUnread} kind="messages" />}
          />
          <Shortcut
            to={paths.notifications()}
            icon={<IconBell size={30} aria-hidden />}
            label={t('nav.notifications')}
            badge={<UnreadBadge count={notificationsUnread} kind="notifications" />}
          />
        </SimpleGrid>
      ) : (
        <Stack gap="sm" w="100%" maw={360}>
          <Button component={Link} to={paths.login()} size="lg" leftSection={<IconLogin size={20} />}>
            {t('login')}
          </Button>
          <Button
            component={Link}
            to={paths.signup()}
            size="lg"
            variant="default"
            leftSection={<IconUserPlus size={20} />}
          >
            {t('signup')}
          </Button>
        </Stack>
      )}

      {signedIn && <InstallOffer />}
    </Stack>
  );
}
