/** DELETE /api/groups/:id/members/:userId → { success, message } (group admins only; not oneself). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupActionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';

export const removeMember = ({ groupId, userId }: { groupId: number; userId: number }) =>
  api<GroupActionReply>(`/api/groups/${groupId}/members/${userId}`, { method: 'DELETE' });

/** Removes a member (the server takes them off the group's upcoming games); members and games refetch. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
