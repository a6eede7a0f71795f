/**
 * RSVP rules (spec §4, issue #2 "RSVP rules"). Placeholder: the games/RSVP module replaces the body of
 * releaseUserFromUpcomingGames with the real rule (promotion of the first reserve); its signature is
 * the contract other modules (accounts, groups) call.
 */
import type { Tx } from '../../db/client.ts';

/**
 * Takes `userId` off the team sheets of every game that has not started — only the games of
 * `options.groupId` when given — and promotes the first reserve wherever a main-team place opens.
 * Runs inside the caller's transaction; locks each affected game row. Past games keep their sheets.
 */
export async function releaseUserFromUpcomingGames(
  _tx: Tx,
  _userId: number,
  _options: { groupId?: number } = {},
): Promise<void> {
  // Filled in by the RSVP module.
}
