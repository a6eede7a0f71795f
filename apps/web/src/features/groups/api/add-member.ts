/**
 * POST /api/groups/:id/members { mobile, email? } → { success, userExists, invited, added }
 * (group admins only; 409 when already a member).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMemberBody, AddMemberReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from './keys.ts';

export const addMember = ({ groupId, ...body }: AddMemberBody & { groupId: number }) =>
  api<AddMemberReply>(`/api/groups/${groupId}/members`, { method: 'POST', body });

/** Adds a member by mobile; the group's details and members refetch when someone was added. */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: (reply) => {
      if (reply.added) return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
