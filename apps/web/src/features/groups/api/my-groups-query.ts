/** My Groups: GET /api/groups/my-groups-with-admin-status (lib/queries/groups.ts). */
import { useQuery } from '@tanstack/react-query';
import { myGroupsQueryOptions } from '../../../lib/queries/groups.ts';

/** The signed-in user's groups with their own admin flag, by name. */
export function useMyGroups() {
  return useQuery(myGroupsQueryOptions());
}
