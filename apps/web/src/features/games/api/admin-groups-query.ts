/**
 * The groups the user may create games for, with where each plays (README "A group's time zone and
 * currency": the form takes the date and time on the chosen group's clock): My Groups
 * (lib/queries/groups.ts, one cache entry with the groups screen), kept to the groups the user administers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myGroupsQueryOptions } from '../../../lib/queries/groups.ts';

/** A group the user administers: its id, name, IANA time zone and ISO 4217 currency. */
export type AdminGroup = { id: number; name: string; time_zone: string; currency: string };

export const adminGroupsQueryOptions = () =>
  queryOptions({
    ...myGroupsQueryOptions(),
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
