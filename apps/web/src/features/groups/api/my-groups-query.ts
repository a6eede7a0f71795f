/** GET /api/groups/my-groups-with-admin-status → { groups: [{ id, name, created_at, is_admin, member_count }] }. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGroupsWithAdminStatusReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const myGroupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.mine(),
    queryFn: ({ signal }) =>
      api<MyGroupsWithAdminStatusReply>('/api/groups/my-groups-with-admin-status', { signal }),
  });

/** The signed-in user's groups with their own admin flag, by name. */
export function useMyGroups() {
  return useQuery(myGroupsQueryOptions());
}
