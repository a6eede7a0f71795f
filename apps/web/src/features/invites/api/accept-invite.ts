/**
 * POST /api/invites/:token/accept (signed in, the invited email) → { success, message, group: { id, name } }.
 * 403 when the invitation was sent to another email; 404 / 410 when it is unknown, used or expired.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInviteReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const acceptInvite = (token: string) =>
  api<AcceptInviteReply>(`/api/invites/${encodeURIComponent(token)}/accept`, { method: 'POST' });

/** Joins the invitation's group; the group lists refetch (everything under ['groups']). */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
