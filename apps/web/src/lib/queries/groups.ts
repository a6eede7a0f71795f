/**
 * The groups' queries that several features read, defined once (features do not import each other:
 * docs/decisions/015-web-features-never-import-each-other.md): each feature's api/ hook builds on these
 * options, so every screen that shows the same answer shares one cache entry (lib/query-keys.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { GroupReply, MyGroupsWithAdminStatusReply } from '@turnout/shared';
import { api } from '../api.ts';
import { groupKeys } from '../query-keys.ts';

/**
 * GET /api/groups/my-groups-with-admin-status → { groups: [{ id, name, created_at, is_admin,
 * member_count, time_zone, currency }] }: My Groups (features/groups), the groups a user may create
 * games in (features/games), the groups whose chat can be muted (features/notifications).
 */
export const myGroupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.mine(),
    queryFn: ({ signal }) =>
      api<MyGroupsWithAdminStatusReply>('/api/groups/my-groups-with-admin-status', { signal }),
  });

/**
 * GET /api/groups/:id → { group: { id, name, created_at, is_admin, member_count, created_by, … } }; 404
 * when not a member: the group screen (features/groups) and the series screen's group name and admin
 * flag (features/series).
 */
export const groupQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => api<GroupReply>(`/api/groups/${groupId}`, { signal }),
  });
