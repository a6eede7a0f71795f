/**
 * DELETE /api/groups/:id/invites/:inviteId → { success, message } (group admins only): the invitation's
 * link stops working at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeInviteReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const revokeInvite = ({ groupId, inviteId }: { groupId: number; inviteId: number }) =>
  api<RevokeInviteReply>(`/api/groups/${groupId}/invites/${inviteId}`, { method: 'DELETE' });

/** Revokes an open invitation; the group's invitation list refetches. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: (_reply, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: groupKeys.invites(groupId) }),
  });
}
