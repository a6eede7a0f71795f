/**
 * PUT /api/groups/:id with any of name, time_zone, currency, reminder_hours → { group } (group admins
 * only; README "A group's time zone and currency", "Reminders"). An unknown zone or currency is a 400
 * with the server's sentence.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupReply, UpdateGroupBody } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';

export const updateGroup = ({ groupId, body }: { groupId: number; body: UpdateGroupBody }) =>
  api<GroupReply>(`/api/groups/${groupId}`, { method: 'PUT', body });

/** Changes a group's settings; groups and games (which carry its zone and currency) refetch. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (reply, { groupId }) => {
      queryClient.setQueryData(groupKeys.detail(groupId), reply);
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
