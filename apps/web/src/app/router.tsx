/**
 * The client router: every route of the screen table (screens.ts), each screen loaded lazily from its
 * feature folder, in the common Layout. Routes under <RequireAuth> send a visitor to /login.
 */
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { screens, type Screen } from './screens.ts';
import { sessionExpired, useSession } from '../lib/session.ts';
import { setSessionExpiredHandler } from '../lib/api.ts';

const route = (s: Screen): RouteObject => ({
  path: s.path,
  lazy: async () => ({ Component: (await s.load()).default }),
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
      ...screens.filter((s) => !s.signedIn).map(route),
      {
        element: <RequireAuth />,
        children: screens.filter((s) => s.signedIn).map(route),
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);

setSessionExpiredHandler(() => router.navigate('/login?sessionExpired=true', { replace: true }));
