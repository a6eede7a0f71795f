/**
 * The client router: every route of the screen table (screens.ts), each screen loaded lazily from its
 * feature folder, in the common Layout. Routes under <RequireAuth> send a visitor to /login.
 *
 * React Router's declarative mode (<BrowserRouter> and <Routes>), not its data router: the app uses no
 * loaders, actions or fetchers, and the data router costs the first screen 16 KB of gzipped JavaScript
 * more (bench/README.md "Web"). The screens are React.lazy components under one Suspense boundary
 * around the whole frame, so the first page shows (header and screen together, as before) once its
 * screen has loaded; BrowserRouter makes every navigation a transition, so the screen being left stays
 * on show until the next one has loaded.
 */
import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useNavigate,
  type NavigateOptions,
} from 'react-router';
import { Layout } from './Layout.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { screens, type Screen } from './screens.ts';
import { sessionExpired, useSession } from '../lib/session.ts';
import { setSessionExpiredHandler } from '../lib/api.ts';
import './session-push.ts';

/** Each screen's lazy component, made once (a new lazy() per render would load it again). */
const components = new Map<Screen, ComponentType>(screens.map((s) => [s, lazy(s.load)]));

const route = (s: Screen) => {
  const Component = components.get(s)!;
  return <Route key={s.path} path={s.path} element={<Component />} />;
};

function RequireAuth() {
  const session = useSession();
  if (session) return <Outlet />;
  return <Navigate to={sessionExpired() ? '/login?sessionExpired=true' : '/login'} replace />;
}

/** The mounted router's navigate function, for navigations started outside React (see `router`). */
let mountedNavigate: ((to: string, options?: NavigateOptions) => void) | null = null;

function NavigateFromOutside() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    mountedNavigate = (to, options) => void navigate(to, options);
    return () => {
      mountedNavigate = null;
    };
  }, [navigate]);
  return null;
}

/** The app's routes in the browser's history (app/App.tsx renders it inside the providers). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigateFromOutside />
      <Suspense fallback={null}>
        <Routes>
          <Route element={<Layout />}>
            {screens.filter((s) => !s.signedIn).map(route)}
            <Route element={<RequireAuth />}>{screens.filter((s) => s.signedIn).map(route)}</Route>
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

/**
 * Navigation from outside React (the fetch client's session-expired handler, tests): through the
 * mounted router, or, before the app has mounted, straight in the browser's history, which the router
 * reads when it mounts.
 */
export const router = {
  navigate(to: string, options: NavigateOptions = {}): void {
    if (mountedNavigate) mountedNavigate(to, options);
    else if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
  },
};

setSessionExpiredHandler(() => router.navigate('/login?sessionExpired=true', { replace: true }));
