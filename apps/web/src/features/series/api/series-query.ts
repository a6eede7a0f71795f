/** GET /api/game-series/:id → { series, games } (lib/queries/series.ts): games not yet started. */
import { useQuery } from '@tanstack/react-query';
import { seriesQueryOptions } from '../../../lib/queries/series.ts';

/** One series and its upcoming games; 404 (its sentence) when it is gone or not the user's group's. */
export function useSeries(seriesId: number) {
  return useQuery({ ...seriesQueryOptions(seriesId), enabled: seriesId > 0 });
}
