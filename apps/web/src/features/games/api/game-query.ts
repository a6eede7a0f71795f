/** GET /api/games/:id → { game, isAdmin }. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameDetail } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const gameQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameKeys.detail(gameId),
    queryFn: ({ signal }) => api<GameDetail>(`/api/games/${gameId}`, { signal }),
  });

/** One game and whether the user is an admin of its group. */
export function useGame(gameId: number) {
  return useQuery(gameQueryOptions(gameId));
}
