/**
 * Early GETs (the first-screen budget, bench/README.md "Web"): the entry (main.tsx) starts the API request a
 * screen makes first, before the app has even downloaded, and the fetch client (lib/api.ts) takes that answer
 * instead of asking again, so the screen's data no longer waits for the app to run. Dependency-free, to keep
 * the entry small.
 */
const early = new Map<string, { token: string; response: Promise<Response> }>();

/** The games list's API path (its URL may gain paging parameters: the games list's query must ask the same). */
const GAMES_LIST = '/api/games';

/**
 * The API GETs a screen makes on its first render, by route (app/screens.ts): the games list with the
 * groups that decide its Create Game button, a game with its team sheet. Each regular expression
 * matches a whole pathname; its groups are the route's parameters.
 */
const FIRST_GETS: [RegExp, (...params: string[]) => string[]][] = [
  [/^\/games$/, () => [GAMES_LIST, '/api/groups/my-groups-with-admin-status']],
  [/^\/games\/(\d+)$/, (id) => [`/api/games/${id}`, `/api/games/${id}/team`]],
];

/** Starts the first API GETs of the screen at `pathname`, if it has any, with the bearer `token`. */
export function fetchEarly(pathname: string, token: string | null): void {
  if (!token) return;
  const route = pathname.replace(/(.)\/+$/, '$1');
  for (const [pattern, paths] of FIRST_GETS) {
    const match = pattern.exec(route);
    if (!match) continue;
    for (const path of paths(...match.slice(1))) {
      const response = fetch(path, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      });
      response.catch(() => undefined); // the fetch client reports a failure when it takes the answer
      early.set(path, { token, response });
    }
    return;
  }
}

/** The early answer to GET `path` made with `token`, once (later calls fetch afresh); else undefined. */
export function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const hit = early.get(path);
  early.delete(path);
  return hit && hit.token === token ? hit.response : undefined;
}
