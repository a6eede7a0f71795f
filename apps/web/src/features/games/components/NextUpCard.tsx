/**
 * One game of the home page's "Next up": date and time on the group's clock, the description (a link to
 * the game that covers the whole card), venue, the main team's count ("8/10"), the user's answer — "No
 * answer yet" marks a game still waiting for it — and the three RSVP buttons, answering in place; a
 * cancelled game is marked with its message (CancelledBanner) and its buttons are disabled. One
 * column on a phone; on wider screens the facts sit left and the buttons right, one row per game.
 */
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Game } from '@turnout/shared';
import { paths } from '../../../lib/paths.ts';
import { gameDate, gameTime } from '../format.ts';
import { CancelledBanner } from './CancelledBanner.tsx';
import { QuickAnswer } from './QuickAnswer.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { TeamCount } from './TeamCount.tsx';
import classes from './NextUpCard.module.css';

type Props = { game: Game; now?: Date };

export function NextUpCard({ game, now }: Props) {
  const waiting = game.my_status === 'pending' && game.status !== 'cancelled';
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-labelledby={`next-${game.id}-title`}
      className={classes.card}
      data-waiting={waiting || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Text size="xs" fw={700} tt="uppercase" c="var(--turnout-accent-text)" lineClamp={1}>
            {game.group_name}
          </Text>
          <StatusBadge status={game.my_status} />
        </Group>
        <Anchor
          component={Link}
          to={paths.game(game.id)}
          id={`next-${game.id}-title`}
          fw={700}
          size="lg"
          lh={1.3}
          c="inherit"
          className={classes.link}
        >
          {game.description}
        </Anchor>
        <CancelledBanner game={game} compact />
        <div className={classes.body}>
          <Stack gap={4} miw={0}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={18} aria-hidden className={classes.icon} />
              <Text size="sm">
                <b>{gameDate(game)}</b> · {gameTime(game)}
              </Text>
            </Group>
            {game.venue && (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden className={classes.icon} />
                <Text size="sm" className={classes.wrap}>
                  {game.venue}
                </Text>
              </Group>
            )}
            <TeamCount count={game.main_team_count} max={game.max_players} reserves={game.reserves_count} />
          </Stack>
          <QuickAnswer game={game} now={now} />
        </div>
      </Stack>
    </Card>
  );
}
