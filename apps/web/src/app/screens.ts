/**
 * Every client route of docs/product.md#s2 that has landed and the screen module it shows, loaded lazily. The
 * small entry (main.tsx) starts loading the current route's screen from this table at once, in parallel
 * with the app itself; router.tsx builds the routes from it. `signedIn` routes sit under <RequireAuth>.
 * Dependency-free (no React Router), so the entry does not have to wait for the app chunk before it
 * can ask for the screen (bench/README.md "Web").
 */

export type ScreenModule = { default: React.ComponentType };

/** A route pattern (React Router syntax: `/games/:gameId`), its screen, and whether it needs a session. */
export type Screen = { path: string; load: () => Promise<ScreenModule>; signedIn: boolean };

const open = (path: string, load: Screen['load']): Screen => ({ path, load, signedIn: false });
const signedIn = (path: string, load: Screen['load']): Screen => ({ path, load, signedIn: true });

export const screens: Screen[] = [
  open('/', () => import('./HomeScreen.tsx')),
  open('/login', () => import('../features/accounts/LoginScreen.tsx')),
  open('/login/email/:token', () => import('../features/accounts/EmailLinkScreen.tsx')),
  open('/signup', () => import('../features/accounts/SignupScreen.tsx')),
  open('/forgot-password', () => import('../features/accounts/ForgotPasswordScreen.tsx')),
  open('/reset-password', () => import('../features/accounts/ResetPasswordScreen.tsx')),
  open('/invite/:token', () => import('../features/invites/InviteScreen.tsx')),
  open('/join/:token', () => import('../features/invites/JoinLinkScreen.tsx')),
  open('/offer/:token', () => import('../features/rsvp-links/OfferLinkScreen.tsx')),
  open('/unsubscribe/:token', () => import('../features/notifications/UnsubscribeScreen.tsx')),
  signedIn('/profile', () => import('../features/accounts/ProfileScreen.tsx')),
  signedIn('/change-password', () => import('../features/accounts/ChangePasswordScreen.tsx')),
  signedIn('/groups', () => import('../features/groups/MyGroupsScreen.tsx')),
  signedIn('/groups/create-group', () => import('../features/groups/CreateGroupScreen.tsx')),
  signedIn('/group/:id', () => import('./GroupRoute.tsx')),
  signedIn('/group/:id/add-member', () => import('../features/groups/AddMemberScreen.tsx')),
  signedIn('/create-game', () => import('../features/games/CreateGameScreen.tsx')),
  signedIn('/games', () => import('./GamesRoute.tsx')),
  signedIn('/view-games', () => import('../features/games/ViewGamesScreen.tsx')),
  signedIn('/games/:gameId', () => import('./GameRoute.tsx')),
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
  signedIn('/series/:id', () => import('../features/series/SeriesScreen.tsx')),
  signedIn('/notifications', () => import('../features/notifications/NotificationsScreen.tsx')),
  signedIn(
    '/notification-settings',
    () => import('../features/notifications/NotificationSettingsScreen.tsx'),
  ),
];

/**
 * The screen of `screens` whose path matches `pathname` the way React Router ranks them: same number of
 * segments, each static segment equal (case-insensitive), each `:param` any non-empty segment; the
 * most static segments win (`/chat/groups` before `/chat/:chatId`), then the first in the table.
 */
export function matchScreen<S extends Pick<Screen, 'path'>>(
  candidates: S[],
  pathname: string,
): S | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  let best: S | undefined;
  let bestStatic = -1;
  for (const screen of candidates) {
    const parts = screen.path.toLowerCase().split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    let statics = 0;
    const fits = parts.every((part, i) => {
      if (part.startsWith(':')) return true;
      statics += 1;
      return part === segments[i];
    });
    if (fits && statics > bestStatic) {
      best = screen;
      bestStatic = statics;
    }
  }
  return best;
}

/**
 * Starts loading the screen of `pathname` (the route React Router will match, matchScreen) so that it
 * arrives with the app instead of after it. The router's lazy route later imports the same module and
 * gets it at once. A signed-in screen is only fetched with a token (without one the router sends the
 * visitor to /login). A wrong guess only costs a download; errors are left to the router's import.
 */
export function preloadScreen(pathname: string, hasToken: boolean): void {
  const reachable = screens.filter((s) => hasToken || !s.signedIn);
  matchScreen(reachable, pathname)
    ?.load()
    .catch(() => undefined);
}
