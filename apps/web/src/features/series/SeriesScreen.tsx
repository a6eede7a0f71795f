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
import { parseSeriesRule, type Game } from '@turnout/shared';
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
import { textsOf } from '../../i18n/index.ts';
import { seriesTexts, sharedGameTexts } from './i18n.ts';
import { localSeriesSummary } from '../../lib/series-summary.ts';

const { t: seriesT } = seriesTexts;

/** The screen's sentences in the reader's language ('series' namespace), read when used. */
export const seriesScreenTexts = Object.assign(
  textsOf(seriesT, {
    loadFailed: 'loadFailed',
    saved: 'saved',
    saveFailed: 'saveFailed',
    stopFailed: 'stopFailed',
  }),
  {
    confirmStop: (n: number) => seriesT('confirmStop', { count: n }),
    /**
     * Under the upcoming games (README "Recurring games", "Which games exist"): how many games a series
     * limited by COUNT has in all, that one limited by UNTIL stops at its end date, else that more come.
     */
    upcomingNote: (rrule: string) => {
      const { rule } = parseSeriesRule(rrule);
      if (rule?.count != null) return seriesT('note.count', { count: rule.count });
      if (rule?.until) return seriesT('note.until');
      return seriesT('note.open');
    },
  },
);

export default function SeriesScreen() {
  const t = seriesTexts.useT();
  sharedGameTexts.useT(); // the rule's words (seriesSummary.*), loaded and followed in a new language
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
    <BackLink to={paths.group(groupId)}>{group.data?.group.name ?? t('back.group')}</BackLink>
  ) : (
    <BackLink to={paths.games()}>{t('back.games')}</BackLink>
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
          <Text role="alert">{t('notFound')}</Text>
        )}
      </Stack>
    );
  }

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
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
            {t('kicker')}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {series.description}
          </Title>
          <Group gap={6} wrap="nowrap" align="center">
            <IconCalendarRepeat size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600}>
              {localSeriesSummary(series.rrule, series.start_date, series.time_zone)} · {seriesTime(series)}
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
              {t('edit')}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconPlayerStop size={18} />}
              onClick={() => setStopping(true)}
            >
              {t('stop')}
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
            {t('upcoming')}
          </Title>
          <Badge variant="light" color="gray">
            {games.length}
          </Badge>
        </Group>
        {games.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('ended')}
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
        title={t('stop')}
        message={seriesScreenTexts.confirmStop(games.length)}
        confirmLabel={t('stop')}
        loading={deleteSeries.isPending}
        onConfirm={stop}
        onCancel={() => setStopping(false)}
      />
    </Stack>
  );
}

function UpcomingGame({ game, divider }: { game: Game; divider: boolean }) {
  const t = seriesTexts.useT();
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
        {date} · <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
      </Anchor>
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {t('players', { players: game.main_team_count, max: game.max_players })}
      </Text>
    </Group>
  );
}
