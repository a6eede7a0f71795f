/** GET /api/groups/:id → { group: { id, name, created_at, is_admin, member_count, created_by } }; 404 when not a member. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const groupQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => api<GroupReply>(`/api/groups/${groupId}`, { signal }),
  });

/** One group as the signed-in user sees it (not fetched for an id that is not a positive integer). */
export function useGroup(groupId: number) {
  return useQuery({ ...groupQueryOptions(groupId), enabled: groupId > 0 });
}
