/**
 * The events the games module publishes (plugins/events.ts;
 * docs/decisions/016-module-faces-and-events.md). The rsvps module subscribes: it rebalances the team
 * sheet in the editing transaction, withdraws a cancelled game's open offers in the cancelling
 * transaction, and announces the changed sheet to the game's room after the commit.
 */
import type { GameRow } from '../../db/schema.ts';
import type { Notified } from '../notifications/index.ts';

declare module '../../plugins/events.ts' {
  interface TransactionEvents {
    /**
     * `game` (as updated, its row locked) had `oldMax` places in the main team and has another number
     * now. Players moved by the change are notified into `notified`.
     */
    'game.maxPlayersChanged': { game: GameRow; oldMax: number; notified: Notified };
    /**
     * `game` (as updated: status 'cancelled', its row locked) was cancelled at `now` (README "Cancelled
     * games"). Its answered members, reserves holding an offer included, are told by the cancellation's
     * own notification.
     */
    'game.cancelled': { game: GameRow; now: Date };
  }
  interface CommitEvents {
    /** Game `gameId` was edited or deleted. */
    'game.changed': { gameId: number };
  }
}
