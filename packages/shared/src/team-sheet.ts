/**
 * Pure team-sheet rules (product.md §4 RSVP status, Admin team moves and RSVP cutoff; the queue rule of
 * docs/decisions/010-reserves-queue.md). Nothing here touches a database or a clock: the server applies
 * these decisions inside the transaction that locks the game row, and the web app uses the same
 * functions to offer only the buttons the server will accept. zod-free (importable as
 * '@turnout/shared/team-sheet').
 *
 * Vocabulary: the main team holds at most max_players players with status `in`; the reserves are a
 * queue (`reserves`, earliest joiner first); `out` and `pending` (no answer) are "not attending". A
 * reserve "by choice" said "reserves" themselves ("I'll play if you need me").
 *
 * The queue rule (docs/design.md#team-sheet-invariant):
 * - "in" takes a free place in the main team, else joins the back of the reserves;
 * - "reserves" joins the back of the reserves at any time; while the main team has free places,
 *   reserves by choice stay where they chose;
 * - a place that opens in a FULL main team (a player leaving, moved to the reserves, taken off, an
 *   account deleted, a member leaving; max_players going up) goes to the front of the reserves as the
 *   queue stood before the change: a player who moved, or was moved, to the reserves goes behind
 *   everyone already waiting.
 */
import type { RsvpStatus, TeamStatus } from './games.ts';
import { ordinal } from './ordinal.ts';

export { ordinal };

/** The sizes a decision looks at: the main team's, max_players, and how many wait on the reserves. */
export type SheetCounts = { mainCount: number; maxPlayers: number; reservesCount: number };

/**
 * How many of the first reserves move up after a change, in queue order: none unless the main team was
 * full before it (`mainBefore` players of `maxBefore`); then one per free main-team place now, never
 * more than wait in `reservesCount` (the queue as it stood before the change: without a player who has
 * just moved to the reserves).
 */
export function reservesToPromote({
  mainBefore,
  maxBefore,
  mainCount,
  maxPlayers,
  reservesCount,
}: SheetCounts & { mainBefore: number; maxBefore: number }): number {
  if (mainBefore < maxBefore) return 0;
  return Math.max(0, Math.min(maxPlayers - mainCount, reservesCount));
}

/** True while the main team has a free place: an "in" (or an admin's move up) takes it directly. */
export function mainTeamHasRoom({
  mainCount,
  maxPlayers,
}: Pick<SheetCounts, 'mainCount' | 'maxPlayers'>): boolean {
  return mainCount < maxPlayers;
}

/** How many of the latest main-team joiners go to the front of the reserves when max_players drops. */
export function playersToDemote({
  mainCount,
  maxPlayers,
}: Pick<SheetCounts, 'mainCount' | 'maxPlayers'>): number {
  return Math.max(0, mainCount - maxPlayers);
}

/**
 * The RSVP cutoff rule (docs/product.md#s4-rsvp-cutoff): once it has passed, nobody may say "I'm out"
 * (whatever their answer so far: main team, reserves or none), and a main-team player may not leave the main
 * team for the reserves either. Joining (in, or reserves for someone not in the main team) is still fine.
 * Re-sending one's current answer is never refused.
 */
export function refusedByCutoff(input: {
  current: TeamStatus;
  requested: RsvpStatus;
  cutoffPassed: boolean;
}): boolean {
  const { current, requested, cutoffPassed } = input;
  if (!cutoffPassed || requested === current) return false;
  return requested === 'out' || current === 'in';
}

/**
 * Why a request is refused:
 * - `deadlinePassed`: the RSVP cutoff rule above;
 * - `mainTeamFull`: an admin's move into the main team while it has no free place (a reserve moves up
 *   past the queue never: while the main team is full, places go to the front of the reserves).
 */
export type RefusalReason = 'deadlinePassed' | 'mainTeamFull';

/** What an RSVP request does to the caller's row. */
export type RsvpDecision =
  /** Nothing to write: the caller already is where the request leads (their place in line is kept). */
  | { kind: 'unchanged'; status: RsvpStatus }
  | { kind: 'refused'; reason: RefusalReason }
  /**
   * Move the caller to the back of `to`. `leavesMainTeam`: a place opens, which goes to the front of
   * the reserves as they stood before (`reservesToPromote`), when the main team was full.
   */
  | { kind: 'move'; to: RsvpStatus; leavesMainTeam: boolean };

