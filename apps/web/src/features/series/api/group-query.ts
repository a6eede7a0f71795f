/**
 * GET /api/groups/:id → { group }: the series screen's group name and whether the user is one of its
 * admins (who may edit or stop the series). Kept here rather than imported from the groups feature
 * (features do not import each other); same key and answer as the groups feature's query.
 */
import { useQuery } from '@tanstack/react-query';
import type { GroupReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

/** The group of a series, once the series says which it is (`groupId` 0: not yet). */
export function useSeriesGroup(groupId: number) {
  return useQuery({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => api<GroupReply>(`/api/groups/${groupId}`, { signal }),
    enabled: groupId > 0,
  });
}
