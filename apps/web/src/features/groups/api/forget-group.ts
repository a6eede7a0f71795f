import type { QueryClient } from '@tanstack/react-query';
import { gameKeys, groupKeys } from '../../../lib/query-keys.ts';

/**
 * After the user left or deleted a group: refresh the other group and game queries now, and mark that
 * group's own detail and members stale without refetching them (they would answer 404 while the screen
 * that showed them unmounts); a later visit refetches and shows the 404 sentence.
 */
export function forgetGroup(queryClient: QueryClient, groupId: number) {
  const ofGroup = (key: readonly unknown[]) => key[0] === groupKeys.all[0] && key[2] === groupId;
  void queryClient.invalidateQueries({ predicate: (q) => ofGroup(q.queryKey), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: gameKeys.all });
  return queryClient.invalidateQueries({ queryKey: groupKeys.all, predicate: (q) => !ofGroup(q.queryKey) });
}
