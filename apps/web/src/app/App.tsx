/** Providers (the language and its direction, Mantine theme, toasts, TanStack Query) around the router. */
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';
import { AppRouter } from './router.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ToastArea } from './ToastArea.tsx';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';

/** The app: providers around the router. */
export function App() {
  return (
    <LanguageProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        {/* The toast area (ToastArea.tsx), loaded after the app. */}
        <Suspense fallback={null}>
          <ToastArea />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </MantineProvider>
    </LanguageProvider>
  );
}
