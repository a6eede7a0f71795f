/**
 * /games/:gameId (docs/product.md#s2-game-detail, #s4): the game's date, time and group, the RSVP buttons
 * with the cutoff countdown, the team sheet with "Bring a friend" (README "Guests"), the payments of a game
 * with a cost (README "Who pays what"), the details and the sheet's history (README "A fair, visible
 * record"); once it has kicked off, the past game's card instead of the payments (README "Past games":
 * attendance and payments for admins, their own share for others). A reserve holding a timed offer of a
 * main-team place sees the offer card with its countdown and Accept / Decline above everything else, and
 * admins the game's offers under the history (README "Reserves"). Those who may edit the game (the shared
 * canEditGame on isAdmin in the reply: group admins) get Edit, Edit Team and a More menu (Cancel game or
 * Reinstate, README "Cancelled games"; Delete) and pick and publish the sides under the team sheet, which
 * everyone sees once published (README "Sides, results and ratings"), a cancelled game shows its banner with the admin's message,
 * and a moves menu on every member of the team sheet; a guest's host and group
 * admins get Remove on the guest. After an answer or a move the reply's sentence is toasted and game
 * and team refetch. `calendarAction` (app/GameRoute.tsx: the calendar feature's "Add to my calendar")
 * shows under the venue.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBan,
  IconChevronDown,
  IconEdit,
  IconRefresh,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { canEditGame, hasStarted } from '@turnout/shared/game-rules';
import { paths } from '../../lib/paths.ts';
import { ActionMenu } from '../../components/ActionMenu.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { useSession } from '../../lib/session.ts';
import { useGame } from './api/game-query.ts';
import { useTeam } from './api/team-query.ts';
import { GameFacts } from './components/GameFacts.tsx';
import { RsvpPanel } from './components/RsvpPanel.tsx';
import { TeamSheet } from './components/TeamSheet.tsx';
import { BringFriend } from './components/BringFriend.tsx';
import { GuestActions } from './components/GuestActions.tsx';
import { HistoryPanel } from './components/HistoryPanel.tsx';
import { hasCost } from './has-cost.ts';
import { allEntries, isGuest } from './sheet-entries.ts';
import { gameLongDate, gameTime } from './format.ts';
import { useNow } from './use-now.ts';
import classes from './GameDetailScreen.module.css';
import { LoadError } from '../../components/LoadError.tsx';
import { PlayerActions } from './components/PlayerActions.tsx';
import { OfferCard } from './components/OfferCard.tsx';
import { OffersPanel } from './components/OffersPanel.tsx';
import { offerTo } from './offers.ts';
import { RemindButton } from './components/RemindButton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { errorMessage } from '../../lib/api.ts';
import { useReinstateGame } from './api/cancel-game.ts';
import { CancelledBanner } from './components/CancelledBanner.tsx';
import { gameTitle } from './game-title.ts';
import { gameScreenTexts, sharedGameTexts } from './i18n.ts';

// Loaded when needed, so the screen's first paint waits for neither (bench/README.md "Web"): the delete
// dialog on the first Delete; the series line (which shows nothing until its series has loaded) only
// for a game of a series, with the series rules it puts in words (they come with the shared schemas).
const DeleteGameModal = lazy(async () => ({
  default: (await import('./components/DeleteGameModal.tsx')).DeleteGameModal,
}));
// The live team sheet (team_changed pushes refetch the game and the sheet) with the socket client.
const LiveTeam = lazy(() => import('./components/LiveTeam.tsx'));
// The payments (menus and checkboxes) and a past game's card (its tabs) load after the team sheet: the
// sheet and the answer buttons are what a player opened the game for (bench/README.md "Web").
const PaymentsPanel = lazy(async () => ({
  default: (await import('./components/PaymentsPanel.tsx')).PaymentsPanel,
}));
const PastGameCard = lazy(async () => ({
  default: (await import('./components/PastGameCard.tsx')).PastGameCard,
}));
const CancelGameModal = lazy(async () => ({
  default: (await import('./components/CancelGameModal.tsx')).CancelGameModal,
}));
const SeriesLine = lazy(async () => ({ default: (await import('./components/SeriesLine.tsx')).SeriesLine }));
// The sides card (README "Sides, results and ratings") with the shared schemas' constants it uses.
// A past game's result (its score inputs and the results texts with the shared schemas) after the sheet.
const ResultCard = lazy(async () => ({ default: (await import('./components/ResultCard.tsx')).ResultCard }));
const SidesCard = lazy(async () => ({ default: (await import('./components/SidesCard.tsx')).SidesCard }));

export default function GameDetailScreen({ calendarAction }: { calendarAction?: ReactNode } = {}) {
  const t = gameScreenTexts.useT();
  sharedGameTexts.useT(); // the shared game sentences, loaded in the reader's language
  const gameId = Number(useParams().gameId);
  const detail = useGame(gameId);
  useDocumentTitle(detail.data ? gameTitle(detail.data.game) : null);
  const team = useTeam(gameId);
  const userId = useSession()?.user.id;
  const now = useNow();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelAsked, setCancelAsked] = useState(false);
  const reinstate = useReinstateGame();

  const back = <BackLink to={paths.games()}>{t('detail.back')}</BackLink>;
  const live = (
    <Suspense fallback={null}>
      <LiveTeam gameId={gameId} />
    </Suspense>
  );

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('detail.loading')}>
        {live}
        {back}
        <Skeleton height={72} />
        <Skeleton height={140} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }

  if (detail.isError) {
    return (
      <Stack gap="md">
        {live}
        {back}
        <LoadError
          title={sharedGameTexts.t('loadTeamFailed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }

  const { game } = detail.data;
  const started = new Date(game.game_datetime).getTime() <= now.getTime();
  const isAdmin = canEditGame({ isGroupAdmin: detail.data.isAdmin });
  const myOffer = team.data ? offerTo(team.data, userId) : undefined;
  // A game that has kicked off (README "Past games"): its card of attendance and payments comes first,
  // and nobody is reminded to answer any more.
  const past = hasStarted(new Date(game.game_datetime), now);
  // A cancelled game costs nobody anything: no payments, no after-the-game card (README "Cancelled games").
  const cancelled = game.status === 'cancelled';
  const pays = hasCost(game) && !cancelled;
  const hostsAGuest =
    team.data !== undefined && allEntries(team.data).some((e) => isGuest(e) && e.host_user_id === userId);

  return (
    <Stack gap="md">
      {live}
      {back}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Anchor
            component={Link}
            to={paths.group(game.group_id)}
            size="xs"
            fw={700}
            tt="uppercase"
            c="var(--turnout-accent-text)"
          >
            {game.group_name}
          </Anchor>
          <Title order={1} size="h2">
            {game.description}
          </Title>
          <Text fw={600}>
            {gameLongDate(game)} · {gameTime(game)}
          </Text>
          {game.venue && <Text c="dimmed">{game.venue}</Text>}
          {calendarAction && <Group mt={6}>{calendarAction}</Group>}
          {game.series_id !== null && (
            <Suspense fallback={null}>
              <SeriesLine seriesId={game.series_id} isAdmin={isAdmin} />
            </Suspense>
          )}
        </Stack>
        {isAdmin && (
          <Group gap="xs">
            <Button
              component={Link}
              to={paths.editGame(game.id)}
              variant="default"
              leftSection={<IconEdit size={18} />}
            >
              {t('detail.edit')}
            </Button>
            <Button
              component={Link}
              to={paths.editTeam(game.id)}
              variant="default"
              leftSection={<IconUsersGroup size={18} />}
            >
              {t('detail.editTeam')}
            </Button>
            <ActionMenu
              target={
                <Button
                  variant="default"
                  rightSection={<IconChevronDown size={16} />}
                  loading={reinstate.isPending}
                >
                  {t('detail.more')}
                </Button>
              }
              actions={[
                game.status === 'cancelled'
                  ? {
                      key: 'reinstate',
                      label: t('detail.reinstate'),
                      icon: <IconRefresh size={16} />,
                      disabled: started,
                      onClick: () =>
                        reinstate.mutate(game.id, {
                          onSuccess: (reply) =>
                            notifications.show({ color: 'green', message: reply.message }),
                          onError: (err) =>
                            notifications.show({
                              color: 'red',
                              message: errorMessage(err, t('detail.reinstateFailed')),
                            }),
                        }),
                    }
                  : {
                      key: 'cancel',
                      label: t('detail.cancel'),
                      icon: <IconBan size={16} />,
                      disabled: started,
                      onClick: () => {
                        setCancelAsked(true);
                        setCancelling(true);
                      },
                    },
                {
                  key: 'delete',
                  label: t('detail.delete'),
                  color: 'red',
                  icon: <IconTrash size={16} />,
                  onClick: () => {
                    setDeleteAsked(true);
                    setDeleting(true);
                  },
                },
              ]}
            />
          </Group>
        )}
      </Group>

      <CancelledBanner game={game} />
      {myOffer && <OfferCard gameId={game.id} offer={myOffer} timeZone={game.time_zone} />}
      {isAdmin && !past && team.data && !cancelled && (
        <RemindButton game={game} team={team.data} now={now} viewerId={userId} />
      )}
      {past && !cancelled && (
        <Suspense fallback={<Skeleton height={120} radius="lg" />}>
          <ResultCard gameId={game.id} />
        </Suspense>
      )}
      {past && !cancelled && (
        <Suspense fallback={<Skeleton height={160} radius="lg" />}>
          <PastGameCard game={game} isAdmin={isAdmin} userId={userId} team={team.data} now={now} />
        </Suspense>
      )}
      <div className={pays && !past ? classes.layout : `${classes.layout} ${classes.free}`}>
        <div className={classes.rsvp}>
          <RsvpPanel game={game} team={team.data} userId={userId} now={now} />
        </div>
        <div className={`${classes.team} ${classes.stack}`}>
          {team.isPending ? (
            <Skeleton height={320} radius="lg" />
          ) : team.isError ? (
            <LoadError
              title={sharedGameTexts.t('loadTeamFailed')}
              error={team.error}
              onRetry={() => void team.refetch()}
            />
          ) : (
            <TeamSheet
              team={team.data}
              userId={userId}
              bringFriend={<BringFriend game={game} now={now} />}
              actions={
                isAdmin || hostsAGuest
                  ? (entry) =>
                      isGuest(entry)
                        ? (isAdmin || entry.host_user_id === userId) && (
                            <GuestActions gameId={game.id} team={team.data} entry={entry} />
                          )
                        : isAdmin &&
                          entry.user_id !== null && (
                            <PlayerActions
                              gameId={game.id}
                              team={team.data}
                              entry={{ ...entry, user_id: entry.user_id }}
                            />
                          )
                  : undefined
              }
            />
          )}
          {team.data && !cancelled && (
            <Suspense fallback={null}>
              <SidesCard gameId={game.id} isAdmin={isAdmin} team={team.data} />
            </Suspense>
          )}
        </div>
        <div className={classes.facts}>
          <GameFacts game={game} />
        </div>
        {pays && !past && (
          <div className={classes.payments}>
            <Suspense fallback={<Skeleton height={120} />}>
              <PaymentsPanel game={game} isAdmin={isAdmin} userId={userId} team={team.data} />
            </Suspense>
          </div>
        )}
        <div className={classes.history}>
          <Stack gap="md">
            <HistoryPanel gameId={game.id} timeZone={game.time_zone} />
            {isAdmin && <OffersPanel gameId={game.id} timeZone={game.time_zone} />}
          </Stack>
        </div>
      </div>
      {cancelAsked ? (
        <Suspense fallback={null}>
          <CancelGameModal game={cancelling ? game : null} onClose={() => setCancelling(false)} />
        </Suspense>
      ) : null}
      {deleteAsked ? (
        <Suspense fallback={null}>
          <DeleteGameModal
            game={deleting ? game : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate(paths.games())}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
