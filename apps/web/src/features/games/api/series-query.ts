/**
 * GET /api/game-series/:id → { series, games }: the game screen's "Repeats every Thursday" line reads
 * the series' rule. The same key and answer as the series screen's query (features/series).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { seriesKeys } from '../../../lib/query-keys.ts';

export const seriesQueryOptions = (seriesId: number) =>
  queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: ({ signal }) => api<SeriesReply>(`/api/game-series/${seriesId}`, { signal }),
  });

/** The series a game belongs to; not fetched for a one-off game (`seriesId` null). */
export function useGameSeries(seriesId: number | null) {
  return useQuery({ ...seriesQueryOptions(seriesId ?? 0), enabled: seriesId !== null && seriesId > 0 });
}
