/**
 * /series/:id (README "Recurring games"): a recurring game — how it repeats ("Repeats every Thursday"),
 * its time on the group's clock, venue and cost — and its upcoming games, each linking to its screen.
 * Group admins edit the series (every game of it that has not started changes with it; answers stay)
 * and stop it: after a confirmation naming how many upcoming games go, they are deleted (their players
 * are told), past games stay, and the screen goes to the group. A series the user may not see shows the
 * server's 404 sentence.
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarRepeat, IconEdit, IconPlayerStop } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { parseSeriesRule, seriesSummary, type Game } from '@turnout/shared';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { showFailure, showSuccess } from '../../lib/toasts.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useSeriesGroup } from './api/group-query.ts';
import { useSeries } from './api/series-query.ts';
import { useUpdateSeries } from './api/update-series.ts';
import { useDeleteSeries } from './api/delete-series.ts';
import { SeriesForm } from './components/SeriesForm.tsx';
import { gameWhen, seriesCost, seriesTime } from './format.ts';
import { toSeriesBody } from './series-form.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const seriesScreenTexts = {
  loadFailed: 'Failed to load the series.',
  saved: 'Series saved: its upcoming games changed with it.',
  saveFailed: 'Failed to save the series.',
  stopFailed: 'Failed to stop the series.',
  confirmStop: (n: number) =>
    n === 1
      ? 'Stop this series? Its 1 upcoming game will be deleted and its players told. Past games stay.'
      : `Stop this series? Its ${n} upcoming games will be deleted and their players told. Past games stay.`,
  /**
   * Under the upcoming games (README "Recurring games", "Which games exist"): how many games a series
   * limited by COUNT has in all, that one limited by UNTIL stops at its end date, else that more come.
   */
  upcomingNote: (rrule: string) => {
    const { rule } = parseSeriesRule(rrule);
    if (rule?.count != null) {
      return rule.count === 1
        ? 'A series of 1 game.'
        : `A series of ${rule.count} games in all; each is scheduled 8 weeks before its date at the latest.`;
    }
    if (rule?.until) return 'Games are scheduled 8 weeks ahead, up to the end date above.';
    return 'Games are scheduled 8 weeks ahead; later ones are added as time passes.';
  },
} as const;

export default function SeriesScreen() {
  const seriesId = Number(useParams().id);
  const valid = Number.isInteger(seriesId) && seriesId > 0;
  const navigate = useNavigate();
  const detail = useSeries(valid ? seriesId : 0);
  useDocumentTitle(detail.data?.series.description ?? null);
  const group = useSeriesGroup(detail.data?.series.group_id ?? 0);
  const updateSeries = useUpdateSeries();
  const deleteSeries = useDeleteSeries();
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const groupId = detail.data?.series.group_id;
  const back = groupId ? (
    <BackLink to={paths.group(groupId)}>{group.data?.group.name ?? 'Group'}</BackLink>
  ) : (
    <BackLink to={paths.games()}>Available Games</BackLink>
  );

  if (!valid || detail.isError) {
    return (
      <Stack gap="md">
        {back}
        {valid ? (
          <LoadError
            title={seriesScreenTexts.loadFailed}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Text role="alert">This series does not exist.</Text>
        )}
      </Stack>
    );
  }

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading series">
        {back}
        <Skeleton height={72} />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  }

  const { series, games } = detail.data;
  const isAdmin = group.data?.group.is_admin === true;
  const cost = seriesCost(series);

  const stop = () =>
    deleteSeries.mutate(
      { seriesId, groupId: series.group_id },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message);
          setStopping(false);
          void navigate(paths.group(series.group_id));
        },
        onError: (err) => showFailure(err, seriesScreenTexts.stopFailed),
      },
    );

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="xs" fw={700} tt="uppercase" c="var(--turnout-accent-text)">
            Recurring game
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {series.description}
          </Title>
          <Group gap={6} wrap="nowrap" align="center">
            <IconCalendarRepeat size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600}>
              {seriesSummary(series.rrule, series.start_date, series.time_zone)} · {seriesTime(series)}
            </Text>
          </Group>
          {(series.venue || cost) && (
            <Text c="dimmed">{[series.venue, cost].filter(Boolean).join(' · ')}</Text>
          )}
        </Stack>
        {isAdmin && !editing && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconEdit size={18} />}
              onClick={() => {
                setSaveError(null);
                setEditing(true);
              }}
            >
              Edit series
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconPlayerStop size={18} />}
              onClick={() => setStopping(true)}
            >
              Stop series
            </Button>
          </Group>
        )}
      </Group>

      {isAdmin && editing && (
        <SeriesForm
          series={series}
          submitting={updateSeries.isPending}
          error={saveError}
          onCancel={() => setEditing(false)}
          onSubmit={(values) => {
            setSaveError(null);
            updateSeries.mutate(
              { seriesId, body: toSeriesBody(values, series) },
              {
                onSuccess: () => {
                  showSuccess(seriesScreenTexts.saved);
                  setEditing(false);
                },
                onError: (err) => setSaveError(errorMessage(err, seriesScreenTexts.saveFailed)),
              },
            );
          }}
        />
      )}

      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="upcoming-title">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="upcoming-title">
            Upcoming games
          </Title>
          <Badge variant="light" color="gray">
            {games.length}
          </Badge>
        </Group>
        {games.length === 0 ? (
          <Text c="dimmed" size="sm">
            No upcoming games: the series has ended.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {games.map((game, i) => (
              <UpcomingGame key={game.id} game={game} divider={i > 0} />
            ))}
          </Stack>
        )}
        {games.length > 0 && (
          <Text size="xs" c="dimmed" mt="xs">
            {seriesScreenTexts.upcomingNote(series.rrule)}
          </Text>
        )}
      </Paper>

      <ConfirmDialog
        opened={stopping}
        title="Stop series"
        message={seriesScreenTexts.confirmStop(games.length)}
        confirmLabel="Stop series"
        loading={deleteSeries.isPending}
        onConfirm={stop}
        onCancel={() => setStopping(false)}
      />
    </Stack>
  );
}

function UpcomingGame({ game, divider }: { game: Game; divider: boolean }) {
  const { date, time } = gameWhen(game);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={divider ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Anchor component={Link} to={paths.game(game.id)} fw={600} size="sm">
        {date} · {time}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {game.main_team_count}/{game.max_players} in
      </Text>
    </Group>
  );
}
