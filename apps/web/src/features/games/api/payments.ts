/**
 * Payments of one game (README "Who pays what"): GET /api/games/:id/payments → { currency, cost_mode,
 * total, final, players: [{ user_id, guest_id, host_user_id?, name, surname, share, status }] } (members;
 * money as strings with two decimals); PUT /api/games/:id/payments/:userId { status } (group admins; a
 * guest's place is paid on its host's row) and POST /api/games/:id/payments/claim (the player: their own
 * row becomes "claimed"); both reply with the game's payments as now stored, which the screen shows at
 * once (a refusal refetches them). The group's ledger refetches after either.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus, PaymentsReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';

export const paymentsQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameKeys.payments(gameId),
    queryFn: ({ signal }) => api<PaymentsReply>(`/api/games/${gameId}/payments`, { signal }),
  });

/** The shares and statuses of a game's main team; `enabled` false for a free game (nothing to ask). */
export function usePayments(gameId: number, enabled: boolean) {
  return useQuery({ ...paymentsQueryOptions(gameId), enabled });
}

export const setPaymentStatus = ({
  gameId,
  userId,
  status,
}: {
  gameId: number;
  userId: number;
  status: PaymentStatus;
}) => api<PaymentsReply>(`/api/games/${gameId}/payments/${userId}`, { method: 'PUT', body: { status } });

export const claimPayment = (gameId: number) =>
  api<PaymentsReply>(`/api/games/${gameId}/payments/claim`, { method: 'POST' });

/** After every payment change: the reply shown (refused: the payments refetched); the ledger refetched. */
function usePaymentsUpdate() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (reply: PaymentsReply, gameId: number) =>
      queryClient.setQueryData(gameKeys.payments(gameId), reply),
    onError: (gameId: number) => queryClient.invalidateQueries({ queryKey: gameKeys.payments(gameId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  };
}

/** A group admin sets a player's status (for a guest: the host's `userId`). */
export function useSetPaymentStatus() {
  const update = usePaymentsUpdate();
  return useMutation({
    mutationFn: setPaymentStatus,
    onSuccess: (reply, { gameId }) => update.onSuccess(reply, gameId),
    onError: (_err, { gameId }) => update.onError(gameId),
    onSettled: update.onSettled,
  });
}

/** The signed-in player says they have paid: their row becomes "claimed". */
export function useClaimPayment() {
  const update = usePaymentsUpdate();
  return useMutation({
    mutationFn: claimPayment,
    onSuccess: (reply, gameId) => update.onSuccess(reply, gameId),
    onError: (_err, gameId) => update.onError(gameId),
    onSettled: update.onSettled,
  });
}
