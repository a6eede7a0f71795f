/**
 * POST /api/games/:id/payments/remind → { success, reminded, reminded_at, message } (README "Past
 * games", group admins, after kick-off): reminds every member whose share is still unpaid. At most once
 * in 24 hours per game; sooner → 429 with a sentence saying when. The payments refetch after it (their
 * `reminded_at`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRemindReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const remindUnpaid = (gameId: number) =>
  api<PaymentRemindReply>(`/api/games/${gameId}/payments/remind`, { method: 'POST' });

/** Reminds a past game's unpaid players. */
export function useRemindUnpaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindUnpaid,
    onSettled: (_r, _e, gameId) => queryClient.invalidateQueries({ queryKey: gameKeys.payments(gameId) }),
  });
}