/**
 * Decides an RSVP (`requested`) by a player whose current answer is `current`:
 * - re-sending the current answer changes nothing;
 * - after the cutoff, `refusedByCutoff` refuses (reason `deadlinePassed`);
 * - `in` takes a free main-team place (reserves by choice may be waiting: they chose to); with none,
 *   it joins the back of the reserves, and a reserve asking `in` keeps their place in the queue;
 * - `reserves` joins the back of the reserves, from anywhere, at any time before the cutoff;
 * - `out` leaves.
 */
export function decideRsvp(
  input: SheetCounts & {
    current: TeamStatus;
    requested: RsvpStatus;
    cutoffPassed: boolean;
  },
): RsvpDecision {
  const { current, requested } = input;
  if (requested === current) return { kind: 'unchanged', status: current };
  if (refusedByCutoff(input)) return { kind: 'refused', reason: 'deadlinePassed' };
  if (requested === 'in') {
    if (mainTeamHasRoom(input)) return { kind: 'move', to: 'in', leavesMainTeam: false };
    if (current === 'reserves') return { kind: 'unchanged', status: 'reserves' };
    return { kind: 'move', to: 'reserves', leavesMainTeam: false };
  }
  return { kind: 'move', to: requested, leavesMainTeam: current === 'in' };
}

/** Where an admin team move puts a player: the main team (`in`), the reserves, or off the sheet (`pending`). */
export type MoveTarget = Exclude<TeamStatus, 'out'>;

/** What an admin team move does to the player's row. */
export type TeamMoveDecision =
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: Exclude<RefusalReason, 'deadlinePassed'> }
  /** Move the player; `leavesMainTeam`: a place opens (for the front of the reserves, as in decideRsvp). */
  | { kind: 'move'; leavesMainTeam: boolean };

/**
 * Decides an admin team move (product.md §4 "Admin team moves") of a player whose answer is `current`
 * to `to`. The RSVP cutoff does not apply to admins.
 * - to `in`: only while the main team has fewer than max_players (`mainTeamFull` otherwise);
 * - to `reserves`: always; the player goes to the back of the queue (a main-team player's place goes to
 *   the front of the reserves when the main team was full);
 * - to `pending` (taken off the sheet): always.
 */
export function decideTeamMove(
  input: SheetCounts & { current: TeamStatus; to: MoveTarget },
): TeamMoveDecision {
  const { current, to } = input;
  if (to === current) return { kind: 'unchanged' };
  if (to === 'in' && !mainTeamHasRoom(input)) return { kind: 'refused', reason: 'mainTeamFull' };
  return { kind: 'move', leavesMainTeam: current === 'in' };
}

/**
 * Where a player stands on a game's sheet: `list` (the history's words: `main`, `reserves`, `out`, or
 * `none` off the sheet) and `place`, 1-based, in the main team or the reserves queue (null otherwise).
 */
export type SheetStanding = { list: 'main' | 'reserves' | 'out' | 'none'; place: number | null };

/** "You're 2nd on the reserves." ("You're on the reserves." without a place). */
export function reservesPlaceSentence(place: number | null): string {
  return place === null ? "You're on the reserves." : `You're ${ordinal(place)} on the reserves.`;
}

/**
 * The sentence the RSVP reply carries: where the caller ended up (`status`, and `place` on the reserves)
 * after asking `requested`: "You're in the main team.", "You're 2nd on the reserves.", "The main team
 * is full: you're 2nd on the reserves.", "You're marked as not attending.".
 */
export function rsvpReplyMessage(
  requested: RsvpStatus,
  status: RsvpStatus,
  place: number | null = null,
): string {
  if (status === 'in') return "You're in the main team.";
  if (status === 'reserves') {
    const where = reservesPlaceSentence(place);
    return requested === 'in' ? `The main team is full: y${where.slice(1)}` : where;
  }
  return "You're marked as not attending.";
}
