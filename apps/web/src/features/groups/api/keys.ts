import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the groups feature. Everything sits under ['groups'] so one invalidation refreshes the
 * lists, details, member lists and the games feature's ['groups', 'my-admin-groups'] choices.
 * Changes that take someone off a group's games also invalidate ['games'].
 */
export const groupKeys = {
  all: ['groups'] as const,
  mine: () => [...groupKeys.all, 'mine'] as const,
  detail: (groupId: number) => [...groupKeys.all, 'detail', groupId] as const,
  members: (groupId: number) => [...groupKeys.all, 'members', groupId] as const,
  invites: (groupId: number) => [...groupKeys.all, 'invites', groupId] as const,
};

/** The games feature's cache root (lists, details, team sheets): stale once a membership changes. */
export const gamesKey = ['games'] as const;

/**
 * After the user left or deleted a group: refresh the other group and game queries now, and mark that
 * group's own detail and members stale without refetching them (they would answer 404 while the screen
 * that showed them unmounts); a later visit refetches and shows the 404 sentence.
 */
export function forgetGroup(queryClient: QueryClient, groupId: number) {
  const ofGroup = (key: readonly unknown[]) => key[0] === 'groups' && key[2] === groupId;
  void queryClient.invalidateQueries({ predicate: (q) => ofGroup(q.queryKey), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: gamesKey });
  return queryClient.invalidateQueries({ queryKey: groupKeys.all, predicate: (q) => !ofGroup(q.queryKey) });
}
