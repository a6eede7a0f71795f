/**
 * The groups the user may create games for, with where each plays (README "A group's time zone and
 * currency": the form takes the date and time on the chosen group's clock): GET
 * /api/groups/my-groups-with-admin-status, kept to the groups the user administers. It shares the
 * groups feature's cache entry (groupKeys.mine()), so both screens read one request. Kept here rather
 * than imported from the groups feature (features do not import each other).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGroupsWithAdminStatusReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

/** A group the user administers: its id, name, IANA time zone and ISO 4217 currency. */
export type AdminGroup = { id: number; name: string; time_zone: string; currency: string };

export const adminGroupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.mine(),
    queryFn: ({ signal }) =>
      api<MyGroupsWithAdminStatusReply>('/api/groups/my-groups-with-admin-status', { signal }),
    select: (reply): { adminGroups: AdminGroup[] } => ({
      adminGroups: reply.groups
        .filter((g) => g.is_admin)
        .map(({ id, name, time_zone, currency }) => ({ id, name, time_zone, currency })),
    }),
  });

/** The groups the signed-in user administers, by name. */
export function useAdminGroups() {
  return useQuery(adminGroupsQueryOptions());
}
