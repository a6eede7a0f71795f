/**
 * PUT /api/games/:id/attendance/:userId { attended } (README "A fair, visible record", group admins,
 * after kick-off): marks whether a main-team player at kick-off came. The game's payments (whose rows
 * say `attended`) and the group's attendance refetch after it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMarkReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';

type Mark = { gameId: number; userId: number; attended: boolean };

export const markAttendance = ({ gameId, userId, attended }: Mark) =>
  api<AttendanceMarkReply>(`/api/games/${gameId}/attendance/${userId}`, {
    method: 'PUT',
    body: { attended },
  });

/** Marks a player as having come or not. */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSettled: (_r, _e, { gameId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.payments(gameId) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]),
  });
}
