/**
 * GET /api/games/:id/history → [{ at, user_id, guest_id, name, from, to, by }] oldest first (README "A
 * fair, visible record"): every change to the team sheet, who moved from which list to which and by whom.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const historyQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameKeys.history(gameId),
    queryFn: ({ signal }) => api<HistoryReply>(`/api/games/${gameId}/history`, { signal }),
  });

/** The team sheet's history; asked for only once `enabled` (the History section is opened). */
export function useHistory(gameId: number, enabled: boolean) {
  return useQuery({ ...historyQueryOptions(gameId), enabled });
}
