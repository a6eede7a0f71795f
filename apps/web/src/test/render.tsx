/**
 * Renders a piece of the web app the way the app shows it (app/App.tsx): Mantine with the app's theme
 * (env="test": no transitions or portals, so a dropdown is in place at once), the toast area,
 * TanStack Query (a fresh client per render, no retries) and a router, here a MemoryRouter at `route`
 * with the element mounted on `path` (`state`, when given, is the navigation's state). Other routes show
 * where the user went ("At /login?…"), so a test can see a navigation. Returns Testing Library's view,
 * a `user` (user-event) and the query client.
 */
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

export function renderInApp(
  ui: ReactElement,
  { route = '/', path = '/', state }: { route?: string; path?: string; state?: unknown } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null });
  const Providers = ({ children }: { children: ReactNode }) => (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env="test"
    >
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>
          {children}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  const routes = (element: ReactElement) => (
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
  const view = render(routes(ui), { wrapper: Providers });
  /** Renders `next` in place of the element, keeping the providers, the route and the query cache. */
  const rerender = (next: ReactElement) => view.rerender(routes(next));
  return { ...view, rerender, user, queryClient };
}
