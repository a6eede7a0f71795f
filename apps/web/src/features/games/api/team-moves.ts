/**
 * Admin team moves (docs/product.md#s4, #s7): POST /api/rsvps/admin/update-team { userId, gameId, newTeam },
 * POST /api/rsvps/add { gameId, userId, status }, POST /api/rsvps/remove { gameId, userId }; each →
 * { success, status, message, position }. The game, its team sheet and the lists refetch whatever the outcome.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPlayerBody, RemovePlayerBody, TeamMoveReply, UpdateTeamBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** One move: to the main team or reserves (update-team), added as in / reserves, or removed. */
export type TeamMove =
  | { kind: 'update-team'; body: UpdateTeamBody }
  | { kind: 'add'; body: AddPlayerBody }
  | { kind: 'remove'; body: RemovePlayerBody };

const urls: Record<TeamMove['kind'], string> = {
  'update-team': '/api/rsvps/admin/update-team',
  add: '/api/rsvps/add',
  remove: '/api/rsvps/remove',
};

export const movePlayer = (move: TeamMove) =>
  api<TeamMoveReply>(urls[move.kind], { method: 'POST', body: move.body });

/** Sends one admin move; everything about games refetches afterwards. */
export function useTeamMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePlayer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
