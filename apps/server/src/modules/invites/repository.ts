/**
 * The invites module's Drizzle queries on `invites` (and the group name an invitation points to).
 * Tokens never reach the database: rows hold the SHA-256 hash of the token (token_hash).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groups, invites } from '../../db/schema.ts';

export type InviteRow = typeof invites.$inferSelect;
export type InviteWithGroup = InviteRow & { groupName: string };

/**
 * Replaces any open (not yet accepted) invitation of `email` to the group with a new one: re-inviting
 * makes the earlier link stop working. Emails compare case-insensitively.
 */
export async function replaceInvite(
  db: Executor,
  values: {
    groupId: number;
    email: string;
    mobile: string | null;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<InviteRow> {
  await db
    .delete(invites)
    .where(
      and(
        eq(invites.groupId, values.groupId),
        sql`lower(${invites.email}) = lower(${values.email})`,
        isNull(invites.acceptedAt),
      ),
    );
  const [row] = await db.insert(invites).values(values).returning();
  return row!;
}

/** The invitation with this token hash and its group's name, whatever its state; null when unknown. */
export async function findByHash(db: Executor, tokenHash: string): Promise<InviteWithGroup | null> {
  const [row] = await db
    .select({ invite: invites, groupName: groups.name })
    .from(invites)
    .innerJoin(groups, eq(groups.id, invites.groupId))
    .where(eq(invites.tokenHash, tokenHash));
  return row ? { ...row.invite, groupName: row.groupName } : null;
}

/**
 * Marks the invitation used if, at this instant, it is still open and unexpired: one conditional
 * UPDATE, so of any number of concurrent redemptions exactly one gets the row back; the others get null.
 */
export async function redeem(db: Executor, tokenHash: string): Promise<InviteRow | null> {
  const [row] = await db
    .update(invites)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(eq(invites.tokenHash, tokenHash), isNull(invites.acceptedAt), gt(invites.expiresAt, sql`now()`)),
    )
    .returning();
  return row ?? null;
}
