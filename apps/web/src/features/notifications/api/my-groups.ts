/**
 * The user's groups for "Muted group chats" (README "Notifications"): My Groups (lib/queries/groups.ts,
 * one cache entry with the groups screen), kept to each group's id and name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myGroupsQueryOptions } from '../../../lib/queries/groups.ts';

export const myGroupNamesQueryOptions = () =>
  queryOptions({
    ...myGroupsQueryOptions(),
    select: (reply) => reply.groups.map(({ id, name }) => ({ id, name })),
  });

/** The signed-in user's groups (id and name), by name. */
export function useMyGroupNames() {
  return useQuery(myGroupNamesQueryOptions());
}
