/**
 * POST /api/games/:id/cancel `{ message? }` and POST /api/games/:id/reinstate → `{ success, message, game }`
 * (README "Cancelled games", group admins). The game stays, marked; the lists and the game refetch.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameStatusReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const cancelGame = ({ gameId, message }: { gameId: number; message: string }) =>
  api<GameStatusReply>(`/api/games/${gameId}/cancel`, {
    method: 'POST',
    body: message.trim() === '' ? {} : { message },
  });

export const reinstateGame = (gameId: number) =>
  api<GameStatusReply>(`/api/games/${gameId}/reinstate`, { method: 'POST', body: {} });

/** Refetches every games query (the lists, the game, its team sheet) once the status changed. */
function useRefetchGames() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gameKeys.all });
}

/** Cancels a game with the admin's optional message. */
export function useCancelGame() {
  const refetch = useRefetchGames();
  return useMutation({ mutationFn: cancelGame, onSuccess: refetch });
}

/** Reinstates a cancelled game. */
export function useReinstateGame() {
  const refetch = useRefetchGames();
  return useMutation({ mutationFn: reinstateGame, onSuccess: refetch });
}
