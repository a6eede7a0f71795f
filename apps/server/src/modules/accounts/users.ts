/**
 * Accounts as the other features and plugins read them (invites, plugins/auth.ts): a user by id or by
 * email, and what a sign-in token is checked against. No rules here; the queries are ./repository.ts's,
 * and other features call these, never the repository.
 */
import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';

export type { UserRow } from './repository.ts';

/** The user with this id, or null. */
export function findUserById(db: Executor, id: number): Promise<repo.UserRow | null> {
  return repo.findUserById(db, id);
}

/** The user whose email matches case-insensitively, or null. */
export function findUserByEmail(db: Executor, email: string): Promise<repo.UserRow | null> {
  return repo.findUserByEmail(db, email);
}

/**
 * What a sign-in token is checked against on every authenticated request (docs/product.md#s3-sign-in-token):
 * the user's current token_version and site admin flag, or null when the user is gone. One prepared
 * query.
 */
export function findTokenHolder(
  db: Executor,
  id: number,
): Promise<{ tokenVersion: number; isSiteAdmin: boolean } | null> {
  return repo.findTokenHolder(db, id);
}
