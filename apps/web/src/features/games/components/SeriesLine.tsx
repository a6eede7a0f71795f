/**
 * The game screen's line for a game of a recurring series (README "Recurring games"): how it repeats
 * ("Repeats every Thursday") and a link to the series screen — "Edit or stop the series" for group
 * admins, "See the series" for players. Nothing shows until the series has loaded (or if it cannot be).
 */
import { Anchor, Group, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSeriesSummary } from '../../../lib/series-summary.ts';
import { useGameSeries } from '../api/series-query.ts';
import { gameScreenTexts } from '../i18n.ts';

export function SeriesLine({ seriesId, isAdmin }: { seriesId: number; isAdmin: boolean }) {
  const t = gameScreenTexts.useT();
  const seriesSummary = useSeriesSummary();
  const series = useGameSeries(seriesId);
  if (!series.data) return null;
  const { rrule, start_date, time_zone } = series.data.series;
  const summary = seriesSummary(rrule, start_date, time_zone);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCalendarRepeat
        size={18}
        aria-hidden
        color="var(--mantine-color-green-8)"
        style={{ flexShrink: 0, marginTop: 1 }}
      />
      <Text size="sm">
        {summary}{' '}
        <Text span c="dimmed" aria-hidden>
          ·
        </Text>
        {'\u00a0'}
        <Anchor component={Link} to={paths.series(seriesId)} size="sm">
          {isAdmin ? t('series.edit') : t('series.see')}
        </Anchor>
      </Text>
    </Group>
  );
}
