/**
 * The events the accounts module publishes (plugins/events.ts;
 * docs/decisions/016-module-faces-and-events.md): chat deletes a deleted account's direct messages in
 * the deleting transaction and pushes the changed unread counts after the commit.
 */

declare module '../../plugins/events.ts' {
  interface TransactionEvents {
    /**
     * `userId`'s account is being deleted (after it left its groups, before its row goes). Subscribers
     * add to `chatUnreadChanged` whoever's chat unread count the deletion changed.
     */
    'account.deleted': { userId: number; chatUnreadChanged: Set<number> };
  }
  interface CommitEvents {
    /** `userId`'s account was deleted; `chatUnreadChanged` as collected in the transaction. */
    'account.deleted': { userId: number; chatUnreadChanged: Set<number> };
  }
}

export {};
