/** One group: GET /api/groups/:id (lib/queries/groups.ts); 404 when not a member. */
import { useQuery } from '@tanstack/react-query';
import { groupQueryOptions } from '../../../lib/queries/groups.ts';

/** One group as the signed-in user sees it (not fetched for an id that is not a positive integer). */
export function useGroup(groupId: number) {
  return useQuery({ ...groupQueryOptions(groupId), enabled: groupId > 0 });
}
