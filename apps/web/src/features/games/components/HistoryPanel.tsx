/**
 * The game screen's "History" (README "A fair, visible record"), collapsed until opened (then GET
 * /api/games/:id/history, 100 changes a page: "Show earlier changes" loads the page before): every change
 * to the team sheet, oldest first, in plain words on the group's
 * clock: "Thu 3 Dec, 19:02 · Thabo Nkosi: reserves → main team (promoted)", "… (by an admin)", "… (own
 * answer)", "… (max players or the group changed)"; a guest's own change says "(by their host)". So anyone can see why they stand where they stand in the queue.
 */
import { useState } from 'react';
import type { HistoryEntry, SheetChangeBy, SheetPlace } from '@turnout/shared';
import { CollapsibleLog } from '../../../components/CollapsibleLog.tsx';
import { historyRows, useHistory } from '../api/history-query.ts';

export const historyTexts = {
  title: 'History',
  earlier: 'Show earlier changes',
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
  const [opened, setOpened] = useState(false);
  const history = useHistory(gameId, opened);
  return (
    <CollapsibleLog
      title={historyTexts.title}
      listLabel="Team sheet changes"
      texts={historyTexts}
      opened={opened}
      onOpenedChange={setOpened}
      query={history}
      lines={historyRows(history.data?.pages)?.map((entry) => ({
        key: entry.id,
        at: entry.at,
        text: historyLine(entry),
      }))}
      timeZone={timeZone}
      earlier={
        history.hasNextPage
          ? {
              label: historyTexts.earlier,
              loading: history.isFetchingNextPage,
              onClick: () => void history.fetchNextPage(),
            }
          : undefined
      }
    />
  );
}
