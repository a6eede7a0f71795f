/** Providers (the language and its direction, Mantine in that language with the toasts, TanStack Query) around the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from './router.tsx';
import { queryClient } from '../lib/query-client.ts';
import { LanguageProvider } from '../i18n/LanguageProvider.tsx';
import { LocalizedMantine } from './LocalizedMantine.tsx';

/** The app: providers around the router. */
export function App() {
  return (
    <LanguageProvider>
      <LocalizedMantine>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </LocalizedMantine>
    </LanguageProvider>
  );
}
