/**
 * Pure game rules shared by server and web (docs/product.md#s4-rsvp-cutoff, #s5-create-game, #s5-edit-game,
 * #s9 constants). Instants are Dates; durations of the cutoff are whole hours. Nothing here reads the clock:
 * callers pass `now`, so the same rule runs on the server's clock and in the user's browser.
 */
import { addYears, differenceInMinutes, isAfter, isBefore, isSameMinute, subHours } from 'date-fns';
import { GAME_HORIZON_YEARS, gameTexts } from './texts/games.ts';
import { zonedInstant, zonedParts } from './zone-rules.ts';

/**
 * A past game's unpaid players can be reminded at most once in this many hours (README "Past games").
 * Here, with the zod-free rules, so the game screen can show when the next reminder may go without
 * loading the shared schemas (bench/README.md "Web").
 */
export const PAYMENT_REMINDER_SPACING_HOURS = 24;

/** The RSVP cutoff instant: game_datetime − rsvp_cutoff hours, or null when rsvp_cutoff is 0 (no cutoff). */
export function cutoffInstant(gameDatetime: Date, rsvpCutoffHours: number): Date | null {
  return rsvpCutoffHours > 0 ? subHours(gameDatetime, rsvpCutoffHours) : null;
}

/** True once the cutoff has passed: main-team players may no longer opt out. */
export function isCutoffPassed(gameDatetime: Date, rsvpCutoffHours: number, now: Date): boolean {
  const cutoff = cutoffInstant(gameDatetime, rsvpCutoffHours);
  return cutoff !== null && !isBefore(now, cutoff);
}

/**
 * Whether a member may edit or delete a game and edit its team (docs/product.md#s6-group-admin, "Editing a
 * game needs admin of its group"; docs/decisions/004-game-edit-rights.md): group admins of the game's group
 * only. Having created the game gives no right of its own, so a creator who is no longer a group admin has
 * none. The server's guard and the screens (games list, game detail, edit screens) both ask this.
 */
export function canEditGame(viewer: { isGroupAdmin: boolean }): boolean {
  return viewer.isGroupAdmin;
}

/** The latest instant a game may be scheduled at: `now` + GAME_HORIZON_YEARS (2) years. */
export function gameHorizon(now: Date): Date {
  return addYears(now, GAME_HORIZON_YEARS);
}

/**
 * Whether a game may be at `at` (docs/product.md#s5-create-game, "The game must not be in the past"; a game
 * is at most GAME_HORIZON_YEARS ahead, so nobody fills a group's list for years to come). The sentence to
 * show, or null when the time is fine.
 * - Creation (no `current`): `at` must be after `now` (gameTexts.inThePast) and not after
 *   gameHorizon(now) (gameTexts.tooFarAhead).
 * - Edit (`current`: the game's stored time): the same, except that a game that has already started may
 *   keep its time unchanged — the same minute, as the forms send it — so its notes can still be edited
 *   while it is played; a move to a time already gone → gameTexts.editInThePast.
 * Pure: the caller passes `now` (the server's clock, or the browser's for the forms).
 */
export function gameDatetimeProblem(at: Date, now: Date, current?: Date): string | null {
  if (isAfter(at, gameHorizon(now))) return gameTexts.tooFarAhead;
  if (isAfter(at, now)) return null;
  if (current === undefined) return gameTexts.inThePast;
  if (isSameMinute(at, current) && hasStarted(current, now)) return null;
  return gameTexts.editInThePast;
}

/** True once the game has started: nobody RSVPs any more. */
export function hasStarted(gameDatetime: Date, now: Date): boolean {
  return !isBefore(now, gameDatetime);
}

/**
 * The game screen's cutoff line: "RSVP cutoff in X days Y hours Z mins" before the cutoff,
 * "RSVP deadline to opt out has passed." after it, null when the game has no cutoff.
 * Whole minutes, rounded down; days are 24-hour periods (a countdown counts elapsed time).
 */
export function cutoffCountdownText(gameDatetime: Date, rsvpCutoffHours: number, now: Date): string | null {
  const cutoff = cutoffInstant(gameDatetime, rsvpCutoffHours);
  if (!cutoff) return null;
  if (!isBefore(now, cutoff)) return 'RSVP deadline to opt out has passed.';
  const minutes = differenceInMinutes(cutoff, now);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  return `RSVP cutoff in ${days} days ${hours} hours ${mins} mins`;
}

/**
 * "HH:mm" slots every `stepMinutes` from `first` to `last` inclusive: labels of a day's clock, counted in
 * minutes since midnight (no instant is involved, so no date library is needed).
 */
export function timeSlots(first = '00:00', last = '23:45', stepMinutes = 15): string[] {
  const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const label = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const slots: string[] = [];
  for (let m = minutesOf(first); m <= minutesOf(last); m += stepMinutes) slots.push(label(m));
  return slots;
}

/**
 * Creation form times (docs/product.md#s5): 07:00–22:45 every 15 minutes, in the group's `timeZone`; on the
 * group's today, the times already gone are disabled.
 */
export function creationTimeSlots(
  date: string,
  now: Date,
  timeZone: string,
): { value: string; label: string; disabled: boolean }[] {
  const today = date === todayDate(now, timeZone);
  return timeSlots('07:00', '22:45').map((value) => ({
    value,
    label: value,
    disabled: today && !isBefore(now, combineDateTime(date, value, timeZone)),
  }));
}

/** Edit form times (docs/product.md#s5): every 15 minutes, all day. */
export function editTimeSlots(): string[] {
  return timeSlots('00:00', '23:45');
}

/**
 * The instant of a form's date ("2026-11-27") and time ("19:00") on the wall clock of `timeZone` (the
 * game's group's zone, README "A group's time zone and currency"); Invalid Date when unreadable.
 */
export function combineDateTime(date: string, time: string, timeZone: string): Date {
  return zonedInstant(date, time, timeZone);
}

/** A game_datetime split back into the form's date ("yyyy-MM-dd") and time ("HH:mm") in `timeZone`. */
export function splitDateTime(iso: string, timeZone: string): { date: string; time: string } {
  return zonedParts(iso, timeZone);
}

/** Today's date ("yyyy-MM-dd") in `timeZone`: the creation form's date minimum. */
export function todayDate(now: Date, timeZone: string): string {
  return zonedParts(now, timeZone).date;
}
