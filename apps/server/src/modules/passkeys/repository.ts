/**
 * The passkeys module's Drizzle queries on `passkeys` and `webauthn_challenges` (schema.ts). Times that
 * rules compare (a challenge's expiry, a passkey's last use) come from the app clock through the caller.
 */
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

/** The user's passkeys, oldest first. */
export async function passkeysOf(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

/** The passkey with this credential id (base64url), whoever's; null when unknown. */
export async function findByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export async function insertPasskey(db: Executor, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/**
 * Stores the counter the authenticator reported and the time of this sign-in, only while the counter is
 * still `expectedCounter` (two sign-ins racing with one assertion: one wins); false otherwise.
 */
export async function recordUse(
  db: Executor,
  id: number,
  expectedCounter: number,
  counter: number,
  usedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: usedAt })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, expectedCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Deletes the user's passkey `id`; false when the user has no such passkey. */
export async function deletePasskey(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/**
 * Stores a challenge valid until `expiresAt`; first deletes the expired ones (anyone's, by `now`) and,
 * for a registration, the user's earlier registration challenges (only the newest "Add a passkey" works).
 */
export async function storeChallenge(
  db: Executor,
  values: { challenge: string; purpose: ChallengePurpose; userId: number | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  const stale = lt(webauthnChallenges.expiresAt, now);
  await db
    .delete(webauthnChallenges)
    .where(
      values.userId === null
        ? stale
        : or(
            stale,
            and(eq(webauthnChallenges.purpose, 'registration'), eq(webauthnChallenges.userId, values.userId)),
          ),
    );
  await db.insert(webauthnChallenges).values(values);
}

/** The condition naming one challenge of `purpose` (a registration's of `userId`, a sign-in's of nobody). */
const challengeIs = (challenge: string, purpose: ChallengePurpose, userId: number | null) =>
  and(
    eq(webauthnChallenges.challenge, challenge),
    eq(webauthnChallenges.purpose, purpose),
    userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
  );

/** The challenge's expiry when it is waiting for this purpose and user; null otherwise. */
export async function findChallenge(
  db: Executor,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: webauthnChallenges.expiresAt })
    .from(webauthnChallenges)
    .where(challengeIs(challenge, purpose, userId));
  return row?.expiresAt ?? null;
}

/** Deletes the challenge (used); false when it was gone already (used by a concurrent ceremony). */
export async function useChallenge(
  db: Executor,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(challengeIs(challenge, purpose, userId))
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}
