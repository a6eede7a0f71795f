/**
 * One upcoming game on /games: group, description, local date and time, venue, cost, opponent, the
 * main-team count and the user's own answer, the three RSVP buttons to answer without opening the game
 * (QuickAnswer), and View Details; a cancelled game is marked with its message (CancelledBanner); those with edit rights (`canEdit`: the
 * shared canEditGame, group admins only) also get Edit, Edit Team and Delete.
 */
import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCoin,
  IconEdit,
  IconMapPin,
  IconSwords,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Game } from '@turnout/shared';
import { paths } from '../../../lib/paths.ts';
import { gameCost, gameDate, gameTime } from '../format.ts';
import { CancelledBanner } from './CancelledBanner.tsx';
import { QuickAnswer } from './QuickAnswer.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { TeamCount } from './TeamCount.tsx';
import { gameScreenTexts } from '../i18n.ts';

type Props = { game: Game; canEdit: boolean; onDelete: (game: Game) => void };

export function GameCard({ game, canEdit, onDelete }: Props) {
  const t = gameScreenTexts.useT();
  const cost = gameCost(game);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-labelledby={`game-${game.id}-title`}
      style={{ overflowWrap: 'anywhere' }} // long words and URLs wrap inside the card
    >
      <Stack gap="sm" h="100%">
        {/* The answer badge beside the group's name, as on home's Next up card: the title below has the
            card's whole width (beside the badge it broke "Five-a-side" in two on a phone). */}
        <Stack gap={2}>
          <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
            <Text size="xs" fw={700} tt="uppercase" c="var(--turnout-accent-text)" lineClamp={1}>
              {game.group_name}
            </Text>
            <StatusBadge status={game.my_status} />
          </Group>
          <Title order={2} size="h4" id={`game-${game.id}-title`} lineClamp={2}>
            {game.description}
          </Title>
        </Stack>
        <CancelledBanner game={game} compact />
        <Stack gap={6}>
          <Fact icon={<IconCalendarEvent size={18} />}>
            <b>{gameDate(game)}</b> · {gameTime(game)}
          </Fact>
          {game.venue && <Fact icon={<IconMapPin size={18} />}>{game.venue}</Fact>}
          {(cost || game.opponent) && (
            <Group gap="lg">
              {cost && <Fact icon={<IconCoin size={18} />}>{cost}</Fact>}
              {game.opponent && (
                <Fact icon={<IconSwords size={18} />}>{t('list.versus', { opponent: game.opponent })}</Fact>
              )}
            </Group>
          )}
          <TeamCount count={game.main_team_count} max={game.max_players} reserves={game.reserves_count} />
        </Stack>
        <Stack gap="xs" mt="auto" pt={4}>
          <QuickAnswer game={game} />
          <Button component={Link} to={paths.game(game.id)} size="sm" variant="default">
            {t('list.viewDetails')}
          </Button>
          {canEdit && (
            <Group gap={4} pt={8} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Button
                component={Link}
                to={paths.editGame(game.id)}
                size="compact-sm"
                variant="subtle"
                color="dark"
                leftSection={<IconEdit size={16} />}
              >
                {t('detail.edit')}
              </Button>
              <Button
                component={Link}
                to={paths.editTeam(game.id)}
                size="compact-sm"
                variant="subtle"
                color="dark"
                leftSection={<IconUsersGroup size={16} />}
              >
                {t('detail.editTeam')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(game)}
                ms="auto"
              >
                {t('detail.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text component="span" c="dimmed" lh={1} mt={2} aria-hidden>
        {icon}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
