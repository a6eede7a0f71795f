/** POST /api/games → the created game. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameBody, Game } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const createGame = (body: CreateGameBody) => api<Game>('/api/games', { method: 'POST', body });

/** Creates a game; the games lists refetch afterwards. */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
