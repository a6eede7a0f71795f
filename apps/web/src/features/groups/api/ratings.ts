/**
 * Members' ratings (README "Sides, results and ratings"; group admins only): GET /api/groups/{id}/ratings
 * → `{ players: [{ user_id, name, surname, stars, goalkeeper, rating, games_rated, trend }] }`, and PUT /api/groups/{id}/members/{userId}/rating
 * `{ stars: 1–5 | null, goalkeeper }` → the member's rating (the ratings refetch).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRatingBody, MemberRatingReply, RatingsReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../../lib/query-keys.ts';

/** The group's members' ratings; asked for only when `enabled` (the viewer is a group admin). */
export function useMemberRatings(groupId: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.ratings(groupId, false),
    queryFn: ({ signal }) => api<RatingsReply>(`/api/groups/${groupId}/ratings`, { signal }),
    enabled,
  });
}

/** Sets one member's stars and goalkeeper flag. */
export function useSetMemberRating(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: MemberRatingBody & { userId: number }) =>
      api<MemberRatingReply>(`/api/groups/${groupId}/members/${userId}/rating`, { method: 'PUT', body }),
    // The admins' ratings and the member's own (a new seed moves both).
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...groupKeys.all, 'ratings', groupId] }),
  });
}
