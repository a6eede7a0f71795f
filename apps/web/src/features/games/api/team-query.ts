/** GET /api/games/:id/team → the team sheet (main team and reserves in joining order, then not attending). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const teamQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameKeys.team(gameId),
    queryFn: ({ signal }) => api<TeamResponse>(`/api/games/${gameId}/team`, { signal }),
  });

/** The team sheet of one game. */
export function useTeam(gameId: number) {
  return useQuery(teamQueryOptions(gameId));
}
