/**
 * POST /api/groups/:id/members { mobile, email? } → { success, userExists, invited, added, member? }
 * (group admins only; 409 when already a member; 429 past the limit of adds and invitations).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMemberBody, AddMemberReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const addMember = ({ groupId, ...body }: AddMemberBody & { groupId: number }) =>
  api<AddMemberReply>(`/api/groups/${groupId}/members`, { method: 'POST', body });

/**
 * Adds a member by mobile; the group's details, members and open invitations refetch when someone was
 * added or invited.
 */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: (reply) => {
      if (reply.added || reply.invited) return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
