/**
 * The one-tap answer link's calls (README "Notifications"), made with no session: the token in the path
 * is the only authority (`bearer: false`), so a tampered link's 401 never signs a signed-in reader out.
 * - GET /api/rsvp-links/{token} → RsvpLinkReply: the game, the person, their answer and place; reads
 *   only. 401 tampered, 410 expired (the game has kicked off), 404 game deleted or no longer a member —
 *   each an ApiError carrying the server's sentence. Never retried: a refusal will not change.
 * - POST /api/rsvp-links/{token} `{ status }` → RsvpReply `{ success, status, message, position }`, as POST
 *   /api/rsvps (409 with the rule's sentence after the RSVP cutoff, …); the link's reply refetches.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RsvpLinkReply, RsvpReply, RsvpStatus } from '@turnout/shared';
import { api } from '../../lib/api.ts';

const linkPath = (token: string) => `/api/rsvp-links/${encodeURIComponent(token)}`;

/** Query keys of this feature (nothing else reads them). */
export const rsvpLinkKeys = { link: (token: string) => ['rsvp-link', token] as const };

export const rsvpLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: rsvpLinkKeys.link(token),
    queryFn: ({ signal }) => api<RsvpLinkReply>(linkPath(token), { signal, bearer: false }),
    retry: false,
  });

/** The link behind `token` (nothing is fetched for an empty token). */
export function useRsvpLink(token: string) {
  return useQuery({ ...rsvpLinkQueryOptions(token), enabled: token !== '' });
}

export const answerRsvpLink = (token: string, status: RsvpStatus) =>
  api<RsvpReply>(linkPath(token), { method: 'POST', body: { status }, bearer: false });

/** Sends the answer; once it is recorded the link's reply (place, counts) is read again. */
export function useAnswerRsvpLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: RsvpStatus) => answerRsvpLink(token, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpLinkKeys.link(token) }),
  });
}
