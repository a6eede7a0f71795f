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
import { gameScreenTexts } from '../i18n.ts';
import { textsOf } from '../../../i18n/index.ts';

const t = gameScreenTexts.t;
/** The history panel's words in the reader's language ('games' namespace, history.*). */
export const historyTexts = textsOf(t, {
  title: 'history.title',
  earlier: 'history.earlier',
  empty: 'history.empty',
  loadFailed: 'history.loadFailed',
});

const placeWords = (p: SheetPlace): string => t(`history.place.${p}`);
const byWords = (by: SheetChangeBy): string => t(`history.by.${by}`);

/** "Thabo Nkosi: reserves → main team (promoted)"; a guest's "none" is "not on the sheet". */
export function historyLine(entry: HistoryEntry): string {
  const place = (p: SheetPlace) =>
    p === 'none' && entry.guest_id !== null ? t('history.place.offSheet') : placeWords(p);
  const who = entry.guest_id !== null ? t('history.guest', { name: entry.name }) : entry.name;
  // A guest's own change is their host's doing (README "Guests").
  const by = entry.by === 'self' && entry.guest_id !== null ? t('history.by.host') : byWords(entry.by);
  return t('history.line', { who, from: place(entry.from), to: place(entry.to), by });
}

type Props = { gameId: number; timeZone: string };

export function HistoryPanel({ gameId, timeZone }: Props) {
  gameScreenTexts.useT(); // re-renders in a new language
  const [opened, setOpened] = useState(false);
  const history = useHistory(gameId, opened);
  return (
    <CollapsibleLog
      title={historyTexts.title}
      listLabel={t('history.list')}
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
