/**
 * The Drizzle queries of sign-in by email (email-sign-in.ts; README "Signing in") on
 * `login_email_requests`: one row per account at most (a new request replaces it), holding only hashes.
 * Emails compare lower-case, as the unique index on lower(users.email) does.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginEmailRequests, users } from '../../db/schema.ts';
import type { UserRow } from '../users/index.ts';

export type LoginEmailRequestRow = typeof loginEmailRequests.$inferSelect;

/** The stored half of a request: the hashes and when it stops working. */
export type NewLoginEmailRequest = {
  userId: number;
  codeHash: string;
  linkHash: string;
  bindingHash: string;
  createdAt: Date;
  expiresAt: Date;
};

/** Stores the user's request, replacing any earlier one of theirs (used, open or dead alike). */
export async function replaceRequest(db: Executor, values: NewLoginEmailRequest): Promise<void> {
  const fresh = { ...values, wrongCodes: 0, usedAt: null };
  await db
    .insert(loginEmailRequests)
    .values(fresh)
    .onConflictDoUpdate({ target: loginEmailRequests.userId, set: fresh });
}

/**
 * The request of the account with this email (any letter case) and its user, or null: one statement
 * whether or not the account exists (a code check does the same work for both).
 */
export async function findByEmail(
  db: Executor,
  email: string,
): Promise<{ request: LoginEmailRequestRow; user: UserRow } | null> {
  const [row] = await db
    .select({ request: loginEmailRequests, user: users })
    .from(loginEmailRequests)
    .innerJoin(users, eq(users.id, loginEmailRequests.userId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

/** The request whose link secret hashes to `linkHash`, and its user; null when there is none. */
export async function findByLink(
  db: Executor,
  linkHash: string,
): Promise<{ request: LoginEmailRequestRow; user: UserRow } | null> {
  const [row] = await db
    .select({ request: loginEmailRequests, user: users })
    .from(loginEmailRequests)
    .innerJoin(users, eq(users.id, loginEmailRequests.userId))
    .where(eq(loginEmailRequests.linkHash, linkHash));
  return row ?? null;
}

/**
 * Counts a wrong code against the open request of the account with this email: one statement whether
 * or not there is one (it then updates nothing).
 */
export async function countWrongCode(db: Executor, email: string): Promise<void> {
  await db
    .update(loginEmailRequests)
    .set({ wrongCodes: sql`least(${loginEmailRequests.wrongCodes} + 1, 32767)` })
    .where(
      and(
        isNull(loginEmailRequests.usedAt),
        sql`${loginEmailRequests.userId} = (select ${users.id} from ${users} where lower(${users.email}) = lower(${email}))`,
      ),
    );
}

/**
 * Marks the request used if it still is unused, unexpired at `now` (the app clock) and under
 * `maxWrongCodes`, in one conditional UPDATE: of concurrent uses exactly one succeeds (true).
 */
export async function useRequest(
  db: Executor,
  id: number,
  now: Date,
  maxWrongCodes: number,
): Promise<boolean> {
  const rows = await db
    .update(loginEmailRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginEmailRequests.id, id),
        isNull(loginEmailRequests.usedAt),
        gt(loginEmailRequests.expiresAt, now),
        sql`${loginEmailRequests.wrongCodes} < ${maxWrongCodes}`,
      ),
    )
    .returning({ id: loginEmailRequests.id });
  return rows.length > 0;
}

/** Deletes the user's request, whatever its state: its code and link stop working. */
export async function deleteRequestsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(loginEmailRequests).where(eq(loginEmailRequests.userId, userId));
}
