/**
 * GET /api/groups/:id/attendance → [{ user_id, name, surname, games, played, reserve, out, no_answer,
 * no_shows, late_drops }] (README "A fair, visible record"): counts per member over the group's games
 * that have kicked off; a late drop is leaving the main team less than LATE_DROP_HOURS before kick-off.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

export const attendanceQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.attendance(groupId),
    queryFn: ({ signal }) => api<AttendanceReply>(`/api/groups/${groupId}/attendance`, { signal }),
  });

/** The group's attendance record (not fetched for an invalid id). */
export function useAttendance(groupId: number) {
  // Asked anew each time the tab opens: payments and attendance marks change on the game screen,
  // whose mutations refresh the games' queries, not the group's.
  return useQuery({
    ...attendanceQueryOptions(groupId),
    enabled: groupId > 0,
    refetchOnMount: 'always',
  });
}
