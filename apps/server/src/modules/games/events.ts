/**
 * The events the games module publishes (plugins/events.ts;
 * docs/decisions/016-module-faces-and-events.md). The rsvps module subscribes: it rebalances the team
 * sheet in the editing transaction, and announces the changed sheet to the game's room after the commit.
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
  }
  interface CommitEvents {
    /** Game `gameId` was edited or deleted. */
    'game.changed': { gameId: number };
  }
}
