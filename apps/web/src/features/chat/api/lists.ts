/**
 * The lists the chat screens need: GET /api/chat/eligible-users (Direct-message picker; also names the
 * other person of a direct chat), GET /api/groups/my-groups-with-admin-status ("Your Groups") and
 * GET /api/groups/{id} (a group chat's title).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibleGroup, GroupReply, MyGroupsWithAdminStatusReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export const eligibleUsersQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.eligible(),
    queryFn: ({ signal }) => api<EligibleGroup[]>('/api/chat/eligible-users', { signal }),
  });

export const useEligibleUsers = () => useQuery(eligibleUsersQueryOptions());

export function useChatGroups() {
  return useQuery({
    queryKey: chatKeys.groups(),
    queryFn: async ({ signal }) => {
      try {
        return (
          await api<MyGroupsWithAdminStatusReply>('/api/groups/my-groups-with-admin-status', { signal })
        ).groups;
      } catch (err) {
        console.warn('Could not load the groups for chat', err); // docs/product.md#s8: logged only
        throw err;
      }
    },
  });
}

export function useChatGroup(groupId: number) {
  return useQuery({
    queryKey: chatKeys.group(groupId),
    queryFn: ({ signal }) => api<GroupReply>(`/api/groups/${groupId}`, { signal }),
    enabled: Number.isInteger(groupId) && groupId > 0,
    retry: false,
  });
}
