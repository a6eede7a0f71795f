/**
 * The user's groups for "Muted group chats" (README "Notifications"): GET
 * /api/groups/my-groups-with-admin-status, kept to each group's id and name. It shares the groups
 * feature's cache entry (groupKeys.mine()), so both screens read one request; kept here rather than
 * imported from the groups feature (features do not import each other).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGroupsWithAdminStatusReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const myGroupNamesQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.mine(),
    queryFn: ({ signal }) =>
      api<MyGroupsWithAdminStatusReply>('/api/groups/my-groups-with-admin-status', { signal }),
    select: (reply) => reply.groups.map(({ id, name }) => ({ id, name })),
  });

/** The signed-in user's groups (id and name), by name. */
export function useMyGroupNames() {
  return useQuery(myGroupNamesQueryOptions());
}
