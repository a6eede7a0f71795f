/**
 * The one-tap offer link's calls (README "Reserves", timed offers near kick-off), made with no session:
 * the token in the path is the only authority (`bearer: false`), as with the RSVP links (./api.ts).
 * - GET /api/offer-links/{token} → OfferLinkReply: the game, the person and the offer (`status`,
 *   `expires_at`); reads only. 401 tampered, 410 expired, 404 gone — each an ApiError with the server's
 *   sentence. Never retried.
 * - POST /api/offer-links/{token} `{ answer: "accept" | "decline" }` → OfferReply `{ success, status,
 *   message, position }` (409 with the server's sentence when the offer is no longer open); the link's
 *   reply refetches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferLinkBody, OfferLinkReply, OfferReply } from '@turnout/shared';
import { api } from '../../lib/api.ts';

const linkPath = (token: string) => `/api/offer-links/${encodeURIComponent(token)}`;

export const offerLinkKeys = { link: (token: string) => ['offer-link', token] as const };

/** The offer behind `token` (nothing is fetched for an empty token). */
export function useOfferLink(token: string) {
  return useQuery({
    queryKey: offerLinkKeys.link(token),
    queryFn: ({ signal }) => api<OfferLinkReply>(linkPath(token), { signal, bearer: false }),
    retry: false,
    enabled: token !== '',
  });
}

export const answerOfferLink = (token: string, answer: OfferLinkBody['answer']) =>
  api<OfferReply>(linkPath(token), { method: 'POST', body: { answer }, bearer: false });

/** Sends the answer; the link's reply (the offer's status) is read again whatever the outcome. */
export function useAnswerOfferLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: OfferLinkBody['answer']) => answerOfferLink(token, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerLinkKeys.link(token) }),
  });
}
