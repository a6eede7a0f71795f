/**
 * Group membership as the other features use it (invites, accounts, games, RSVPs, series): who
 * is in a group, one member's name, joining a group and the group row lock that membership changes
 * take. No rules here: callers apply their own (access checks are ./access.ts's). The queries are
 * ./repository.ts's; other features call these, never the repository.
 */
import type { Executor } from '../../db/client.ts';
import * as repo from './repository.ts';

/** The user ids of a group's members, by id. */
export function memberIds(db: Executor, groupId: number): Promise<number[]> {
  return repo.memberIds(db, groupId);
}

/** One member of a group with their name and group admin flag, or null when they are not in it. */
export function findMember(
  db: Executor,
  groupId: number,
  userId: number,
): Promise<{ id: number; name: string; surname: string; isGroupAdmin: boolean } | null> {
  return repo.findMember(db, groupId, userId);
}

/** True when `userId` is a group admin of at least one group. */
export function isGroupAdminAnywhere(db: Executor, userId: number): Promise<boolean> {
  return repo.isGroupAdminAnywhere(db, userId);
}

/**
 * Adds `userId` to the group as a member (not a group admin); false when they already were one.
 * Callers hold the group row (`lockGroup`, as redeeming an invitation does) in the same transaction.
 */
export function addMember(db: Executor, groupId: number, userId: number): Promise<boolean> {
  return repo.insertMembership(db, groupId, userId, false);
}

/**
 * The group row locked FOR UPDATE until the transaction ends (as the group's deletion and every
 * membership change take it; ./access.ts lockMembership explains the order), or null when it is gone.
 */
export function lockGroup(db: Executor, groupId: number): Promise<{ id: number; name: string } | null> {
  return repo.lockGroup(db, groupId);
}
