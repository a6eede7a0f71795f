/**
 * POST /api/games/:id/remind → { success, reminded } (README "Reminders", group admins): reminds now
 * every member who has not answered. At most once per game per 10 minutes; sooner → 429 with a sentence.
 */
import { useMutation } from '@tanstack/react-query';
import type { RemindReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';

export const remindPlayers = (gameId: number) =>
  api<RemindReply>(`/api/games/${gameId}/remind`, { method: 'POST' });

/** Reminds the players of a game who have not answered (nothing to refetch: no answer changes). */
export function useRemindPlayers() {
  return useMutation({ mutationFn: remindPlayers });
}
