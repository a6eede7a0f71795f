/**
 * Sides (README "Sides, results and ratings"): GET /api/games/{id}/sides → `{ sides, published, stale,
 * players?, constraints? }` (any member; totals, ratings and constraints for group admins), POST
 * /api/games/{id}/sides/pick `{ sides, constraints?, seed? }` → a proposal in the same shape (admins,
 * saves nothing), PUT /api/games/{id}/sides `{ sides, constraints? }` → published (admins; the sides
 * query refetches).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PickSidesBody, PublishSidesBody, SidesReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** The game's published sides. */
export function useSides(gameId: number) {
  return useQuery({
    queryKey: gameKeys.sides(gameId),
    queryFn: ({ signal }) => api<SidesReply>(`/api/games/${gameId}/sides`, { signal }),
  });
}

/** Asks for a proposal (nothing saved). */
export function usePickSides(gameId: number) {
  return useMutation({
    mutationFn: (body: PickSidesBody) =>
      api<SidesReply>(`/api/games/${gameId}/sides/pick`, { method: 'POST', body }),
  });
}

/** Publishes sides; the sides query refetches. */
export function usePublishSides(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishSidesBody) =>
      api<SidesReply>(`/api/games/${gameId}/sides`, { method: 'PUT', body }),
    onSuccess: (reply) => queryClient.setQueryData(gameKeys.sides(gameId), reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.sides(gameId) }),
  });
}
