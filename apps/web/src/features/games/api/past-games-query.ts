/**
 * Past games and one group's games (README "Past games"): GET /api/games?when=past[&group_id=] → `{ games,
 * next_before }`, the games that have kicked off, newest first, 50 a page; the next page is asked with
 * `before` = the previous page's next_before (null: no more). GET /api/games?group_id= → one group's
 * upcoming games, soonest first.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GamesList } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';

export const pastGamesQueryOptions = (groupId: number | null) =>
  infiniteQueryOptions({
    queryKey: gameKeys.past(groupId),
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({ when: 'past' });
      if (groupId !== null) query.set('group_id', String(groupId));
      if (pageParam) query.set('before', pageParam);
      return api<GamesList>(`/api/games?${query.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before ?? null,
  });

/** The past games of the user's groups (of `groupId` alone when given), page by page. */
export function usePastGames(groupId: number | null, enabled = true) {
  return useInfiniteQuery({ ...pastGamesQueryOptions(groupId), enabled });
}

export const groupGamesQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: gameKeys.group(groupId),
    queryFn: ({ signal }) => api<GamesList>(`/api/games?group_id=${groupId}`, { signal }),
  });

/** One group's upcoming games. */
export function useGroupGames(groupId: number) {
  return useQuery(groupGamesQueryOptions(groupId));
}
