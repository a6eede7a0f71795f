/**
 * DELETE /api/game-series/:id → { success, message, deleted } (group admins): stops the series and
 * deletes its games that have not started (their players are told); past games stay.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesDeletedReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, seriesKeys } from '../../../lib/query-keys.ts';

export const deleteSeries = ({ seriesId }: { seriesId: number; groupId: number }) =>
  api<SeriesDeletedReply>(`/api/game-series/${seriesId}`, { method: 'DELETE' });

/**
 * Stops a series; the group's series and every game view refetch. The series itself stays in the cache
 * until the screen that shows it has gone (removing it under the open screen would fetch it again: 404).
 */
export function useDeleteSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeries,
    onSuccess: (_reply, { groupId }) => {
      void queryClient.invalidateQueries({ queryKey: seriesKeys.group(groupId) });
      return queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
