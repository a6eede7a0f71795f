/**
 * The users module's queries: a user by id or by email, and what a sign-in token is checked against.
 * The accounts module owns the rules of an account; these lookups sit below every module that needs
 * them (accounts, invites) and are handed to plugins/auth.ts by app.ts
 * (docs/decisions/016-module-faces-and-events.md). Emails compare lower-case, matching the unique index
 * on lower(email).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string): SQL => sql`lower(${users.email}) = lower(${email})`;

/** The user with this id, or null. */
export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The user's token_version and site admin flag (users.is_admin), or null when the user is gone: what
 * plugins/auth.ts checks a sign-in token against on every request. One prepared query.
 */
export async function findTokenHolder(
  db: Executor,
  id: number,
): Promise<{ tokenVersion: number; isSiteAdmin: boolean } | null> {
  const [row] = await prepared(db, 'auth_user', (d) =>
    d
      .select({ tokenVersion: users.tokenVersion, isSiteAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('auth_user'),
  ).execute({ id });
  return row ?? null;
}

/** The user whose email matches case-insensitively, or null. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sameEmail(email));
  return row ?? null;
}
