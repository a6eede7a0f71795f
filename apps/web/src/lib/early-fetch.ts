/**
 * Early GETs (the first-screen budget, bench/README.md "Web"): the entry (main.tsx) starts the API request a
 * screen makes first, before the app has even downloaded, and the fetch client (lib/api.ts) takes that answer
 * instead of asking again, so the screen's data no longer waits for the app to run. Dependency-free, to keep
 * the entry small.
 */
const early = new Map<string, { token: string; response: Promise<Response> }>();

/** The API GET each screen needs first (a route path of app/screens.ts → an API path). */
const FIRST_GET: Record<string, string> = { '/games': '/api/games' };

/** Starts the first API GET of the screen at `pathname`, if it has one, with the bearer `token`. */
export function fetchEarly(pathname: string, token: string | null): void {
  const path = FIRST_GET[pathname.replace(/(.)\/+$/, '$1')];
  if (!path || !token) return;
  const response = fetch(path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
  response.catch(() => undefined); // the fetch client reports a failure when it takes the answer
  early.set(path, { token, response });
}

/** The early answer to GET `path` made with `token`, once (later calls fetch afresh); else undefined. */
export function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const hit = early.get(path);
  early.delete(path);
  return hit && hit.token === token ? hit.response : undefined;
}
