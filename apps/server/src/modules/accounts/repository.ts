/**
 * The accounts module's Drizzle queries on `users`, `password_resets` (token hashes only) and the user's
 * group ids for account deletion.
 * Emails are stored as typed (trimmed) and compared lower-case, matching the unique index on lower(email).
 */
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groupMembers, passwordResets, users } from '../../db/schema.ts';

import type { UserRow } from '../users/index.ts';

export type { UserRow };
export type NewUser = Pick<
  typeof users.$inferInsert,
  'name' | 'surname' | 'email' | 'mobile' | 'passwordHash'
>;
export type ProfileFields = Pick<UserRow, 'name' | 'surname' | 'email' | 'mobile'> &
  Partial<Pick<UserRow, 'requireInvite' | 'language'>>;

const sameEmail = (email: string): SQL => sql`lower(${users.email}) = lower(${email})`;

/** Which of `email` / `mobile` another account (not `exceptId`) already uses. */
export async function findTaken(
  db: Executor,
  fields: { email: string; mobile: string },
  exceptId?: number,
): Promise<{ email: boolean; mobile: boolean }> {
  const others = (cond: SQL) => (exceptId === undefined ? cond : and(cond, ne(users.id, exceptId))!);
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(others(sameEmail(fields.email)))
    .limit(1);
  const [byMobile] = await db
    .select({ id: users.id })
    .from(users)
    .where(others(eq(users.mobile, fields.mobile)))
    .limit(1);
  return { email: !!byEmail, mobile: !!byMobile };
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/**
 * Writes the profile fields. With `revokeTokens` it also bumps token_version (every earlier sign-in token
 * stops working), and only while the password hash is still `expectedHash`: a password changed since the
 * caller checked it gives null, like a user that is gone.
 */
export async function updateProfile(
  db: Executor,
  id: number,
  fields: ProfileFields,
  revoke?: { expectedHash: string },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(revoke ? { ...fields, tokenVersion: sql`${users.tokenVersion} + 1` } : fields)
    .where(revoke ? and(eq(users.id, id), eq(users.passwordHash, revoke.expectedHash)) : eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Bumps token_version, revoking every earlier sign-in token of the user; null when the user is gone. */
export async function revokeTokens(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * Sets a new password hash and bumps token_version (revoking every earlier token), but only if the hash
 * is still `expectedHash`: a concurrent change wins once, the other gets null.
 */
export async function replacePassword(
  db: Executor,
  id: number,
  expectedHash: string,
  newHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash: newHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.passwordHash, expectedHash)))
    .returning();
  return row ?? null;
}

/**
 * Locks the user's row for the rest of the transaction; null when it is gone. NO KEY UPDATE, not
 * UPDATE: an RSVP transaction that holds a game lock takes KEY SHARE on the user row through its
 * foreign key, and a full lock here would deadlock with it while removeMembership waits for that game.
 */
export async function lockUser(db: Executor, id: number): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return row ?? null;
}

/** Ids of the groups the user belongs to, oldest membership first. */
export async function groupIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    // Id order: every transaction that locks several groups takes them in the same order (no deadlock).
    .orderBy(groupMembers.groupId);
  return rows.map((r) => r.groupId);
}

/** Deletes the user row; the schema's foreign keys cascade personal rows and null authorship. */
export async function deleteUser(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/**
 * Stores a new reset token for the user and deletes their earlier unused ones: only the newest link
 * works.
 */
export async function replaceReset(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(values);
}

/** The reset with this token hash and its user's email, whatever its state; null when unknown. */
export async function findReset(
  db: Executor,
  tokenHash: string,
): Promise<(PasswordResetRow & { email: string }) | null> {
  const [row] = await db
    .select({ reset: passwordResets, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row ? { ...row.reset, email: row.email } : null;
}

/**
 * Marks the reset used if it still is unused and unexpired, in one conditional UPDATE: of concurrent
 * uses of one link exactly one succeeds (true); the others get false.
 */
export async function useReset(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Deletes every unused reset of the user (after a successful reset, the other links stop working). */
export async function deleteOpenResets(db: Executor, userId: number): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Sets a new password hash and bumps token_version, revoking every earlier sign-in token. */
export async function setPassword(db: Executor, id: number, passwordHash: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
