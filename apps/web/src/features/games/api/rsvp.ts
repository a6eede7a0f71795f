/** POST /api/rsvps { gameId, status } → { success, status, message } (an `in` may land on the reserves). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpBody, RsvpReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const submitRsvp = (body: RsvpBody) => api<RsvpReply>('/api/rsvps', { method: 'POST', body });

/** Sends the user's answer; the game, its team sheet and the lists refetch whatever the outcome. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRsvp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
