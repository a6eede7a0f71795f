/**
 * A group's invite links (README "Invite links"; group admins only):
 * - GET    /api/groups/:id/invite-links → { links: [{ id, url, expires_at, max_uses, uses }] }, the open ones;
 * - POST   /api/groups/:id/invite-links { expires_in_days?, max_uses? } → the new link;
 * - DELETE /api/groups/:id/invite-links/:linkId → { success, message }: the link stops working at once.
 * Each change refetches the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteLinkBody, InviteLink, InviteLinksReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

/** The open invite links of a group the signed-in user administers (fetched only when `enabled`). */
export function useInviteLinks(groupId: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.inviteLinks(groupId),
    queryFn: ({ signal }) => api<InviteLinksReply>(`/api/groups/${groupId}/invite-links`, { signal }),
    enabled: enabled && groupId > 0,
  });
}

/** Makes, or turns off, one of the group's links; the list refetches after either. */
export function useInviteLinkChanges(groupId: number) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: groupKeys.inviteLinks(groupId) });
  const create = useMutation({
    mutationFn: (body: CreateInviteLinkBody) =>
      api<InviteLink>(`/api/groups/${groupId}/invite-links`, { method: 'POST', body }),
    onSuccess: refetch,
  });
  const revoke = useMutation({
    mutationFn: (linkId: number) =>
      api<{ success: true; message: string }>(`/api/groups/${groupId}/invite-links/${linkId}`, {
        method: 'DELETE',
      }),
    onSuccess: refetch,
  });
  return { create, revoke };
}
