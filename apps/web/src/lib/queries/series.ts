/**
 * The series query that several features read, defined once (features do not import each other:
 * docs/decisions/015-web-features-never-import-each-other.md).
 */
import { queryOptions } from '@tanstack/react-query';
import type { SeriesReply } from '@turnout/shared';
import { api } from '../api.ts';
import { seriesKeys } from '../query-keys.ts';

/**
 * GET /api/game-series/:id → { series, games } (README "Recurring games"; games not yet started): the
 * series screen (features/series) and a game's "Repeats every Thursday" line (features/games). 404 (its
 * sentence) when the series is gone or not of the user's groups.
 */
export const seriesQueryOptions = (seriesId: number) =>
  queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: ({ signal }) => api<SeriesReply>(`/api/game-series/${seriesId}`, { signal }),
  });
