/**
 * /create-game (docs/product.md#s2-create-game, #s5, #s6): the game form for one of the user's admin groups.
 * When the navigation state carries group_id and group_name (from a group's Create Game button) the group is
 * fixed. A user who administers no group is told so and sent to create one. Success toasts and goes to
 * /games after 1 s.
 * With Repeat set (README "Recurring games"), the form creates a series instead and opens its first
 * game (use-repeating-game.tsx).
 */
import { useEffect, useState } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useGoBack } from '../../lib/go-back.ts';
import { useRedirectAfter } from '../../lib/use-redirect-after.ts';
import { useAdminGroups } from './api/admin-groups-query.ts';
import { useCreateGame } from './api/create-game.ts';
import { GameForm, type GroupField } from './components/GameForm.tsx';
import { emptyGameForm, toCreateBody } from './game-form.ts';
import { viewerTimeZone } from './format.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useRepeatingGame } from './use-repeating-game.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { gameScreenTexts, sharedGameTexts, sharedGroupTexts } from './i18n.ts';

const REDIRECT_AFTER_CREATE_MS = 1000;

type FixedGroup = { group_id?: unknown; group_name?: unknown } | null;

export default function CreateGameScreen() {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  const tg = sharedGroupTexts.useT();
  useDocumentTitle(t('form.title'));
  const navigate = useNavigate();
  const goBack = useGoBack();
  const state = useLocation().state as FixedGroup;
  const fixed =
    state && state.group_id != null && typeof state.group_name === 'string'
      ? { id: String(state.group_id), name: state.group_name }
      : null;
  const adminGroups = useAdminGroups();
  const createGame = useCreateGame();
  const repeating = useRepeatingGame();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const groups = adminGroups.data?.adminGroups;
  const noAdminGroup = groups !== undefined && groups.length === 0;

  useEffect(() => {
    if (!noAdminGroup) return;
    notifications.show({ color: 'yellow', message: sharedGameTexts.t('notAdminOfAnyGroup') });
    navigate(paths.createGroup(), { replace: true });
  }, [noAdminGroup, navigate]);

  useRedirectAfter(done, paths.games(), REDIRECT_AFTER_CREATE_MS);

  const header = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {t('form.title')}
      </Title>
      <Text c="dimmed">{t('form.intro')}</Text>
    </Stack>
  );

  if (adminGroups.isPending || noAdminGroup) {
    return (
      <Stack gap="lg">
        {header}
        <Center py="xl">
          <Loader aria-label={t('form.loadingGroups')} />
        </Center>
      </Stack>
    );
  }

  if (adminGroups.isError) {
    return (
      <Stack gap="lg">
        {header}
        <LoadError
          title={tg('loadFailed')}
          error={adminGroups.error}
          onRetry={() => void adminGroups.refetch()}
        />
      </Stack>
    );
  }

  const onlyGroup = groups?.length === 1 ? String(groups[0]!.id) : null;
  // The date and time are on the group's clock (README "A group's time zone and currency").
  const fixedGroup = groups?.find((g) => String(g.id) === fixed?.id);
  const groupField: GroupField = fixed
    ? {
        kind: 'fixed',
        name: fixed.name,
        timeZone: fixedGroup?.time_zone ?? viewerTimeZone(),
        currency: fixedGroup?.currency,
      }
    : { kind: 'select', groups: groups ?? [] };

  return (
    <Stack gap="lg">
      {header}
      <GameForm
        mode="create"
        initialValues={emptyGameForm(fixed?.id ?? onlyGroup)}
        groupField={groupField}
        submitLabel={t('form.submit')}
        submitting={createGame.isPending || repeating.pending || done}
        extraFields={repeating.fields(groupField)}
        error={error}
        onCancel={() => goBack(paths.games())}
        onSubmit={(values, timeZone) => {
          setError(null);
          if (repeating.submit(values, timeZone, setError)) return;
          createGame.mutate(toCreateBody(values, timeZone), {
            onSuccess: () => {
              setDone(true);
              notifications.show({ color: 'green', message: sharedGameTexts.t('created') });
            },
            onError: (err) => setError(errorMessage(err, sharedGameTexts.t('createFailed'))),
          });
        }}
      />
    </Stack>
  );
}
