/** Providers (Mantine theme, toasts, TanStack Query) around the router. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from './theme.ts';
import { router } from './router.tsx';
import { queryClient } from '../lib/query-client.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* The toast area: top right, each toast closes after 3000 ms (spec §2, §9). */}
      <Notifications position="top-right" autoClose={3000} limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
