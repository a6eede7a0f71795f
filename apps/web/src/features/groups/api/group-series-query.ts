/** GET /api/groups/:id/series → { series } (README "Recurring games"): the group's recurring games. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSeriesReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { seriesKeys } from '../../../lib/query-keys.ts';

export const groupSeriesQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: seriesKeys.group(groupId),
    queryFn: ({ signal }) => api<GroupSeriesReply>(`/api/groups/${groupId}/series`, { signal }),
  });

/** The series of one group, soonest next game first. */
export function useGroupSeries(groupId: number) {
  return useQuery({ ...groupSeriesQueryOptions(groupId), enabled: groupId > 0 });
}
