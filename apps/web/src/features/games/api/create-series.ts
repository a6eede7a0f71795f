/**
 * POST /api/game-series → 201 { series, games } (README "Recurring games"): the create-game form when
 * Repeat is set. Kept in games (the form that sends it) rather than imported from features/series.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSeriesBody, SeriesReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, seriesKeys } from '../../../lib/query-keys.ts';

export const createSeries = (body: CreateSeriesBody) =>
  api<SeriesReply>('/api/game-series', { method: 'POST', body });

/** Creates a series and its first games; the game lists and the group's series refetch. */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: (reply) => {
      queryClient.setQueryData(seriesKeys.detail(reply.series.id), reply);
      void queryClient.invalidateQueries({ queryKey: seriesKeys.group(reply.series.group_id) });
      return queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
