/** POST /api/groups { name } → 201 { id, name, created_at, is_admin: true, member_count: 1 }. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupNameBody, GroupSummary } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const createGroup = (body: GroupNameBody) =>
  api<GroupSummary>('/api/groups', { method: 'POST', body });

/** Creates a group with the signed-in user as its admin; group lists refetch. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
