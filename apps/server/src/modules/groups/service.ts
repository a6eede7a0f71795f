/**
 * Group rules (spec §2 Group detail, §6; issue #2 "Groups"). Placeholder: the groups module fills this
 * in; removeMembership's signature is the contract the accounts module calls on account deletion.
 */
import type { Tx } from '../../db/client.ts';

/**
 * Removes `userId` from `groupId` inside the caller's transaction: releases them from the group's
 * upcoming games (promoting reserves), hands group admin to the longest-standing member when the last
 * admin leaves, and deletes the group when its last member leaves. No-op for a non-member.
 */
export async function removeMembership(_tx: Tx, _groupId: number, _userId: number): Promise<void> {
  // Filled in by the groups module.
}
