/**
 * The users module's face (docs/decisions/016-module-faces-and-events.md): the user lookups other
 * modules and plugins/auth.ts (through app.ts) may use.
 */
export { findTokenHolder, findUserByEmail, findUserById, type UserRow } from './repository.ts';
