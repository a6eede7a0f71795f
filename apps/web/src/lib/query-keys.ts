/**
 * The one registry of TanStack Query keys: every api/ hook of every feature takes its key from here, so
 * a feature that refreshes another's data (a membership change making the game lists stale, an accepted
 * invitation adding a group) names the same key instead of repeating a string.
 *
 * Each feature's keys sit under one root (`['games']`, `['groups']`, …): invalidating the root refreshes
 * everything of that feature at once — the lists, details, team sheets and the unread counts behind the
 * Home badges.
 */

/** A chat conversation: a group's chat or the direct messages with one user (spec §7). */
export type Conversation = { type: 'group' | 'direct'; id: number };

export const accountKeys = {
  profile: () => ['accounts', 'profile'] as const,
};

/** Every games mutation invalidates `gameKeys.all`, so lists, details and team sheets refetch. */
export const gameKeys = {
  all: ['games'] as const,
  list: () => [...gameKeys.all, 'list'] as const,
  detail: (gameId: number) => [...gameKeys.all, 'detail', gameId] as const,
  team: (gameId: number) => [...gameKeys.all, 'team', gameId] as const,
};

/**
 * Under ['groups']: one invalidation refreshes the lists, details, member lists and the groups a user
 * may create games in (the create-game form's choices). A change that takes someone off a group's games
 * also invalidates `gameKeys.all`.
 */
export const groupKeys = {
  all: ['groups'] as const,
  /** GET /api/groups/my-groups-with-admin-status: My Groups, and (the admin ones) the game form's choices. */
  mine: () => [...groupKeys.all, 'mine'] as const,
  detail: (groupId: number) => [...groupKeys.all, 'detail', groupId] as const,
  members: (groupId: number) => [...groupKeys.all, 'members', groupId] as const,
  invites: (groupId: number) => [...groupKeys.all, 'invites', groupId] as const,
};

/**
 * Under ['series'] (README "Recurring games"): a series and its upcoming games, and a group's series.
 * Every series mutation also invalidates `gameKeys.all` (it creates, moves or deletes games).
 */
export const seriesKeys = {
  all: ['series'] as const,
  detail: (seriesId: number) => [...seriesKeys.all, 'detail', seriesId] as const,
  group: (groupId: number) => [...seriesKeys.all, 'group', groupId] as const,
};

export const inviteKeys = {
  verify: (token: string) => ['invites', 'verify', token] as const,
};

/**
 * Under ['notifications']: invalidating the root (after marking read or deleting) refreshes the list and
 * the Home badge's unread count together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** Under ['chat']. The unread counts are one query, so a live push updates every badge at once. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread-count'] as const,
  messages: (c: Conversation) => [...chatKeys.all, 'messages', c.type, c.id] as const,
  eligible: () => [...chatKeys.all, 'eligible-users'] as const,
  groups: () => [...chatKeys.all, 'groups'] as const,
  group: (groupId: number) => [...chatKeys.all, 'group', groupId] as const,
};
