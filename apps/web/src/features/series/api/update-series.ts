/**
 * PUT /api/game-series/:id → { series, games } (group admins): changes the series and every game of it
 * that has not started; answers stay.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesReply, UpdateSeriesBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, seriesKeys } from '../../../lib/query-keys.ts';

export const updateSeries = ({ seriesId, body }: { seriesId: number; body: UpdateSeriesBody }) =>
  api<SeriesReply>(`/api/game-series/${seriesId}`, { method: 'PUT', body });

/** Saves the series edit form; the series, the group's series and every game view refetch. */
export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeries,
    onSuccess: (reply, { seriesId }) => {
      queryClient.setQueryData(seriesKeys.detail(seriesId), reply);
      void queryClient.invalidateQueries({ queryKey: seriesKeys.group(reply.series.group_id) });
      return queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
