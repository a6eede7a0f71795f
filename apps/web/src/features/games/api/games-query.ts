/** GET /api/games: the upcoming games of the user's groups, soonest first (the server filters). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesList } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const gamesQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.list(),
    queryFn: ({ signal }) => api<GamesList>('/api/games', { signal }),
  });

/** The games list query. */
export function useGames() {
  return useQuery(gamesQueryOptions());
}
