/**
 * The group screen's "Table" tab (README "Sides, results and ratings"): the season table over a date
 * range (default this calendar year) — appearances, wins, draws, losses, no-shows and late drops per
 * member, most appearances first — with "Download CSV"; group admins also see every member's rating,
 * and a player sees their own trend once they have 3 rated games.
 */
import { useState } from 'react';
import { Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  OWN_TREND_AFTER_GAMES,
  type MyRatingReply,
  type RatingsReply,
  type TableReply,
} from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';
import { CsvDownloadButton } from './CsvDownloadButton.tsx';
import { formatNumber, textsOf } from '../../../i18n/index.ts';
import { groupScreenTexts } from '../i18n.ts';

const t = groupScreenTexts.t;
/** The Table tab's words in the reader's language ('groups' namespace, season.*). */
export const seasonTexts = textsOf(t, {
  title: 'season.title',
  from: 'common.from',
  to: 'common.to',
  empty: 'season.empty',
  ratings: 'season.ratings',
  ratingsNote: 'season.ratingsNote',
  myRating: 'season.myRating',
});

/** The table's count columns with their headers' catalogue keys. */
const COLUMNS = [
  ['appearances', 'attendance.played'],
  ['wins', 'season.wins'],
  ['draws', 'season.draws'],
  ['losses', 'season.losses'],
  ['no_shows', 'attendance.noShows'],
  ['late_drops', 'attendance.lateDrops'],
] as const;

const year = String(new Date().getFullYear());
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function GroupSeasonPanel({ groupId, isAdmin }: { groupId: number; isAdmin: boolean }) {
  groupScreenTexts.useT(); // re-renders in a new language
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const range = isDate(from) && isDate(to) ? `?from=${from}&to=${to}` : '';
  const table = useQuery({
    queryKey: groupKeys.table(groupId, from, to),
    queryFn: ({ signal }) => api<TableReply>(`/api/groups/${groupId}/table${range}`, { signal }),
    enabled: range !== '',
  });
  const ratings = useQuery({
    queryKey: groupKeys.ratings(groupId, false),
    queryFn: ({ signal }) => api<RatingsReply>(`/api/groups/${groupId}/ratings`, { signal }),
    enabled: isAdmin,
  });
  const mine = useQuery({
    queryKey: groupKeys.ratings(groupId, true),
    queryFn: ({ signal }) => api<MyRatingReply>(`/api/groups/${groupId}/ratings/me`, { signal }),
  });

  return (
    <Stack gap="md">
      <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="season-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="season-title">
              {seasonTexts.title}
            </Title>
            <CsvDownloadButton groupId={groupId} kind="table" query={range} />
          </Group>
          <Group gap="sm" grow>
            <TextInput
              type="date"
              label={seasonTexts.from}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={seasonTexts.to}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </Group>
          {/* Focusable, so it scrolls from the keyboard too (axe: scrollable-region-focusable). */}
          <Table.ScrollContainer
            minWidth={480}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('table.scrolls', { title: seasonTexts.title })}
          >
            <Table striped aria-label={seasonTexts.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('common.member')}</Table.Th>
                  {COLUMNS.map(([key, label]) => (
                    <Table.Th key={key} scope="col" ta="end">
                      {t(label)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(table.data?.rows ?? []).map((row) => (
                  <Table.Tr key={row.user_id}>
                    <Table.Th scope="row" fw={600}>
                      {row.name} {row.surname}
                    </Table.Th>
                    {COLUMNS.map(([key]) => (
                      <Table.Td key={key} ta="end">
                        {formatNumber(row[key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>

      {mine.data && (
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4">
            {seasonTexts.myRating}
          </Title>
          <Text size="sm" c="dimmed">
            {mine.data.trend.length > 0
              ? t('season.trendShown', { count: mine.data.games_rated })
              : t('season.trendNotYet', { count: mine.data.games_rated, after: OWN_TREND_AFTER_GAMES })}
          </Text>
          {mine.data.trend.length > 0 && <Text fw={700}>{mine.data.trend.join(' → ')}</Text>}
        </Paper>
      )}

      {isAdmin && ratings.data && (
        <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="ratings-title">
          <Title order={2} size="h4" id="ratings-title">
            {seasonTexts.ratings}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {seasonTexts.ratingsNote}
          </Text>
          <Table aria-label={seasonTexts.ratings}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('common.member')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('season.rating')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('season.ratedGames')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ratings.data.players.map((p) => (
                <Table.Tr key={p.user_id}>
                  <Table.Th scope="row" fw={600}>
                    {p.name} {p.surname}
                  </Table.Th>
                  <Table.Td ta="end">{formatNumber(p.rating)}</Table.Td>
                  <Table.Td ta="end">{formatNumber(p.games_rated)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
