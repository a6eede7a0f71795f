/**
 * The invites module's Drizzle queries on `group_invite_links` (README "Invite links"). A row holds
 * only the SHA-256 of its URL's secret (secret_hash); the secret itself is derived from the server
 * secret and the row id (plugins/signed-tokens.ts joinLinkSecret), so it is never stored.
 * A link carries its maker's rights: `makerIsAdmin` asks group_members whether created_by is, at that
 * instant, an admin of the link's group.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groupInviteLinks, groupMembers, groups } from '../../db/schema.ts';

export type InviteLinkRow = typeof groupInviteLinks.$inferSelect;
export type InviteLinkWithGroup = InviteLinkRow & { groupName: string; makerIsAdmin: boolean };

/** SQL: the link's maker is an admin of its group now. */
const makerIsAdmin = sql<boolean>`exists (
  select 1 from ${groupMembers}
  where ${groupMembers.groupId} = ${groupInviteLinks.groupId}
    and ${groupMembers.userId} = ${groupInviteLinks.createdBy}
    and ${groupMembers.isAdmin})`;

/** SQL: the link still lets people join at `now` (not revoked, not expired, not used up). */
const isOpen = (now: Date) =>
  and(
    isNull(groupInviteLinks.revokedAt),
    gt(groupInviteLinks.expiresAt, now),
    or(isNull(groupInviteLinks.maxUses), sql`${groupInviteLinks.uses} < ${groupInviteLinks.maxUses}`),
  );

/** Inserts a link (its secret's hash is set by `setSecretHash` once the id is known); returns its row. */
export async function insertLink(
  db: Executor,
  values: { groupId: number; createdBy: number; createdAt: Date; expiresAt: Date; maxUses: number | null },
): Promise<InviteLinkRow> {
  const [row] = await db.insert(groupInviteLinks).values(values).returning();
  return row!;
}

/** Stores the SHA-256 of the link's secret. */
export async function setSecretHash(db: Executor, id: number, secretHash: string): Promise<void> {
  await db.update(groupInviteLinks).set({ secretHash }).where(eq(groupInviteLinks.id, id));
}

/** The link whose secret hashes to `secretHash`, with its group's name and whether its maker is an admin of it. */
export async function findByHash(db: Executor, secretHash: string): Promise<InviteLinkWithGroup | null> {
  const [row] = await db
    .select({ link: groupInviteLinks, groupName: groups.name, makerIsAdmin })
    .from(groupInviteLinks)
    .innerJoin(groups, eq(groups.id, groupInviteLinks.groupId))
    .where(eq(groupInviteLinks.secretHash, secretHash));
  return row ? { ...row.link, groupName: row.groupName, makerIsAdmin: row.makerIsAdmin } : null;
}

/** The group's links that still let people join at `now`, and whose maker is still an admin; newest first. */
export async function listOpen(db: Executor, groupId: number, now: Date): Promise<InviteLinkRow[]> {
  return db
    .select()
    .from(groupInviteLinks)
    .where(and(eq(groupInviteLinks.groupId, groupId), isOpen(now), makerIsAdmin))
    .orderBy(desc(groupInviteLinks.createdAt), desc(groupInviteLinks.id));
}

/** Marks the group's link revoked at `now` unless it was already; false when there is no such link. */
export async function revoke(db: Executor, groupId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(groupInviteLinks)
    .set({ revokedAt: now })
    .where(and(eq(groupInviteLinks.id, id), eq(groupInviteLinks.groupId, groupId), isNull(groupInviteLinks.revokedAt)))
    .returning({ id: groupInviteLinks.id });
  return rows.length > 0;
}

/** Counts one join on the link if it is still open at `now`; false when it no longer is. */
export async function countUse(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(groupInviteLinks)
    .set({ uses: sql`${groupInviteLinks.uses} + 1` })
    .where(and(eq(groupInviteLinks.id, id), isOpen(now)))
    .returning({ id: groupInviteLinks.id });
  return rows.length > 0;
}
