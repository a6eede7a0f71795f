/** PUT /api/groups/:id/members/:userId/admin { makeAdmin } → { success, message } (admins only; never oneself). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupActionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const setAdmin = ({
  groupId,
  userId,
  makeAdmin,
}: {
  groupId: number;
  userId: number;
  makeAdmin: boolean;
}) =>
  api<GroupActionReply>(`/api/groups/${groupId}/members/${userId}/admin`, {
    method: 'PUT',
    body: { makeAdmin },
  });

/** Grants or revokes a member's admin flag; the member list refetches. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
