/**
 * The series screen's group: its name and whether the user is one of its admins (who may edit or stop
 * the series). GET /api/groups/:id, the groups feature's cache entry too (lib/queries/groups.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { groupQueryOptions } from '../../../lib/queries/groups.ts';

/** The group of a series, once the series says which it is (`groupId` 0: not yet). */
export function useSeriesGroup(groupId: number) {
  return useQuery({ ...groupQueryOptions(groupId), enabled: groupId > 0 });
}
