/**
 * Compact lists of games (README "Past games"): each game a row linking to its screen, with its group
 * (unless the list is one group's), description, local date and time, and the main-team count.
 * `PastGamesList` pages through the games that have kicked off, newest first, 50 at a time with
 * "Load more"; `GroupGames` is one group's upcoming games and then its past ones, for the group screen.
 */
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Game } from '@turnout/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { paths } from '../../../lib/paths.ts';
import { useGroupGames, usePastGames } from '../api/past-games-query.ts';
import { gameDate, gameTime } from '../format.ts';
import { gameScreenTexts, sharedGameTexts } from '../i18n.ts';
import { textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The game lists' words in the reader's language ('games' namespace, list.*). */
export const gameListTexts = textsOf(t, {
  noPast: 'list.noPast',
  noUpcoming: 'list.noUpcoming',
  loadMore: 'list.loadMore',
  upcoming: 'list.upcoming',
  past: 'list.past',
  games: 'list.games',
});

/** One game as a row: a link to it, with when and how full its main team was. */
function GameRow({ game, showGroup, rule }: { game: Game; showGroup: boolean; rule: boolean }) {
  gameScreenTexts.useT(); // re-renders in a new language
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      py={8}
      wrap="nowrap"
      style={rule ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Stack gap={0} miw={0} style={{ overflowWrap: 'anywhere' }}>
        {showGroup && (
          <Text size="xs" fw={700} tt="uppercase" c="var(--turnout-accent-text)" lineClamp={1}>
            {game.group_name}
          </Text>
        )}
        <Anchor component={Link} to={paths.game(game.id)} fw={600}>
          {game.description}
        </Anchor>
        {/* A cancelled game stays in the lists, marked (docs/product.md#beyond-cancelled-games). */}
        {game.status === 'cancelled' && (
          <Badge color="red" variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
            {t('list.cancelled')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {gameDate(game)} · {gameTime(game)}
        </Text>
      </Stack>
      <Text
        size="sm"
        c="dimmed"
        style={{ flexShrink: 0 }}
        aria-label={t('list.mainTeam', { main: game.main_team_count, max: game.max_players })}
      >
        {t('count.tally', { main: game.main_team_count, max: game.max_players })}
      </Text>
    </Group>
  );
}

/** The rows, a rule above each (`ruleFirst` false: none above the first, at the top of a card). */
function Rows({
  games,
  showGroup,
  ruleFirst = true,
}: {
  games: Game[];
  showGroup: boolean;
  ruleFirst?: boolean;
}) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {games.map((game, i) => (
        <GameRow key={game.id} game={game} showGroup={showGroup} rule={ruleFirst || i > 0} />
      ))}
    </Stack>
  );
}

/** The past games of the user's groups (of `groupId` alone when given), newest first, with "Load more". */
export function PastGamesList({ groupId = null }: { groupId?: number | null }) {
  gameScreenTexts.useT(); // re-renders in a new language
  sharedGameTexts.useT();
  const past = usePastGames(groupId);
  if (past.isPending) return <Skeleton height={160} radius="lg" aria-label={t('list.loadingPast')} />;
  if (past.isError)
    return (
      <LoadError
        title={sharedGameTexts.t('fetchError')}
        error={past.error}
        onRetry={() => void past.refetch()}
      />
    );
  const games = past.data.pages.flatMap((p) => p.games);
  if (games.length === 0)
    return (
      <Text c="dimmed" py="sm">
        {gameListTexts.noPast}
      </Text>
    );
  const list = (
    <Stack gap="sm">
      <Rows games={games} showGroup={groupId === null} ruleFirst={groupId !== null} />
      {past.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void past.fetchNextPage()}
          loading={past.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {gameListTexts.loadMore}
        </Button>
      )}
    </Stack>
  );
  // On its own (the games list's Past tab) in a card like the upcoming games', so the rows and their
  // counts read as one list across a desktop's width; inside the group screen's card as it is.
  return groupId === null ? (
    <Card withBorder radius="lg" padding="md" py="xs">
      {list}
    </Card>
  ) : (
    list
  );
}

/** The group screen's games: the group's upcoming games, then its past ones ("Load more"). */
export function GroupGames({ groupId }: { groupId: number }) {
  gameScreenTexts.useT(); // re-renders in a new language
  sharedGameTexts.useT();
  const upcoming = useGroupGames(groupId);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="group-games-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="group-games-title">
          {gameListTexts.games}
        </Title>
        <Stack gap="xs" component="section" aria-labelledby="group-upcoming-title">
          <Title order={3} size="h5" id="group-upcoming-title">
            {gameListTexts.upcoming}
          </Title>
          {upcoming.isPending ? (
            <Skeleton height={80} />
          ) : upcoming.isError ? (
            <LoadError
              title={sharedGameTexts.t('fetchError')}
              error={upcoming.error}
              onRetry={() => void upcoming.refetch()}
            />
          ) : upcoming.data.games.length === 0 ? (
            <Text c="dimmed">{gameListTexts.noUpcoming}</Text>
          ) : (
            <Rows games={upcoming.data.games} showGroup={false} />
          )}
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="group-past-title">
          <Title order={3} size="h5" id="group-past-title">
            {gameListTexts.past}
          </Title>
          <PastGamesList groupId={groupId} />
        </Stack>
      </Stack>
    </Card>
  );
}
