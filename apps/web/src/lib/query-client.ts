/**
 * The TanStack Query client: no retries for 4xx (the answer will not change), one for the rest.
 *
 * Offline (beside docs/product.md#s8): mutations keep TanStack's default networkMode 'online', so one made
 * while the browser is offline waits (isPaused, still pending) and is sent when the connection is back: the
 * client's mount resumes paused mutations on onlineManager's "online". onlineManager follows the
 * window's online / offline events; a page opened offline starts offline here too.
 *
 * Queries are 'offlineFirst': offline they still ask once, because the service worker (src/sw.ts) may
 * answer from what it kept (the games list, a game, its team sheet: README "Notifications", installable
 * app); a query it cannot answer waits (paused) and runs when the connection is back, as before.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'offlineFirst',
      staleTime: 10_000,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
    },
  },
});
