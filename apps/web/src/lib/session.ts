/**
 * The signed-in session, kept in local storage (docs/product.md#s3, #s9): `authToken` (the JWT) and
 * `currentUser` ({ id, name, email, isAdmin }, copied from the token at login). Signed in = authToken
 * present. Logout removes authToken only (docs/product.md#s4: currentUser is kept). `useSession()` re-renders
 * on change, in this tab and in others.
 */
import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { CURRENT_USER_KEY, TOKEN_KEY } from './session-keys.ts';
import { clearApiCache } from './offline-cache.ts';

export type SessionUser = { id: number; name: string; surname: string; email: string; is_admin: boolean };
export type Session = { token: string; user: SessionUser } | null;

const listeners = new Set<() => void>();
let cached: { token: string | null; session: Session } = { token: null, session: null };

function decode(token: string): SessionUser | null {
  try {
    const p = jwtDecode<Partial<SessionUser>>(token);
    if (typeof p.id !== 'number') return null;
    return {
      id: p.id,
      name: p.name ?? '',
      surname: p.surname ?? '',
      email: p.email ?? '',
      is_admin: !!p.is_admin,
    };
  } catch {
    return null; // an undecodable token is ignored (docs/product.md#s8)
  }
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getSession(): Session {
  const token = getToken();
  if (token !== cached.token) {
    const user = token ? decode(token) : null;
    cached = { token, session: token && user ? { token, user } : null };
  }
  return cached.session;
}

function emit() {
  for (const l of listeners) l();
}

/** The id in the stored currentUser, or null. */
function storedUserId(): number | null {
  try {
    const id = (JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Stores a fresh token (login, password change) and the currentUser copied from it. Someone else
 * signing in on this device empties the service worker's kept API answers (lib/offline-cache.ts).
 */
export function signIn(token: string) {
  expired = false;
  const user = decode(token);
  if (user && user.id !== storedUserId()) void clearApiCache();
  localStorage.setItem(TOKEN_KEY, token);
  if (user) {
    localStorage.setItem(
      CURRENT_USER_KEY,
      JSON.stringify({ id: user.id, name: user.name, email: user.email, isAdmin: user.is_admin }),
    );
  }
  emit();
}

let expired = false;

/**
 * Removes authToken (logout, deleted account; `{ expired: true }` when the server refused the token),
 * remembering whether the session expired so that any guard sending the user to /login says so, and
 * deletes the API answers the service worker kept for reading offline (lib/offline-cache.ts), so the
 * next person on this device sees nothing of this one's games.
 */
export function signOut(options: { expired?: boolean } = {}) {
  expired = options.expired ?? false;
  localStorage.removeItem(TOKEN_KEY);
  void clearApiCache();
  emit();
}

/** True when the last sign-out was an expired or revoked session (until the next sign-in). */
export function sessionExpired(): boolean {
  return expired;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === TOKEN_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}
