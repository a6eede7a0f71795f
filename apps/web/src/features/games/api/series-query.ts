/**
 * The game screen's "Repeats every Thursday" line reads the series' rule: GET /api/game-series/:id, the
 * series screen's cache entry too (lib/queries/series.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { seriesQueryOptions } from '../../../lib/queries/series.ts';

/** The series a game belongs to; not fetched for a one-off game (`seriesId` null). */
export function useGameSeries(seriesId: number | null) {
  return useQuery({ ...seriesQueryOptions(seriesId ?? 0), enabled: seriesId !== null && seriesId > 0 });
}
