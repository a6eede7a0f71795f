/**
 * The fetch client of the web app. `api(path, { method, body })` sends JSON with the bearer token from
 * authToken and resolves with the parsed JSON body, or rejects with an ApiError whose message is the
 * server's sentence (`error` field), "Network Error" when the request never got an answer, or
 * "Request failed with status code N" (docs/product.md#s8-http-client).
 *
 * A 401 means the session is over (docs/design.md#api): the token is cleared and the app goes to
 * /login?sessionExpired=true. A 403 keeps the user signed in; the screen shows the refusal.
 * `bearer: false` is for the open token links (README "Notifications": /unsubscribe/{token}): the call
 * carries no session, so its 401 (a tampered link) says nothing about the session and signs no one out.
 */
import { takeEarly } from './early-fetch.ts';
import { signOut, getToken } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onSessionExpired: () => void | Promise<void> = () => {
  window.location.assign('/login?sessionExpired=true');
};
/** The router registers a client-side navigation for expired sessions. */
export function setSessionExpiredHandler(handler: () => void | Promise<void>) {
  onSessionExpired = handler;
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** false: send no bearer token (a call authorised by a token in its path). */
  bearer?: boolean;
  /**
   * false: a 401 only rejects, signing no one out and going nowhere (Logout's own last call, made while
   * the session ends anyway: lib/session-push.ts forgetThisDevice).
   */
  endSessionOn401?: boolean;
};

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.bearer === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The server's sentences (refusals, confirmations) in the app's language, which <html lang> holds
  // (i18n/languages.ts applyDocumentLanguage; README "Languages"), not the browser's.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['accept-language'] = language;
  let res: Response;
  try {
    // A GET the entry already started (lib/early-fetch.ts) is answered from there.
    const early = (options.method ?? 'GET') === 'GET' ? takeEarly(path, token) : undefined;
    res = await (early ??
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network Error');
  }
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (res.ok) return data as T;
  const body = (data ?? {}) as { error?: unknown; message?: unknown; code?: unknown };
  const message =
    typeof body.error === 'string'
      ? body.error
      : typeof body.message === 'string'
        ? body.message
        : `Request failed with status code ${res.status}`;
  if (res.status === 401 && token && options.endSessionOn401 !== false) {
    signOut({ expired: true });
    await onSessionExpired();
  }
  throw new ApiError(res.status, message, typeof body.code === 'string' ? body.code : undefined, data);
}

/** The message to show for a failed call: the server's sentence when it gave one, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status !== 0 && err.status < 500 && err.message) return err.message;
  return fallback;
}
