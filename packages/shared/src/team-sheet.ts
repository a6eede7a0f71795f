/**
 * Pure team-sheet rules (docs/product.md#s4-rsvp-status, #s4-admin-team-moves and #s4-rsvp-cutoff). Nothing
 * here touches a database or a clock: the server applies these decisions inside the transaction that locks
 * the game row, and the web app uses the same functions to offer only the buttons the server will accept.
 * zod-free (importable as '@turnout/shared/team-sheet').
 *
 * Vocabulary: the main team holds at most max_players players with status `in`; the reserves are a
 * queue (`reserves`, earliest joiner first); `out` and `pending` (no answer) are "not attending".
 *
 * The queue rule (docs/design.md#team-sheet-invariant): every place that opens in the main team is
 * filled at once from the front of the reserves, in queue order, whatever opened it; a place stays open
 * only while nobody waits. So a sheet is "settled" when it has reserves only if its main team is full;
 * the server settles it (`reservesToPromote`) in the same transaction as every change, and the decisions
 * below assume a settled sheet.
 */
import type { RsvpStatus, TeamStatus } from './games.ts';

/** The sizes a decision looks at: the main team's, max_players, and how many wait on the reserves. */
export type SheetCounts = { mainCount: number; maxPlayers: number; reservesCount: number };

/**
 * How many of the first reserves move up into the main team now: one per free main-team place, never
 * more than there are reserves. 0 on a settled sheet; after a change that opened places (a player left
 * or was moved or taken off, max_players rose) it is the number the server promotes, in queue order.
 */
export function reservesToPromote({ mainCount, maxPlayers, reservesCount }: SheetCounts): number {
  return Math.max(0, Math.min(maxPlayers - mainCount, reservesCount));
}

/**
 * True when someone not yet in the main team may take a place in it directly: it has a free place and
 * nobody waits on the reserves (anyone waiting is ahead of a newcomer).
 */
export function mainTeamHasRoom({ mainCount, maxPlayers, reservesCount }: SheetCounts): boolean {
  return mainCount < maxPlayers && reservesCount === 0;
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
 * - `mainTeamFull`: a move into the main team while it has no free place (or others wait before);
 * - `nobodyWaiting`: a main-team player to the reserves while nobody waits there to take the place
 *   (the queue rule would promote them straight back);
 * - `mainTeamHasRoom`: someone not in the main team to the reserves while the main team has room
 *   (the queue rule would promote them at once: they should say "I'm in").
 */
export type RefusalReason = 'deadlinePassed' | 'mainTeamFull' | 'nobodyWaiting' | 'mainTeamHasRoom';

/** What an RSVP request does to the caller's row. */
export type RsvpDecision =
  /** Nothing to write: the caller already is where the request leads (their place in line is kept). */
  | { kind: 'unchanged'; status: RsvpStatus }
  | { kind: 'refused'; reason: RefusalReason }
  /**
   * Move the caller to the back of `to`. `leavesMainTeam`: a place opens, which the first reserve fills
   * (after the caller has joined the back of the reserves, when that is where they go).
   */
  | { kind: 'move'; to: RsvpStatus; leavesMainTeam: boolean };

/**
 * Decides an RSVP (`requested`) by a player whose current answer is `current`, on a settled sheet:
 * - re-sending the current answer changes nothing;
 * - after the cutoff, `refusedByCutoff` refuses (reason `deadlinePassed`);
 * - `in` takes a main-team place when the main team has room and nobody waits; otherwise it joins the
 *   back of the reserves (a reserve asking `in` keeps their place in the queue);
 * - `reserves` from the main team joins the back of the reserves and the first reserve takes the place,
 *   refused (`nobodyWaiting`) when nobody waits; from outside the main team it joins the back of the
 *   reserves, refused (`mainTeamHasRoom`) while the main team has room;
 * - `out` leaves (a main-team place it opens goes to the first reserve).
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
    if (current === 'reserves') return { kind: 'unchanged', status: 'reserves' };
    return { kind: 'move', to: mainTeamHasRoom(input) ? 'in' : 'reserves', leavesMainTeam: false };
  }
  if (requested === 'reserves') {
    if (current === 'in') {
      return input.reservesCount > 0
        ? { kind: 'move', to: 'reserves', leavesMainTeam: true }
        : { kind: 'refused', reason: 'nobodyWaiting' };
    }
    return mainTeamHasRoom(input)
      ? { kind: 'refused', reason: 'mainTeamHasRoom' }
      : { kind: 'move', to: 'reserves', leavesMainTeam: false };
  }
  return { kind: 'move', to: 'out', leavesMainTeam: current === 'in' };
}

/** Where an admin team move puts a player: the main team (`in`), the reserves, or off the sheet (`pending`). */
export type MoveTarget = Exclude<TeamStatus, 'out'>;

/** What an admin team move does to the player's row. */
export type TeamMoveDecision =
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: Exclude<RefusalReason, 'deadlinePassed'> }
  /** Move the player; `leavesMainTeam`: the first reserve then fills the place (after them, if they queue). */
  | { kind: 'move'; leavesMainTeam: boolean };

/**
 * Decides an admin team move (docs/product.md#s4-admin-team-moves) of a player whose answer is `current` to
 * `to`, on a settled sheet. The RSVP cutoff does not apply to admins.
 * - to `in`: only while the main team has room and nobody waits (`mainTeamFull` otherwise; a reserve
 *   therefore moves up only by the queue, never past the reserves ahead of them);
 * - to `reserves`: a main-team player goes to the back of the queue and the first reserve takes the
 *   place (`nobodyWaiting` when nobody waits); anyone else joins the back (`mainTeamHasRoom` while the
 *   main team has room);
 * - to `pending` (taken off the sheet): always; a main-team place it opens goes to the first reserve.
 */
export function decideTeamMove(
  input: SheetCounts & { current: TeamStatus; to: MoveTarget },
): TeamMoveDecision {
  const { current, to } = input;
  if (to === current) return { kind: 'unchanged' };
  if (to === 'in') {
    return mainTeamHasRoom(input)
      ? { kind: 'move', leavesMainTeam: false }
      : { kind: 'refused', reason: 'mainTeamFull' };
  }
  if (to === 'reserves') {
    if (current === 'in') {
      return input.reservesCount > 0
        ? { kind: 'move', leavesMainTeam: true }
        : { kind: 'refused', reason: 'nobodyWaiting' };
    }
    return mainTeamHasRoom(input)
      ? { kind: 'refused', reason: 'mainTeamHasRoom' }
      : { kind: 'move', leavesMainTeam: false };
  }
  return { kind: 'move', leavesMainTeam: current === 'in' };
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
