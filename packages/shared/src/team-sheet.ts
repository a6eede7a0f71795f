/**
 * Pure team-sheet rules (spec §4 RSVP status and cutoff; issue #2 "RSVP rules"). Nothing here touches a
 * database or a clock: the server applies these decisions inside the transaction that locks the game
 * row, and the web app may use them to predict what a button will do.
 *
 * Vocabulary: the main team holds at most max_players players with status `in`; the reserves are a
 * queue (`reserves`, earliest joiner first); `out` and `pending` (no answer) are "not attending".
 */
import type { RsvpStatus, TeamStatus } from './games.ts';

/** What an RSVP request does to the caller's row. */
export type RsvpDecision =
  /** Nothing to write: the caller already is where the request leads (their place in line is kept). */
  | { kind: 'unchanged'; status: RsvpStatus }
  /** The cutoff has passed and the caller is in the main team: they may not leave it. */
  | { kind: 'refused'; reason: 'deadlinePassed' }
  /** Move the caller to `to`, at the back of that list; `leavesMainTeam` opens a main-team place. */
  | { kind: 'move'; to: RsvpStatus; leavesMainTeam: boolean };

/**
 * Decides an RSVP (`requested`) by a player whose current answer is `current`:
 * - `in` joins the main team while it has fewer than `maxPlayers` players, else the reserves queue
 *   (a reserve asking `in` while the team is full keeps their place in the queue);
 * - `reserves` joins the back of the queue; `out` leaves;
 * - re-sending the current status changes nothing;
 * - once the cutoff has passed, a main-team player may not leave the main team (joining is still fine).
 * `mainCount` is the main team's size now (the caller included when they are `in`).
 */
export function decideRsvp(input: {
  current: TeamStatus;
  requested: RsvpStatus;
  mainCount: number;
  maxPlayers: number;
  cutoffPassed: boolean;
}): RsvpDecision {
  const { current, requested, mainCount, maxPlayers, cutoffPassed } = input;
  if (requested === current) return { kind: 'unchanged', status: current };
  if (current === 'in' && cutoffPassed) return { kind: 'refused', reason: 'deadlinePassed' };
  if (requested === 'in') {
    if (mainCount < maxPlayers) return { kind: 'move', to: 'in', leavesMainTeam: false };
    if (current === 'reserves') return { kind: 'unchanged', status: 'reserves' };
    return { kind: 'move', to: 'reserves', leavesMainTeam: false };
  }
  return { kind: 'move', to: requested, leavesMainTeam: current === 'in' };
}

/**
 * How many of the first reserves to promote when `placesOpened` main-team places open (a player left,
 * or max_players rose by that much): one reserve per opened place, never beyond max_players and never
 * more than there are reserves. `mainCount` is the main team's size after the opening.
 */
export function reservesToPromote(input: {
  placesOpened: number;
  mainCount: number;
  maxPlayers: number;
  reservesCount: number;
}): number {
  const { placesOpened, mainCount, maxPlayers, reservesCount } = input;
  return Math.max(0, Math.min(placesOpened, maxPlayers - mainCount, reservesCount));
}

/**
 * The effect of editing max_players from `oldMax` to `newMax` (issue #2): raising it promotes the first
 * reserves into the opened places; lowering it below the main team's size moves the latest main-team
 * joiners (`demote` of them) to the front of the reserves, keeping their relative order.
 */
export function planMaxPlayersChange(input: {
  oldMax: number;
  newMax: number;
  mainCount: number;
  reservesCount: number;
}): { promote: number; demote: number } {
  const { oldMax, newMax, mainCount, reservesCount } = input;
  if (newMax > oldMax) {
    return {
      promote: reservesToPromote({
        placesOpened: newMax - oldMax,
        mainCount,
        maxPlayers: newMax,
        reservesCount,
      }),
      demote: 0,
    };
  }
  return { promote: 0, demote: Math.max(0, mainCount - newMax) };
}

/**
 * The sentence the RSVP reply carries: where the caller ended up (`status`) after asking `requested`.
 */
export function rsvpReplyMessage(requested: RsvpStatus, status: RsvpStatus): string {
  if (status === 'in') return "You're in the main team.";
  if (status === 'reserves') {
    return requested === 'in'
      ? "The main team is full: you're on the reserves list."
      : "You're on the reserves list.";
  }
  return "You're marked as not attending.";
}
