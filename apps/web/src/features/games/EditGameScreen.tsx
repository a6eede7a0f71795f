/**
 * /edit-game/:gameId and /games/:gameId/edit (docs/product.md#s2, #s5-edit-game, #s6): the game form
 * prefilled in the date and time of the game's group's zone (README "A group's time zone and currency"), with
 * times all day and any cutoff ≥ 0. Only admins of the game's group may edit (the shared canEditGame, as the
 * server): anyone else is told "You are not authorized to edit this game." and sent to /games. Saving
 * goes back to the game.
 */
import { useEffect, useState } from 'react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { canEditGame } from '@turnout/shared/game-rules';
import { paths } from '../../lib/paths.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ApiError } from '../../lib/api.ts';
import { useGame } from './api/game-query.ts';
import { useUpdateGame } from './api/update-game.ts';
import { GameForm } from './components/GameForm.tsx';
import { gameToForm, toUpdateBody } from './game-form.ts';
import { useGoBack } from '../../lib/go-back.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { gameTitle } from './game-title.ts';
import { gameScreenTexts, sharedGameTexts } from './i18n.ts';

export default function EditGameScreen() {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  const gameId = Number(useParams().gameId);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const detail = useGame(gameId);
  useDocumentTitle(
    detail.data ? t('edit.documentTitle', { game: gameTitle(detail.data.game) }) : t('edit.title'),
  );
  const updateGame = useUpdateGame();
  const [error, setError] = useState<string | null>(null);
  const notAllowed = detail.data !== undefined && !canEditGame({ isGroupAdmin: detail.data.isAdmin });

  useEffect(() => {
    if (!notAllowed) return;
    notifications.show({ color: 'red', message: sharedGameTexts.t('notAuthorizedToEdit') });
    navigate(paths.games(), { replace: true });
  }, [notAllowed, navigate]);

  const header = (
    <Stack gap={4}>
      <BackLink to={paths.game(gameId)}>{t('edit.back')}</BackLink>
      <Title order={1} size="h2">
        {t('edit.title')}
      </Title>
    </Stack>
  );

  if (detail.isPending || notAllowed) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('edit.loading')}>
        {header}
        <Skeleton height={560} radius="lg" maw={680} />
      </Stack>
    );
  }

  if (detail.isError) {
    return (
      <Stack gap="lg">
        {header}
        <LoadError
          title={sharedGameTexts.t('loadError')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }

  const { game } = detail.data;
  return (
    <Stack gap="lg">
      {header}
      <GameForm
        // A refetch of the same game must not wipe what the user typed: the form keeps its own state.
        key={game.id}
        mode="edit"
        initialValues={gameToForm(game)}
        groupField={{
          kind: 'fixed',
          name: game.group_name,
          timeZone: game.time_zone,
          currency: game.currency,
        }}
        submitLabel={t('edit.save')}
        submitting={updateGame.isPending}
        error={error}
        onCancel={() => goBack(paths.game(game.id))}
        onSubmit={(values, timeZone) => {
          setError(null);
          updateGame.mutate(
            { gameId: game.id, body: toUpdateBody(values, timeZone) },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('edit.updated') });
                navigate(paths.game(game.id));
              },
              onError: (err) => setError(updateFailure(err)),
            },
          );
        }}
      />
    </Stack>
  );
}

/** A refusal shows the server's sentence (or "Update failed"); a network or server fault "Error updating game.". */
function updateFailure(err: unknown): string {
  if (err instanceof ApiError && err.status > 0 && err.status < 500)
    return err.message || sharedGameTexts.t('updateFailed');
  return sharedGameTexts.t('updateError');
}
