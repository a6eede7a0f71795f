/**
 * GET /api/groups/:id/invites → { invites: [{ id, email, mobile, invited_by, created_at, expires_at }] }:
 * the group's open invitations, newest first (group admins only; 403 for a plain member).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupInvitesReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const invitesQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.invites(groupId),
    queryFn: ({ signal }) => api<GroupInvitesReply>(`/api/groups/${groupId}/invites`, { signal }),
  });

/** The open invitations of a group the signed-in user administers (fetched only when `enabled`). */
export function useOpenInvites(groupId: number, enabled: boolean) {
  return useQuery({ ...invitesQueryOptions(groupId), enabled: enabled && groupId > 0 });
}
