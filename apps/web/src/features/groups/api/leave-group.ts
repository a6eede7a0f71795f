/** DELETE /api/groups/:id/leave → { success, message } (any member). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupActionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { forgetGroup } from './forget-group.ts';

export const leaveGroup = (groupId: number) =>
  api<GroupActionReply>(`/api/groups/${groupId}/leave`, { method: 'DELETE' });

/** Leaves a group (the server takes the user off its upcoming games); group and game lists refetch. */
export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: (_reply, groupId) => forgetGroup(queryClient, groupId),
  });
}
