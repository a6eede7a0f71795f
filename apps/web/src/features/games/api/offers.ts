/**
 * POST /api/games/{id}/offer/accept and /decline (the reserve the offer is made to, no body; README
 * "Reserves", timed offers near kick-off): accept → the main team, decline → out. The reply says where
 * the player now stands (`{ success, status, message, position }`, as an RSVP's); anyone else, or an
 * offer no longer open, gets 403 or 409 with the server's sentence. The game, its sheet and the lists
 * refetch whatever the outcome.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export type OfferAnswer = 'accept' | 'decline';

export const answerOffer = ({ gameId, answer }: { gameId: number; answer: OfferAnswer }) =>
  api<OfferReply>(`/api/games/${gameId}/offer/${answer}`, { method: 'POST' });

/** Accepts or declines the caller's open offer. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
