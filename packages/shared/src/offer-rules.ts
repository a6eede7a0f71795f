/**
 * Timed offers near kick-off, the pure rule (README "Reserves"; docs/decisions/010-reserves-queue.md,
 * "Timed offers"): when an opened place is offered rather than given, and how long an offer holds it.
 * Clock-free and zod-free: the server calls it with the app clock inside the transaction that makes the
 * offer; the web app may use it to explain the setting.
 */
import { TZDate } from '@date-fns/tz';

/** What happens to a place that opens in a full main team within `offer_hours` of kick-off. */
export const PROMOTION_MODES = ['automatic', 'offer'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

/** offer_hours: 0–72, default 24. */
export const OFFER_HOURS_MAX = 72;
export const OFFER_HOURS_DEFAULT = 24;

/** Group-local quiet hours, "HH:MM" each; null: none. */
export type QuietHours = { start: string; end: string };
export const QUIET_HOURS_DEFAULT: QuietHours = { start: '21:00', end: '09:00' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Quiet hours pause an offer's window unless kick-off is within this many hours when it is made. */
export const QUIET_HOURS_IGNORED_WITHIN_HOURS = 5;

/**
 * True when a place opening at `now` is offered rather than given: the group's `promotion` is 'offer'
 * and kick-off is at most `offerHours` hours away (and not yet reached).
 */
export function placeIsOffered(input: {
  promotion: PromotionMode | string;
  offerHours: number;
  kickoff: Date;
  now: Date;
}): boolean {
  const left = input.kickoff.getTime() - input.now.getTime();
  return input.promotion === 'offer' && left > 0 && left <= input.offerHours * HOUR;
}

/**
 * An offer's window in milliseconds of running clock, fixed when it is made: 2 hours while kick-off is
 * more than 16 hours away, 30 minutes from 16 hours to 1 hour, 10 minutes in the last hour.
 */
export function offerWindowMs(kickoff: Date, now: Date): number {
  const left = kickoff.getTime() - now.getTime();
  if (left > 16 * HOUR) return 2 * HOUR;
  if (left > HOUR) return 30 * MINUTE;
  return 10 * MINUTE;
}

const hhmm = (s: string): [number, number] => {
  const [h, m] = s.split(':').map(Number);
  return [h ?? 0, m ?? 0];
};

/** The instant of local date (y, m, d) at "HH:MM" in `timeZone` (days may overflow: TZDate rolls them). */
const localInstant = (timeZone: string, y: number, m: number, d: number, at: string): number => {
  const [h, min] = hhmm(at);
  return new TZDate(y, m, d, h, min, timeZone).getTime();
};

/**
 * The quiet intervals [start, end) in `timeZone` around instant `t`: those of the local days before,
 * of and after `t`'s (quiet hours past midnight, like 21:00–09:00, end on the next local day).
 */
function quietIntervals(t: number, quiet: QuietHours, timeZone: string): [number, number][] {
  const local = new TZDate(t, timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  const wraps = quiet.end <= quiet.start;
  return [-1, 0, 1, 2].map((k) => [
    localInstant(timeZone, y, m, d + k, quiet.start),
    localInstant(timeZone, y, m, d + k + (wraps ? 1 : 0), quiet.end),
  ]);
}

/**
 * When an offer made at `now` expires (README "Reserves"): `offerWindowMs` of running clock, the clock
 * paused during the group's quiet hours (group-local, `timeZone`) unless kick-off is within
 * QUIET_HOURS_IGNORED_WITHIN_HOURS, and never past kick-off. `quietHours` null: no pause.
 */
export function offerExpiresAt(input: {
  now: Date;
  kickoff: Date;
  quietHours: QuietHours | null;
  timeZone: string;
}): Date {
  const { now, kickoff, quietHours, timeZone } = input;
  const end = kickoff.getTime();
  let remaining = offerWindowMs(kickoff, now);
  let t = now.getTime();
  const pauses =
    quietHours !== null &&
    quietHours.start !== quietHours.end &&
    end - t > QUIET_HOURS_IGNORED_WITHIN_HOURS * HOUR;
  if (!pauses) return new Date(Math.min(t + remaining, end));
  // Each turn either runs the clock to the end of the window or to the next quiet start, or jumps a
  // quiet interval: a window of at most 2 hours ends within a few turns.
  while (remaining > 0 && t < end) {
    const intervals = quietIntervals(t, quietHours, timeZone);
    const inside = intervals.find(([s, e]) => s <= t && t < e);
    if (inside) {
      t = inside[1];
      continue;
    }
    const nextStart = Math.min(...intervals.map(([s]) => s).filter((s) => s > t));
    const run = Math.min(remaining, nextStart - t);
    t += run;
    remaining -= run;
  }
  return new Date(Math.min(t, end));
}
