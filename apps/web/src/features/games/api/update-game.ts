/** PUT /api/games/:id → { game }. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Game, UpdateGameBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const updateGame = ({ gameId, body }: { gameId: number; body: UpdateGameBody }) =>
  api<{ game: Game }>(`/api/games/${gameId}`, { method: 'PUT', body });

/** Saves the edit form; the game, its team sheet (max players may move people) and the lists refetch. */
export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
