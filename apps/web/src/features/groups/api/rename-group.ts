/** PUT /api/groups/:id { name } → { group } (group admins only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';

export const renameGroup = ({ groupId, name }: { groupId: number; name: string }) =>
  api<GroupReply>(`/api/groups/${groupId}`, { method: 'PUT', body: { name } });

/** Renames a group; groups and games (which show the group name) refetch. */
export function useRenameGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameGroup,
    onSuccess: (reply, { groupId }) => {
      queryClient.setQueryData(groupKeys.detail(groupId), reply);
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
