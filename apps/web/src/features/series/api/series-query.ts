/** GET /api/game-series/:id → { series, games } (README "Recurring games"): games not yet started. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { seriesKeys } from '../../../lib/query-keys.ts';

export const seriesQueryOptions = (seriesId: number) =>
  queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: ({ signal }) => api<SeriesReply>(`/api/game-series/${seriesId}`, { signal }),
  });

/** One series and its upcoming games; 404 (its sentence) when it is gone or not the user's group's. */
export function useSeries(seriesId: number) {
  return useQuery({ ...seriesQueryOptions(seriesId), enabled: seriesId > 0 });
}
