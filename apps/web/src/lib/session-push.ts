/**
 * What the session asks of this browser's Web Push (README "Security": pushes stop with the session),
 * without features/accounts importing features/notifications: app/session-push.ts registers the
 * notifications feature's functions here, as app/router.tsx registers the expired-session handler.
 *
 * - `forgetThisDevice()`: Logout's call before the token is forgotten; the server stops pushing to this
 *   browser. Resolves once done or given up, never rejects.
 * - `keepThisDevice()`: after sign out everywhere, a password or an email change (the server deleted
 *   every subscription of the account and kept this session with a fresh token); this browser's
 *   subscription is posted again. Returns at once; never throws.
 * Until something is registered (a test that renders no app), both do nothing.
 */
export type SessionPushHooks = { forget(): Promise<void>; keep(): void };

let hooks: SessionPushHooks = { forget: () => Promise.resolve(), keep: () => undefined };

/** Registers what `forgetThisDevice` and `keepThisDevice` do (app/session-push.ts). */
export function setSessionPushHooks(next: SessionPushHooks): void {
  hooks = next;
}

/** Logout: stop the pushes to this browser (see the module comment). */
export function forgetThisDevice(): Promise<void> {
  return hooks.forget();
}

/** A session kept with a fresh token: this browser's pushes go on (see the module comment). */
export function keepThisDevice(): void {
  hooks.keep();
}
