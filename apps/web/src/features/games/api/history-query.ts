/**
 * GET /api/games/:id/history[?before=<row id>] → [{ id, at, user_id, guest_id, name, from, to, by }] (README
 * "A fair, visible record"): every change to the team sheet, who moved from which list to which and by
 * whom, the newest HISTORY_PAGE a page, oldest first within it. A full page may have earlier rows: the
 * next page is asked for with `before` = its first row's id.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** Rows the server sends a page (apps/server rsvps HISTORY_PAGE). */
export const HISTORY_PAGE = 100;

/**
 * The team sheet's history, page by page (the newest first); asked for only once `enabled` (the History
 * section is opened). `fetchNextPage` loads the page of earlier changes while `hasNextPage`.
 */
export function useHistory(gameId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: gameKeys.history(gameId),
    queryFn: ({ signal, pageParam }) =>
      api<HistoryReply>(`/api/games/${gameId}/history${pageParam === null ? '' : `?before=${pageParam}`}`, {
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.length >= HISTORY_PAGE ? last[0]!.id : undefined),
    enabled,
  });
}

/** The rows of `pages` (newest page first, as fetched) in time order, oldest first. */
export const historyRows = (pages: HistoryReply[] | undefined): HistoryReply | undefined =>
  pages && [...pages].reverse().flat();
