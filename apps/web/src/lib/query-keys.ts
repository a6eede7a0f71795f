/**
 * The one registry of TanStack Query keys: every api/ hook of every feature takes its key from here, so
 * a feature that refreshes another's data (a membership change making the game lists stale, an accepted
 * invitation adding a group) names the same key instead of repeating a string.
 *
 * Each feature's keys sit under one root (`['games']`, `['groups']`, …): invalidating the root refreshes
 * everything of that feature at once — the lists, details, team sheets and the unread counts behind the
 * Home badges.
 */

/** A chat conversation: a group's chat or the direct messages with one user (docs/product.md#s7). */
export type Conversation = { type: 'group' | 'direct'; id: number };

export const accountKeys = {
  profile: () => ['accounts', 'profile'] as const,
  /** GET /api/passkeys (README "Signing in", Passkeys). */
  passkeys: () => ['accounts', 'passkeys'] as const,
};

/** Every games mutation invalidates `gameKeys.all`, so lists, details and team sheets refetch. */
export const gameKeys = {
  all: ['games'] as const,
  list: () => [...gameKeys.all, 'list'] as const,
  /** GET /api/games?when=past[&group_id] (README "Past games"), paged by `before`; null: every group. */
  past: (groupId: number | null) => [...gameKeys.all, 'past', groupId] as const,
  /** GET /api/games?group_id (README "Past games"): one group's upcoming games. */
  group: (groupId: number) => [...gameKeys.all, 'group', groupId] as const,
  detail: (gameId: number) => [...gameKeys.all, 'detail', gameId] as const,
  team: (gameId: number) => [...gameKeys.all, 'team', gameId] as const,
  /** GET /api/games/{id}/payments (README "Who pays what"): each main-team place's share and status. */
  payments: (gameId: number) => [...gameKeys.all, 'payments', gameId] as const,
  /** GET /api/games/{id}/result (README "Sides, results and ratings"). */
  result: (gameId: number) => [...gameKeys.all, 'result', gameId] as const,
  /** GET /api/games/{id}/history (README "A fair, visible record"): the team sheet's changes. */
  history: (gameId: number) => [...gameKeys.all, 'history', gameId] as const,
  /** GET /api/games/{id}/offers (README "Reserves", group admins): the timed offers made for the game. */
  offers: (gameId: number) => [...gameKeys.all, 'offers', gameId] as const,
  /** GET /api/games/{id}/sides (README "Sides, results and ratings"): the published sides. */
  sides: (gameId: number) => [...gameKeys.all, 'sides', gameId] as const,
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
  /** GET /api/groups/{id}/invite-links (README "Invite links"): the group's open links. */
  inviteLinks: (groupId: number) => [...groupKeys.all, 'invite-links', groupId] as const,
  /** GET /api/groups/{id}/ledger (README "Who pays what"): owed, paid and balance per member. */
  ledger: (groupId: number) => [...groupKeys.all, 'ledger', groupId] as const,
  /** GET /api/groups/{id}/attendance (README "A fair, visible record"): games, played, … per member. */
  attendance: (groupId: number) => [...groupKeys.all, 'attendance', groupId] as const,
  /** GET /api/groups/{id}/table, /ratings, /ratings/me (README "Sides, results and ratings"). */
  table: (groupId: number, from: string, to: string) =>
    [...groupKeys.all, 'table', groupId, from, to] as const,
  ratings: (groupId: number, mine: boolean) => [...groupKeys.all, 'ratings', groupId, mine] as const,
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
  /** GET /api/join/{token} (README "Invite links"): the group's name and size behind a link. */
  joinLink: (token: string) => ['invites', 'join-link', token] as const,
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
  /** README "Chat", inbox: the caller's direct conversations and each group's unread count. */
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  groupUnread: () => [...chatKeys.all, 'group-unread'] as const,
  groups: () => [...chatKeys.all, 'groups'] as const,
  group: (groupId: number) => [...chatKeys.all, 'group', groupId] as const,
};

/**
 * README "Notifications": under ['notification-settings'] the user's settings (which kinds come by email
 * and by push, the muted group chats) and what an unsubscribe link turns off — apart from
 * ['notifications'], so marking a notification read does not refetch them, while an unsubscribe does
 * refresh the settings. This browser's push subscription (features/notifications/push-device.ts) has a
 * root of its own.
 */
export const notificationSettingsKeys = {
  all: ['notification-settings'] as const,
  mine: () => [...notificationSettingsKeys.all, 'mine'] as const,
  unsubscribe: (token: string) => [...notificationSettingsKeys.all, 'unsubscribe', token] as const,
};

export const pushDeviceKeys = {
  state: () => ['push-device', 'state'] as const,
};

/** README "Notifications", calendar feed: the caller's secret feed URL (features/calendar). */
export const calendarKeys = {
  feed: () => ['calendar-feed'] as const,
};
