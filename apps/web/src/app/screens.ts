/**
 * Every client route of spec §2 that has landed and the screen module it shows, loaded lazily. This
 * table has no dependency (no React, no router), so the small entry (main.tsx) can start loading the
 * current route's screen at once, in parallel with the app itself (issue #6); router.tsx builds the
 * routes from it. `signedIn` routes sit under <RequireAuth>.
 */
export type ScreenModule = { default: React.ComponentType };

/** A route pattern (React Router syntax: `/games/:gameId`), its screen, and whether it needs a session. */
export type Screen = { path: string; load: () => Promise<ScreenModule>; signedIn: boolean };

const open = (path: string, load: Screen['load']): Screen => ({ path, load, signedIn: false });
const signedIn = (path: string, load: Screen['load']): Screen => ({ path, load, signedIn: true });

export const screens: Screen[] = [
  open('/', () => import('./HomeScreen.tsx')),
  open('/login', () => import('../features/accounts/LoginScreen.tsx')),
  open('/signup', () => import('../features/accounts/SignupScreen.tsx')),
  open('/forgot-password', () => import('../features/accounts/ForgotPasswordScreen.tsx')),
  open('/reset-password', () => import('../features/accounts/ResetPasswordScreen.tsx')),
  open('/invite/:token', () => import('../features/invites/InviteScreen.tsx')),
  signedIn('/profile', () => import('../features/accounts/ProfileScreen.tsx')),
  signedIn('/change-password', () => import('../features/accounts/ChangePasswordScreen.tsx')),
  signedIn('/groups', () => import('../features/groups/MyGroupsScreen.tsx')),
  signedIn('/groups/create-group', () => import('../features/groups/CreateGroupScreen.tsx')),
  signedIn('/group/:id', () => import('../features/groups/GroupDetailScreen.tsx')),
  signedIn('/group/:id/add-member', () => import('../features/groups/AddMemberScreen.tsx')),
  signedIn('/create-game', () => import('../features/games/CreateGameScreen.tsx')),
  signedIn('/games', () => import('../features/games/GamesScreen.tsx')),
  signedIn('/view-games', () => import('../features/games/ViewGamesScreen.tsx')),
  signedIn('/games/:gameId', () => import('../features/games/GameDetailScreen.tsx')),
  signedIn('/edit-game/:gameId', () => import('../features/games/EditGameScreen.tsx')),
  signedIn('/games/:gameId/edit', () => import('../features/games/EditGameScreen.tsx')),
  signedIn('/chat', () => import('../features/chat/ChatScreen.tsx')),
  signedIn('/chat/groups', () => import('../features/chat/ChatGroupsScreen.tsx')),
  signedIn('/chat/groups/:groupId', () => import('../features/chat/GroupChatScreen.tsx')),
  signedIn('/chat/group/:groupId', () => import('../features/chat/GroupChatScreen.tsx')),
  signedIn('/chat/direct', () => import('../features/chat/DirectPickerScreen.tsx')),
  signedIn('/chat/direct/:userId', () => import('../features/chat/DirectChatScreen.tsx')),
  signedIn('/chat/:chatId', () => import('../features/chat/GroupChatScreen.tsx')),
  signedIn('/edit-team/:gameId', () => import('../features/games/EditTeamScreen.tsx')),
  signedIn('/games/:gameId/edit-team', () => import('../features/games/EditTeamScreen.tsx')),
  signedIn('/notifications', () => import('../features/notifications/NotificationsScreen.tsx')),
];

/** Whether `pathname` matches a route pattern of the table (static segments, `:param` segments). */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return got.length === 1;
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
  );
}

/**
 * Starts loading the screen of `pathname` (the first matching route, static segments before `:param`
 * ones as React Router ranks them) so that it arrives with the app instead of after it. The router's
 * lazy route later imports the same module and gets it at once. A signed-in screen is only fetched with
 * a token (without one the router sends the visitor to /login). Errors are left to the router's import.
 */
export function preloadScreen(pathname: string, hasToken: boolean): void {
  const candidates = screens.filter((s) => matches(s.path, pathname) && (hasToken || !s.signedIn));
  const best = candidates.find((s) => !s.path.includes(':')) ?? candidates[0];
  best?.load().catch(() => undefined);
}
