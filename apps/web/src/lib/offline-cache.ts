/**
 * What the service worker (src/sw.ts) keeps of the API for reading offline (README "Notifications",
 * installable app), shared by the worker and the page: the Cache Storage name and the GETs it keeps —
 * the games list, a game, its team sheet, the game's series line and the user's groups (the games
 * screen's create button) — and the sign-out step that throws them away. Dependency-free: the worker
 * and the app's session code both import it.
 *
 * The kept answers are one person's: the cache is keyed by URL, not by the bearer token, so it must not
 * outlive the session. Every sign-out (lib/session.ts signOut: logout, expired session, deleted
 * account) and a sign-in as someone else empties it; that is enough, since the worker only answers from
 * it when the network fails and a signed-out visitor's screens make no API calls.
 */

/** The Cache Storage name of the API answers kept for reading offline. */
export const API_CACHE = 'turnout-api';

/** API GETs kept for offline reading (pathnames; the query string must be empty). */
const OFFLINE_READABLE: RegExp[] = [
  /^\/api\/games$/,
  /^\/api\/games\/\d+$/,
  /^\/api\/games\/\d+\/team$/,
  /^\/api\/game-series\/\d+$/,
  /^\/api\/groups\/my-groups-with-admin-status$/,
];

/** True for a same-origin GET of `url` whose answer the worker keeps for reading offline. */
export function keptForOffline(url: URL, origin: string, method: string): boolean {
  return (
    method === 'GET' &&
    url.origin === origin &&
    url.search === '' &&
    OFFLINE_READABLE.some((re) => re.test(url.pathname))
  );
}

/** Deletes the kept API answers (no-op where Cache Storage does not exist; failures are ignored). */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE);
  } catch {
    // A browser that refuses storage access (private mode) has kept nothing either.
  }
}
