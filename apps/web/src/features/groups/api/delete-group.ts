/** DELETE /api/groups/:id → { success, message } (group admins only; its games go with it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupActionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { forgetGroup } from './forget-group.ts';

export const deleteGroup = (groupId: number) =>
  api<GroupActionReply>(`/api/groups/${groupId}`, { method: 'DELETE' });

/** Deletes a group; group and game lists refetch. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_reply, groupId) => forgetGroup(queryClient, groupId),
  });
}
