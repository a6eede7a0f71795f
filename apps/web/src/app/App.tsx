/** Providers (the language and its direction, Mantine theme, toasts, TanStack Query) around the router. */
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, themeIn } from './theme.ts';
import { appTexts } from './i18n.ts';
import { AppRouter } from './router.tsx';
import { queryClient } from '../lib/query-client.ts';
import toastClasses from './Toasts.module.css';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';

// The toast area (a transition group, drag to dismiss) loads after the app; toasts shown earlier wait in
// Mantine's notifications store (the first-screen budget, bench/README.md "Web").
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

/** The app: providers around the router. */
export function App() {
  return (
    <LanguageProvider>
      <ThemedApp />
    </LanguageProvider>
  );
}

/**
 * Mantine with the theme in the reader's language. Never suspends (nothing above it would show): until
 * another language's 'app' words have loaded, its controls keep their English names.
 */
function ThemedApp() {
  const { t } = useTranslation(appTexts.ns, { useSuspense: false });
  const passwordToggle = t('controls.passwordToggle');
  const close = t('controls.close');
  const theme = useMemo(() => themeIn({ passwordToggle, close }), [passwordToggle, close]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* The toast area: each toast closes after 3000 ms (docs/product.md#s2, #s9); under the header on a
          phone, bottom right on a wider screen, never over the header (Toasts.module.css). */}
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={3000} limit={4} className={toastClasses.toasts} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>
  );
}
