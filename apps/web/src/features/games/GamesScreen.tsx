/**
 * /games "Available Games" (docs/product.md#s2-games-list): the upcoming games of the user's groups, soonest
 * first, as cards. Those who may edit a game get Edit, Edit Team and Delete on it: the shared canEditGame,
 * the server's own rule (group admins only; docs/decisions/004-game-edit-rights.md), so no button here is
 * refused. Home and Create Game on top, Create Game only for a group admin (CreateGameButton), then the
 * `headerActions` the app composes in (app/GamesRoute.tsx: "Add to calendar"). A Past tab (`?tab=past`)
 * lists the games that have kicked off, newest first (README "Past games"). Offline with nothing cached
 * yet (a first session), the upcoming list says so in a sentence instead of loading placeholders that
 * cannot fill; it loads by itself once the connection is back.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { Game } from '@turnout/shared';
import { canEditGame } from '@turnout/shared/game-rules';
import { paths } from '../../lib/paths.ts';
import { useGames } from './api/games-query.ts';
import { GameCard } from './components/GameCard.tsx';
import { CreateGameButton } from './components/CreateGameButton.tsx';
import { PastGamesList } from './components/GameList.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { gameScreenTexts, sharedGameTexts } from './i18n.ts';

// The delete dialog (a modal with its focus trap and positioning code) loads on the first Delete.
const DeleteGameModal = lazy(async () => ({
  default: (await import('./components/DeleteGameModal.tsx')).DeleteGameModal,
}));

export default function GamesScreen({ headerActions }: { headerActions?: ReactNode }) {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  useDocumentTitle(t('list.documentTitle'));
  const games = useGames();
  // Upcoming (the list as it always was) or Past (README "Past games"), kept in the address: ?tab=past.
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'past' ? 'past' : 'upcoming';
  const openTab = (value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'past') next.set('tab', 'past');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  const [deleting, setDeleting] = useState<Game | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const askDelete = (game: Game) => {
    setDeleteAsked(true);
    setDeleting(game);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.home()} variant="default" leftSection={<IconHome size={18} />}>
            {t('list.home')}
          </Button>
          <CreateGameButton />
          {headerActions}
        </Group>
      </Group>

      <Tabs value={tab} onChange={openTab} keepMounted={false} styles={{ tab: { minHeight: 44 } }}>
        <Tabs.List mb="md">
          <Tabs.Tab value="upcoming">{t('list.upcomingTab')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('list.pastTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          {games.isPending && games.fetchStatus === 'paused' ? (
            <Text c="dimmed" py="xl" ta="center" role="status">
              {sharedGameTexts.t('offlineNothingCached')}
            </Text>
          ) : games.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('list.loading')}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={210} radius="lg" />
              ))}
            </SimpleGrid>
          ) : games.isError ? (
            <LoadError
              title={sharedGameTexts.t('fetchError')}
              error={games.error}
              onRetry={() => void games.refetch()}
            />
          ) : games.data.games.length === 0 ? (
            <Stack align="center" gap="sm" py="xl" ta="center">
              <Title order={2} size="h4">
                {t('list.emptyTitle')}
              </Title>
              <Text c="dimmed" maw={420}>
                {t('list.emptyText')}
              </Text>
              <Button component={Link} to={paths.groups()} variant="light">
                {t('list.myGroups')}
              </Button>
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {games.data.games.map((game) => (
                <GameCard
                  key={game.id}
                  game={game}
                  canEdit={canEditGame({ isGroupAdmin: game.is_admin })}
                  onDelete={askDelete}
                />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <PastGamesList />
        </Tabs.Panel>
      </Tabs>

      {deleteAsked ? (
        <Suspense fallback={null}>
          <DeleteGameModal game={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
