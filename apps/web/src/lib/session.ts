/**
 * The signed-in session, kept in local storage (spec §3, §9): `authToken` (the JWT) and `currentUser`
 * ({ id, name, email, isAdmin }, copied from the token at login). Signed in = authToken present.
 * Logout removes authToken only (spec §4: currentUser is kept). `useSession()` re-renders on change,
 * in this tab and in others.
 */
import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { CURRENT_USER_KEY, TOKEN_KEY } from './session-keys.ts';

export type SessionUser = { id: number; name: string; surname: string; email: string; is_admin: boolean };
export type Session = { token: string; user: SessionUser } | null;

const listeners = new Set<() => void>();
let cached: { token: string | null; session: Session } = { token: null, session: null };

function decode(token: string): SessionUser | null {
  try {
    const p = jwtDecode<Partial<SessionUser>>(token);
    if (typeof p.id !== 'number') return null;
    return { id: p.id, name: p.name ?? '', surname: p.surname ?? '', email: p.email ?? '', is_admin: !!p.is_admin };
  } catch {
    return null; // an undecodable token is ignored (spec §8)
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

/** Stores a fresh token (login, password change) and the currentUser copied from it. */
export function signIn(token: string) {
  expired = false;
  localStorage.setItem(TOKEN_KEY, token);
  const user = decode(token);
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
 * remembering whether the session expired so that any guard sending the user to /login says so.
 */
export function signOut(options: { expired?: boolean } = {}) {
  expired = options.expired ?? false;
  localStorage.removeItem(TOKEN_KEY);
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
