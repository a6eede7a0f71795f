/** DELETE /api/games/:id → { success, message }. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const deleteGame = (gameId: number) =>
  api<{ success: boolean; message: string }>(`/api/games/${gameId}`, { method: 'DELETE' });

/** Deletes a game; the lists refetch. */
export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGame,
    onSuccess: (_reply, gameId) => {
      queryClient.removeQueries({ queryKey: gameKeys.detail(gameId) });
      return queryClient.invalidateQueries({ queryKey: gameKeys.list() });
    },
  });
}
