/**
 * The invites module's Drizzle queries on `invites` (and the group name an invitation points to).
 * Tokens never reach the database: rows hold the SHA-256 hash of the token (token_hash).
 * An invitation carries its sender's rights: `inviterIsAdmin` / the redeem condition / the open list
 * all ask group_members whether invited_by is, at that instant, an admin of the invitation's group.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groupMembers, groups, invites, users } from '../../db/schema.ts';

export type InviteRow = typeof invites.$inferSelect;
export type InviteWithGroup = InviteRow & { groupName: string; inviterIsAdmin: boolean };

/** SQL: the invitation's inviter is an admin of its group now (false once invited_by is null). */
const inviterIsAdmin = sql<boolean>`exists (
  select 1 from ${groupMembers}
  where ${groupMembers.groupId} = ${invites.groupId}
    and ${groupMembers.userId} = ${invites.invitedBy}
    and ${groupMembers.isAdmin})`;

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

/**
 * The invitation with this token hash, its group's name and whether its inviter is still an admin of
 * that group, whatever its state; null when unknown.
 */
export async function findByHash(db: Executor, tokenHash: string): Promise<InviteWithGroup | null> {
  const [row] = await db
    .select({ invite: invites, groupName: groups.name, inviterIsAdmin })
    .from(invites)
    .innerJoin(groups, eq(groups.id, invites.groupId))
    .where(eq(invites.tokenHash, tokenHash));
  return row ? { ...row.invite, groupName: row.groupName, inviterIsAdmin: row.inviterIsAdmin } : null;
}

/**
 * Marks the invitation used if, at this instant, it is still open, unexpired and its inviter still an
 * admin of the group: one conditional UPDATE, so of any number of concurrent redemptions exactly one
 * gets the row back; the others get null.
 */
export async function redeem(db: Executor, tokenHash: string): Promise<InviteRow | null> {
  const [row] = await db
    .update(invites)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(invites.tokenHash, tokenHash),
        isNull(invites.acceptedAt),
        gt(invites.expiresAt, sql`now()`),
        inviterIsAdmin,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * SQL: an account holds the invitation's mobile number, so the invitation went (or now goes) to that
 * account: an add by mobile of someone who asked to be asked first. Its email is the account's, which
 * the inviting admin never typed (README "Groups and invitations"). Telling an admin that a number has
 * an account tells them nothing new: adding that number says so (`userExists`).
 */
const mobileHasAccount = sql<boolean>`exists (select 1 from ${users} as holder where holder.mobile = ${invites}.mobile)`;

/**
 * The group's open invitations, newest first: not accepted, not expired, and sent by someone who is
 * still an admin of the group (the others no longer work, so they are not listed). `toAccount`: see
 * mobileHasAccount.
 */
export async function listOpen(db: Executor, groupId: number) {
  return db
    .select({
      id: invites.id,
      email: invites.email,
      mobile: invites.mobile,
      toAccount: mobileHasAccount,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      inviter: { id: users.id, name: users.name, surname: users.surname },
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.invitedBy))
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, invites.groupId),
        eq(groupMembers.userId, invites.invitedBy),
        eq(groupMembers.isAdmin, true),
      ),
    )
    .where(and(eq(invites.groupId, groupId), isNull(invites.acceptedAt), gt(invites.expiresAt, sql`now()`)))
    .orderBy(desc(invites.createdAt), desc(invites.id));
}

/**
 * Deletes the group's not-yet-accepted invitation `inviteId`; returns its email, mobile and `toAccount`
 * (see mobileHasAccount), or null when none.
 */
export async function deleteUnaccepted(
  db: Executor,
  groupId: number,
  inviteId: number,
): Promise<{ email: string; mobile: string | null; toAccount: boolean } | null> {
  const [row] = await db
    .delete(invites)
    .where(and(eq(invites.id, inviteId), eq(invites.groupId, groupId), isNull(invites.acceptedAt)))
    .returning({ email: invites.email, mobile: invites.mobile, toAccount: mobileHasAccount });
  return row ?? null;
}
