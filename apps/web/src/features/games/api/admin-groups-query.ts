/**
 * GET /api/groups/my-admin-groups → { adminGroups }: the groups the user may create games for.
 * Kept here rather than imported from the groups feature (features do not import each other).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export type AdminGroup = { id: number; name: string };

export const adminGroupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.myAdminGroups(),
    queryFn: ({ signal }) => api<{ adminGroups: AdminGroup[] }>('/api/groups/my-admin-groups', { signal }),
  });

/** The groups the signed-in user administers. */
export function useAdminGroups() {
  return useQuery(adminGroupsQueryOptions());
}
