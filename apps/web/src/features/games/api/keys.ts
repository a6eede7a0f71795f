/** Query keys of the games feature: every mutation invalidates `gameKeys.all` so lists, details and team sheets refetch. */
export const gameKeys = {
  all: ['games'] as const,
  list: () => [...gameKeys.all, 'list'] as const,
  detail: (gameId: number) => [...gameKeys.all, 'detail', gameId] as const,
  team: (gameId: number) => [...gameKeys.all, 'team', gameId] as const,
  adminGroups: () => ['groups', 'my-admin-groups'] as const,
};
