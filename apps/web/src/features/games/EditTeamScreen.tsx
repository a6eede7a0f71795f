/**
 * /edit-team/:gameId and /games/:gameId/edit-team (spec §2 Edit team, §4 "Admin team moves"; issue #4):
 * the team sheet with each list's count ("Main team 9/10") and the admin's moves as buttons on every
 * player. The server decides (a full main team is refused with "Main team is full (max N players).");
 * the sheet refetches after each move. A member who is not a group admin is told so.
 */
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { gameTexts } from '@turnout/shared/texts';
import { paths } from '../../app/paths.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { useSession } from '../../lib/session.ts';
import { useGame } from './api/game-query.ts';
import { useTeam } from './api/team-query.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PlayerActions } from './components/PlayerActions.tsx';
import { TeamSheet } from './components/TeamSheet.tsx';
import { gameLongDate, gameTime } from './format.ts';

export default function EditTeamScreen() {
  const gameId = Number(useParams().gameId);
  const detail = useGame(gameId);
  const team = useTeam(gameId);
  const userId = useSession()?.user.id;

  const back = <BackLink to={paths.game(gameId)}>Back to the game</BackLink>;

  if (detail.isPending || team.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading team">
        {back}
        <Skeleton height={60} />
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  if (detail.isError || team.isError) {
    const error = detail.error ?? team.error;
    return (
      <Stack gap="md">
        {back}
        <LoadError
          title={gameTexts.loadTeamFailed}
          error={error}
          onRetry={() => void Promise.all([detail.refetch(), team.refetch()])}
        />
      </Stack>
    );
  }

  const { game, isAdmin } = detail.data;
  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      {back}
      <Stack gap={2}>
        <Text size="xs" fw={700} tt="uppercase" c="green.8">
          {game.group_name}
        </Text>
        <Title order={1} size="h2">
          Edit team: {game.description}
        </Title>
        <Text fw={600}>
          {gameLongDate(game.game_datetime)} · {gameTime(game.game_datetime)}
        </Text>
      </Stack>
      {isAdmin ? (
        <Text size="sm" c="dimmed">
          Move players between the main team and the reserves, add members who have not said they are playing,
          or take someone off the sheet. Taking a main-team player off moves the first reserve up.
        </Text>
      ) : (
        <Alert color="yellow" icon={<IconInfoCircle />} role="alert">
          Only a group admin can edit the team of this game.
        </Alert>
      )}
      <TeamSheet
        team={team.data}
        userId={userId}
        actions={
          isAdmin ? (entry) => <PlayerActions gameId={game.id} entry={entry} variant="buttons" /> : undefined
        }
      />
    </Stack>
  );
}
