/** GET /api/groups/:id/members → { members: [{ id, name, surname, is_admin, joined_at }] }, admins first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const membersQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ signal }) => api<MembersReply>(`/api/groups/${groupId}/members`, { signal }),
  });

/** The members of a group the signed-in user belongs to (not fetched for an invalid id). */
export function useMembers(groupId: number) {
  return useQuery({ ...membersQueryOptions(groupId), enabled: groupId > 0 });
}
