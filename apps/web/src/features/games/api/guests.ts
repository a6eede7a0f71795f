/**
 * Guests ("bring a friend", README "Guests"): POST /api/games/:id/guests { name, stars? } → 201 { success, guest,
 * message } (any member: the guest answers "in" on the member's behalf, landing on the main team or the
 * back of the reserves; one over the group's guests_per_member → 409 with a sentence), and DELETE
 * /api/games/:id/guests/:guestId → { success, message } (the host or a group admin; the first reserve
 * moves up when a place opens). Everything about games refetches whatever the outcome.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGuestReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

/** `stars`: how strong the host says the guest is (1–5), for picking sides; left out = an average player. */
export const addGuest = ({ gameId, name, stars }: { gameId: number; name: string; stars?: number }) =>
  api<AddGuestReply>(`/api/games/${gameId}/guests`, {
    method: 'POST',
    body: stars === undefined ? { name } : { name, stars },
  });

export const removeGuest = ({ gameId, guestId }: { gameId: number; guestId: number }) =>
  api<{ success: boolean; message: string }>(`/api/games/${gameId}/guests/${guestId}`, {
    method: 'DELETE',
  });

/** Adds a guest of the signed-in member to a game; the sheet, payments and history refetch. */
export function useAddGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** Takes a guest off a game's team sheet; the sheet, payments and history refetch. */
export function useRemoveGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
