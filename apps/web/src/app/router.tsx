/**
 * Every client route of spec §2 that has landed, each screen loaded lazily from its feature folder.
 * Routes under <RequireAuth> send a visitor to /login.
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { sessionExpired, useSession } from '../lib/session.ts';
import { setSessionExpiredHandler } from '../lib/api.ts';

type ScreenModule = { default: React.ComponentType };
const screen = (load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

function RequireAuth() {
  const session = useSession();
  if (session) return <Outlet />;
  return <Navigate to={sessionExpired() ? '/login?sessionExpired=true' : '/login'} replace />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', ...screen(() => import('../features/accounts/HomeScreen.tsx')) },
      { path: '/login', ...screen(() => import('../features/accounts/LoginScreen.tsx')) },
      { path: '/signup', ...screen(() => import('../features/accounts/SignupScreen.tsx')) },
      { path: '/forgot-password', ...screen(() => import('../features/accounts/ForgotPasswordScreen.tsx')) },
      { path: '/reset-password', ...screen(() => import('../features/accounts/ResetPasswordScreen.tsx')) },
      { path: '/invite/:token', ...screen(() => import('../features/invites/InviteScreen.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profile', ...screen(() => import('../features/accounts/ProfileScreen.tsx')) },
          { path: '/change-password', ...screen(() => import('../features/accounts/ChangePasswordScreen.tsx')) },
          { path: '/groups', ...screen(() => import('../features/groups/MyGroupsScreen.tsx')) },
          { path: '/groups/create-group', ...screen(() => import('../features/groups/CreateGroupScreen.tsx')) },
          { path: '/group/:id', ...screen(() => import('../features/groups/GroupDetailScreen.tsx')) },
          { path: '/group/:id/add-member', ...screen(() => import('../features/groups/AddMemberScreen.tsx')) },
          { path: '/create-game', ...screen(() => import('../features/games/CreateGameScreen.tsx')) },
          { path: '/games', ...screen(() => import('../features/games/GamesScreen.tsx')) },
          { path: '/view-games', ...screen(() => import('../features/games/ViewGamesScreen.tsx')) },
          { path: '/games/:gameId', ...screen(() => import('../features/games/GameDetailScreen.tsx')) },
          { path: '/edit-game/:gameId', ...screen(() => import('../features/games/EditGameScreen.tsx')) },
          { path: '/games/:gameId/edit', ...screen(() => import('../features/games/EditGameScreen.tsx')) },
          { path: '/chat', ...screen(() => import('../features/chat/ChatScreen.tsx')) },
          { path: '/chat/groups', ...screen(() => import('../features/chat/ChatGroupsScreen.tsx')) },
          { path: '/chat/groups/:groupId', ...screen(() => import('../features/chat/GroupChatScreen.tsx')) },
          { path: '/chat/group/:groupId', ...screen(() => import('../features/chat/GroupChatScreen.tsx')) },
          { path: '/chat/direct', ...screen(() => import('../features/chat/DirectPickerScreen.tsx')) },
          { path: '/chat/direct/:userId', ...screen(() => import('../features/chat/DirectChatScreen.tsx')) },
          { path: '/chat/:chatId', ...screen(() => import('../features/chat/GroupChatScreen.tsx')) },
          { path: '/edit-team/:gameId', ...screen(() => import('../features/games/EditTeamScreen.tsx')) },
          { path: '/games/:gameId/edit-team', ...screen(() => import('../features/games/EditTeamScreen.tsx')) },
          { path: '/notifications', ...screen(() => import('../features/notifications/NotificationsScreen.tsx')) },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);

setSessionExpiredHandler(() => router.navigate('/login?sessionExpired=true', { replace: true }));
