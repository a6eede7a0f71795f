/**
 * What the rsvps module does when other modules' changes happen (plugins/events.ts;
 * docs/decisions/016-module-faces-and-events.md), registered by its plugin (./routes.ts):
 * - in the change's transaction: a member who left a group (or whose account is being deleted) leaves
 *   the group's upcoming team sheets, reserves promoted into their places (./service.ts
 *   releaseUserFromUpcomingGames); a game's new max_players rebalances its sheet (applyMaxPlayersChange).
 *   Both keep the team sheet rule (never more than max_players in the main team) in that transaction.
 *   A cancelled game's open offers are withdrawn (./offers.ts withdrawOffersOfCancelledGame).
 * - after the commit: the removed member's sockets leave the group's game rooms and the sheets are
 *   announced (./live.ts leftGroupGames); an edited or deleted game is announced (announceTeamChanged).
 */
import type { FastifyInstance } from 'fastify';
import { announceTeamChanged, leftGroupGames } from './live.ts';
import { withdrawOffersOfCancelledGame } from './offers.ts';
import { applyMaxPlayersChange, releaseUserFromUpcomingGames } from './service.ts';

/** Subscribes the rsvps module to the app's events. */
export function registerRsvpEvents(app: FastifyInstance): void {
  app.events.onTransaction('member.removed', (tx, { groupId, userId, notified }) =>
    releaseUserFromUpcomingGames(tx, userId, { groupId, notified, now: app.now() }),
  );
  app.events.onTransaction('game.maxPlayersChanged', (tx, { game, oldMax, notified }) =>
    applyMaxPlayersChange(tx, game, oldMax, notified, app.now()),
  );
  app.events.onTransaction('game.cancelled', (tx, { game, now }) =>
    withdrawOffersOfCancelledGame(tx, game, now),
  );
  app.events.on('member.removed', async ({ groupId, userId }) => {
    await leftGroupGames(app, groupId, userId, null);
  });
  app.events.on('game.changed', ({ gameId }) => {
    announceTeamChanged(app, [gameId], null);
  });
}
