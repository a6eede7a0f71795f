/**
 * The game screen's "History" (README "A fair, visible record"), collapsed until opened (then GET
 * /api/games/:id/history): every change to the team sheet, oldest first, in plain words on the group's
 * clock: "Thu 3 Dec, 19:02 · Thabo Nkosi: reserves → main team (promoted)", "… (by an admin)", "… (own
 * answer)", "… (max players or the group changed)"; a guest's own change says "(by their host)". So anyone can see why they stand where they stand in the queue.
 */
import { Accordion, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { HistoryEntry, SheetChangeBy, SheetPlace } from '@turnout/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { dayAndTime } from '../../../lib/when.ts';
import { useHistory } from '../api/history-query.ts';

export const historyTexts = {
  title: 'History',
  empty: 'No changes to the team sheet yet.',
  loadFailed: 'Could not load the history.',
} as const;

const placeWords: Record<SheetPlace, string> = {
  main: 'main team',
  reserves: 'reserves',
  out: 'out',
  none: 'no answer',
};

const byWords: Record<SheetChangeBy, string> = {
  self: 'own answer',
  admin: 'by an admin',
  promotion: 'promoted',
  system: 'max players or the group changed',
};

/** "Thabo Nkosi: reserves → main team (promoted)"; a guest's "none" is "not on the sheet". */
export function historyLine(entry: HistoryEntry): string {
  const place = (p: SheetPlace) =>
    p === 'none' && entry.guest_id !== null ? 'not on the sheet' : placeWords[p];
  const who = entry.guest_id !== null ? `${entry.name} (guest)` : entry.name;
  // A guest's own change is their host's doing (README "Guests").
  const by = entry.by === 'self' && entry.guest_id !== null ? 'by their host' : byWords[entry.by];
  return `${who}: ${place(entry.from)} → ${place(entry.to)} (${by})`;
}

type Props = { gameId: number; timeZone: string };

export function HistoryPanel({ gameId, timeZone }: Props) {
  const [opened, setOpened] = useState<string | null>(null);
  const history = useHistory(gameId, opened === 'history');

  let body;
  if (history.isPending) body = <Skeleton height={60} />;
  else if (history.isError)
    body = (
      <LoadError
        title={historyTexts.loadFailed}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {historyTexts.empty}
      </Text>
    );
  else
    body = (
      <Stack component="ol" aria-label="Team sheet changes" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {history.data.map((entry, i) => (
          <Text component="li" size="sm" key={`${entry.at} ${i}`}>
            <Text span size="sm" c="dimmed">
              {dayAndTime(entry.at, timeZone)} ·{' '}
            </Text>
            {historyLine(entry)}
          </Text>
        ))}
      </Stack>
    );

  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-label={historyTexts.title}
      style={{ overflowWrap: 'anywhere' }}
    >
      <Accordion value={opened} onChange={setOpened} radius="lg" order={2}>
        <Accordion.Item value="history" style={{ borderBottom: 0 }}>
          <Accordion.Control mih={44}>
            <Text fw={700}>{historyTexts.title}</Text>
          </Accordion.Control>
          <Accordion.Panel>{body}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
