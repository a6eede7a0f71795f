/**
 * /edit-team/:gameId and /games/:gameId/edit-team (docs/product.md#s2-edit-game, #s4-admin-team-moves): the
 * team sheet with each list's count ("Main team 9/10") and the admin's moves in a menu on every member's row ("Team moves
 * for Sipho Khumalo"; a guest, README "Guests": Remove), so names show whole at 360 px.
 * The server decides; a move it would refuse on the sheet shown is disabled with its sentence (e.g.
 * "Main team is full (max N players)." on a reserve's Move to main team: reserves move up by the queue
 * only). The sheet refetches after each move. A member who may not edit the game (the shared
 * canEditGame: group admins only) is told so.
 */
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { canEditGame } from '@turnout/shared/game-rules';
import { paths } from '../../lib/paths.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { useSession } from '../../lib/session.ts';
import { useGame } from './api/game-query.ts';
import { useTeam } from './api/team-query.ts';
import { useLiveTeam } from './api/live-team.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PlayerActions } from './components/PlayerActions.tsx';
import { GuestActions } from './components/GuestActions.tsx';
import { isGuest } from './sheet-entries.ts';
import { TeamSheet } from './components/TeamSheet.tsx';
import { gameLongDate, gameTime } from './format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { gameTitle } from './game-title.ts';
import { gameScreenTexts, sharedGameTexts } from './i18n.ts';

export default function EditTeamScreen() {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  const gameId = Number(useParams().gameId);
  const detail = useGame(gameId);
  useDocumentTitle(
    detail.data ? t('edit.teamDocumentTitle', { game: gameTitle(detail.data.game) }) : t('edit.teamTitle'),
  );
  const team = useTeam(gameId);
  useLiveTeam(gameId); // team_changed pushes refetch the game and the sheet
  const userId = useSession()?.user.id;

  const back = <BackLink to={paths.game(gameId)}>{t('edit.back')}</BackLink>;

  if (detail.isPending || team.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('edit.loadingTeam')}>
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
          title={sharedGameTexts.t('loadTeamFailed')}
          error={error}
          onRetry={() => void Promise.all([detail.refetch(), team.refetch()])}
        />
      </Stack>
    );
  }

  const { game } = detail.data;
  const isAdmin = canEditGame({ isGroupAdmin: detail.data.isAdmin });
  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      {back}
      <Stack gap={2}>
        <Text size="xs" fw={700} tt="uppercase" c="var(--turnout-accent-text)">
          {game.group_name}
        </Text>
        <Title order={1} size="h2">
          {t('edit.teamHeading', { game: game.description })}
        </Title>
        <Text fw={600}>
          {gameLongDate(game)} · {gameTime(game)}
        </Text>
      </Stack>
      {isAdmin ? (
        <Text size="sm" c="dimmed">
          {t('edit.teamHelp')}
          {team.data.reserves.length > 0 && team.data.mainTeam.length >= team.data.max_players && (
            // docs/product.md#s4: why no reserve can be moved up by hand while the queue waits.
            <> {sharedGameTexts.t('mainTeamFull', { max: team.data.max_players })}</>
          )}
        </Text>
      ) : (
        <Alert color="yellow" icon={<IconInfoCircle />} role="alert">
          {t('edit.teamAdminOnly')}
        </Alert>
      )}
      <TeamSheet
        team={team.data}
        userId={userId}
        actions={
          isAdmin
            ? (entry) =>
                isGuest(entry) ? (
                  <GuestActions gameId={game.id} team={team.data} entry={entry} />
                ) : (
                  entry.user_id !== null && (
                    <PlayerActions
                      gameId={game.id}
                      team={team.data}
                      entry={{ ...entry, user_id: entry.user_id }}
                    />
                  )
                )
            : undefined
        }
      />
    </Stack>
  );
}
