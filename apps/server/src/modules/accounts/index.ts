/**
 * The accounts module's face (docs/decisions/016-module-faces-and-events.md): what app.ts and other modules
 * may use. Everything else in this folder is private to it (eslint.config.js).
 */
export { default as accountsRoutes } from './routes.ts';
/** How every way of signing in counts its attempts and answers its user (POST /api/login/passkey uses them). */
export { countedAttemptOn } from './login-attempts.ts';
export { sessionUser } from './session-user.ts';
