/**
 * Who may see and change a group and its games (docs/product.md#s6). `getMembership` returns null; `require…`
 * throw: 404 when the group does not exist or the caller is not in it (a non-member never learns it
 * exists), 403 when a member who is not a group admin tries an admin action.
 * Used by every module that acts on a group's data (groups, games, RSVPs, chat); the queries are
 * repository.ts's.
 *
 * Reads check with `requireGroupMember`. A write into a group checks with `requireGroupMemberForWrite`
 * (or `…AdminForWrite`) inside its own transaction, which holds the group row until it commits, so that
 * the group's deletion and a member's removal cannot slip between the check and the write (see
 * `lockMembership`).
 */
import { canEditGame, groupTexts } from '@turnout/shared';
import type { Executor, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import * as repo from './repository.ts';
import type { GroupLock, Membership } from './repository.ts';

export type { GroupLock, Membership };

/** The caller's membership (with its group admin flag), or null when they are not in the group. */
export function getMembership(db: Executor, groupId: number, userId: number): Promise<Membership | null> {
  return repo.findMembership(db, groupId, userId);
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
  if (!membership.isGroupAdmin) throw forbidden(messages.forbidden ?? groupTexts.adminOnly);
  return membership;
}

/**
 * Who may change a game (docs/product.md#s6-group-admin, "Editing a game needs admin of its group";
 * docs/decisions/ 004-game-edit-rights.md): the shared `canEditGame` rule, which the games list screen uses
 * too, so the list never shows an Edit, Edit Team or Delete that this guard refuses. Returns the caller's
 * membership of the game's group when they may edit, delete or edit the team of the game. Throws 404
 * `messages.notFound` when they are not in its group, 403 `messages.forbidden` when `canEditGame` says
 * no (a member who is not a group admin, its creator included).
 */
export async function requireGameEditor(
  db: Executor,
  game: { groupId: number },
  userId: number,
  messages: { notFound: string; forbidden: string },
): Promise<Membership> {
  const membership = await requireGroupMember(db, game.groupId, userId, messages.notFound);
  if (!canEditGame({ isGroupAdmin: membership.isGroupAdmin })) throw forbidden(messages.forbidden);
  return membership;
}

/**
 * For a write into a group, inside the caller's transaction: locks the group row (`lock`, until the
 * transaction ends), then reads the caller's membership. Null when the group is gone or the caller is
 * not in it, as committed by then.
 *
 * Why it holds (PostgreSQL, READ COMMITTED): deleting a group and removing a member both lock the
 * group row FOR UPDATE first. If one of them holds it, the lock here waits until it commits and the
 * membership read (a later statement, so a fresh snapshot) sees its result: no row → 404. If the lock
 * here comes first, they wait until this transaction has written and committed, and then cascade its
 * rows away. Lock order, to avoid deadlocks: group row, then game row (as deletion and removal take
 * them); never take this after a game row lock. Two statements, not one: a single locking statement
 * would read the membership from its snapshot taken before the wait.
 * Writers that start by locking a game row (RSVPs, admin team moves, game edits and deletions:
 * rsvps/locks.ts lockGame) need no group lock: the deletion's cascade and a removal's release
 * from upcoming games wait for that game row too, and they check membership after taking it.
 */
export async function lockMembership(
  tx: Tx,
  groupId: number,
  userId: number,
  lock: GroupLock = 'key share',
): Promise<Membership | null> {
  if (!(await repo.lockGroupRow(tx, groupId, lock))) return null;
  return getMembership(tx, groupId, userId);
}

/** `lockMembership`, or 404 (message overridable) when the group is gone or the caller is not in it. */
export async function requireGroupMemberForWrite(
  tx: Tx,
  groupId: number,
  userId: number,
  options: { notFound?: string; lock?: GroupLock } = {},
): Promise<Membership> {
  const membership = await lockMembership(tx, groupId, userId, options.lock);
  if (!membership) throw notFound(options.notFound ?? groupTexts.notFound);
  return membership;
}
