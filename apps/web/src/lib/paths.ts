/**
 * The one registry of client paths (docs/product.md#s2-routes). Screens link with these, never with literals.
 */
export const paths = {
  home: () => '/',
  /** `next`: where to go once signed in (a same-site path; LoginScreen checks it with safeNextPath). */
  login: (next?: string) =>
    next ? `/login?next=${encodeURIComponent(next).replace(/%2F/g, '/')}` : '/login',
  /** The link of a sign-in mail (README "Signing in"). */
  emailLink: (token: string) => `/login/email/${token}`,
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  changePassword: () => '/change-password',
  profile: () => '/profile',
  createGame: () => '/create-game',
  games: () => '/games',
  viewGames: () => '/view-games',
  game: (gameId: number | string) => `/games/${gameId}`,
  editGame: (gameId: number | string) => `/edit-game/${gameId}`,
  editTeam: (gameId: number | string) => `/edit-team/${gameId}`,
  /** A recurring series: its rule, upcoming games, and for group admins edit and stop. */
  series: (seriesId: number | string) => `/series/${seriesId}`,
  createGroup: () => '/groups/create-group',
  groups: () => '/groups',
  group: (id: number | string) => `/group/${id}`,
  addMember: (id: number | string) => `/group/${id}/add-member`,
  invite: (token: string) => `/invite/${token}`,
  join: (token: string) => `/join/${token}`,
  notifications: () => '/notifications',
  notificationSettings: () => '/notification-settings',
  /** A one-tap answer link (README "Notifications"): `status` pre-selects an answer. */
  rsvpLink: (token: string, status?: string) => `/rsvp/${token}${status ? `?status=${status}` : ''}`,
  unsubscribe: (token: string) => `/unsubscribe/${token}`,
  chat: () => '/chat',
  chatGroups: () => '/chat/groups',
  chatGroup: (groupId: number | string) => `/chat/group/${groupId}`,
  chatDirect: () => '/chat/direct',
  chatDirectWith: (userId: number | string) => `/chat/direct/${userId}`,
} as const;
