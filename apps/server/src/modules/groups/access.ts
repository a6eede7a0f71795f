/**
 * Who may see and change a group (spec §6). `getMembership` returns null; `require…` throw:
 * 404 when the group does not exist or the caller is not in it (a non-member never learns it exists),
 * 403 when a member who is not a group admin tries an admin action.
 * Used by every module that acts on a group's data (groups, games, RSVPs, chat).
 */
import { and, eq, sql } from 'drizzle-orm';
import { groupTexts } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { groupMembers } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';

export type Membership = { groupId: number; userId: number; isAdmin: boolean; joinedAt: Date };

/** The caller's membership (with its admin flag), or null when they are not in the group. Prepared. */
export async function getMembership(
  db: Executor,
  groupId: number,
  userId: number,
): Promise<Membership | null> {
  const [row] = await prepared(db, 'membership', (d) =>
    d
      .select()
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, sql.placeholder('groupId')),
          eq(groupMembers.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('membership'),
  ).execute({ groupId, userId });
  return row ?? null;
}

/** The caller's membership, or 404 (message overridable, e.g. for a game of that group). */
export async function requireGroupMember(
  db: Executor,
  groupId: number,
  userId: number,
  notFoundMessage: string = groupTexts.notFound,
): Promise<Membership> {
  const membership = await getMembership(db, groupId, userId);
  if (!membership) throw notFound(notFoundMessage);
  return membership;
}

/** The caller's admin membership: 404 for a non-member, 403 for a member who is not a group admin. */
export async function requireGroupAdmin(
  db: Executor,
  groupId: number,
  userId: number,
  messages: { notFound?: string; forbidden?: string } = {},
): Promise<Membership> {
  const membership = await requireGroupMember(db, groupId, userId, messages.notFound);
  if (!membership.isAdmin) throw forbidden(messages.forbidden ?? groupTexts.adminOnly);
  return membership;
}
