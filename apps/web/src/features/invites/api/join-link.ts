/**
 * Invite links from the joiner's side (README "Invite links"):
 * - GET  /api/join/:token (no sign-in) → { group_name, members }; 404 / 410 with a sentence when the link
 *   is unknown, revoked, expired or used up (not retried: the answer will not change);
 * - POST /api/join/:token (signed in) → { group }: joins (already a member: the same answer). The group
 *   lists refetch (everything under ['groups']).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JoinLinkPreview, JoinLinkReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys, inviteKeys } from '../../../lib/query-keys.ts';

export function useJoinLinkPreview(token: string) {
  return useQuery({
    queryKey: inviteKeys.joinLink(token),
    queryFn: ({ signal }) => api<JoinLinkPreview>(`/api/join/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useJoinByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<JoinLinkReply>(`/api/join/${encodeURIComponent(token)}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
