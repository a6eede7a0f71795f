/**
 * The events the groups module publishes (plugins/events.ts; docs/decisions/016-module-faces-and-events.md).
 * Rsvps subscribes to `member.removed` in the transaction (the member leaves the group's upcoming team
 * sheets, reserves promoted into their places); chat and rsvps subscribe after the commit (socket rooms,
 * live team sheets). Invites and accounts publish `member.joined` and `member.removed` too.
 */
import type { Notified } from '../notifications/index.ts';

declare module '../../plugins/events.ts' {
  interface TransactionEvents {
    /**
     * `userId` is no longer a member of `groupId` (left, removed, or their account is being deleted);
     * published under the group row lock. Reserves promoted meanwhile are notified into `notified`.
     */
    'member.removed': { groupId: number; userId: number; notified: Notified };
  }
  interface CommitEvents {
    /** `userId` became a member of `groupId` (created it, was added, accepted an invitation). */
    'member.joined': { groupId: number; userId: number };
    /** `userId` left or was removed from `groupId`. */
    'member.removed': { groupId: number; userId: number };
    /** `groupId` was deleted. */
    'group.deleted': { groupId: number };
  }
}
