/**
 * The "Repeat" choice of the game forms (README "Recurring games") and the RFC 5545 recurrence rule it
 * stands for, without DTSTART: the series' first game is its start_date and time, in the group's zone.
 * Used by the create-game form (features/games) and the series edit form (features/series), hence lib/.
 *
 * - every week     → FREQ=WEEKLY;BYDAY=<weekday of the first game>
 * - every 2 weeks  → FREQ=WEEKLY;INTERVAL=2;BYDAY=<weekday>
 * - every month    → FREQ=MONTHLY;BYMONTHDAY=<day of month of the first game>
 * - ends on a date → ;UNTIL=<the last second of that day in the group's zone, as UTC> (RFC 5545 §3.3.10:
 *                    with a zoned DTSTART, UNTIL is a UTC instant)
 * - ends after N   → ;COUNT=N
 * - never          → nothing more (the server keeps the next weeks scheduled as time passes)
 */
import { MAX_SERIES_GAMES } from '@turnout/shared';
import { zonedInstant, zonedParts } from '@turnout/shared/zone-rules';
import { repeatProblemTexts } from '../components/i18n.ts';

export type RepeatEvery = 'none' | 'week' | '2weeks' | 'month';
export type RepeatEnds = 'never' | 'on' | 'after';

/** The form's values: `until` a "yyyy-MM-dd" date, `count` as typed (number or ''). */
export type RepeatValues = { every: RepeatEvery; ends: RepeatEnds; until: string; count: number | string };

export const noRepeat: RepeatValues = { every: 'none', ends: 'never', until: '', count: '' };

/** The problems' sentences in the reader's language (the 'components' namespace, where the Repeat fields are). */
export const repeatTexts = {
  get untilRequired() {
    return repeatProblemTexts.untilRequired;
  },
  get untilBeforeStart() {
    return repeatProblemTexts.untilBeforeStart;
  },
  get countInvalid() {
    return repeatProblemTexts.countInvalid(MAX_SERIES_GAMES);
  },
};

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The calendar parts of a "yyyy-MM-dd" date (a date on its own: no zone is involved), or null. */
function calendarDate(date: string): { weekday: (typeof WEEKDAYS)[number]; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) return null;
  return { weekday: WEEKDAYS[d.getUTCDay()]!, day: d.getUTCDate() };
}

/** An instant as RFC 5545 UTC date-time: 2027-03-18T21:59:59.000Z → "20270318T215959Z". */
const rfcUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * The problems of a repeat choice for a series starting on `startDate` ("yyyy-MM-dd"), by field
 * (`until`, `count`); {} when it can be sent (or does not repeat).
 */
export function repeatProblems(
  repeat: RepeatValues,
  startDate: string,
): Partial<Record<'until' | 'count', string>> {
  if (repeat.every === 'none') return {};
  if (repeat.ends === 'on') {
    if (!calendarDate(repeat.until)) return { until: repeatTexts.untilRequired };
    if (startDate && repeat.until < startDate) return { until: repeatTexts.untilBeforeStart };
  }
  if (repeat.ends === 'after') {
    const n = Number(repeat.count);
    if (repeat.count === '' || !Number.isInteger(n) || n < 1 || n > MAX_SERIES_GAMES)
      return { count: repeatTexts.countInvalid };
  }
  return {};
}

/**
 * The recurrence rule of `repeat` for a series whose first game is on `startDate` ("yyyy-MM-dd", the
 * group's local date) in the group's `timeZone` (IANA); null when it does not repeat or `startDate`
 * is not a date. Assumes repeatProblems found nothing (an unreadable end is left out).
 * toRrule({ every: 'week', ends: 'after', count: 10, until: '' }, '2027-03-18', 'Europe/London')
 *   → "FREQ=WEEKLY;BYDAY=TH;COUNT=10".
 */
export function toRrule(repeat: RepeatValues, startDate: string, timeZone: string): string | null {
  const start = calendarDate(startDate);
  if (repeat.every === 'none' || !start) return null;
  const parts =
    repeat.every === 'month'
      ? ['FREQ=MONTHLY', `BYMONTHDAY=${start.day}`]
      : ['FREQ=WEEKLY', ...(repeat.every === '2weeks' ? ['INTERVAL=2'] : []), `BYDAY=${start.weekday}`];
  if (repeat.ends === 'on' && calendarDate(repeat.until)) {
    const lastMinute = zonedInstant(repeat.until, '23:59', timeZone);
    parts.push(`UNTIL=${rfcUtc(new Date(lastMinute.getTime() + 59_000))}`);
  }
  if (repeat.ends === 'after' && repeat.count !== '') parts.push(`COUNT=${Number(repeat.count)}`);
  return parts.join(';');
}

/**
 * The form's repeat choice for an existing rule (the series edit form), or null when the form cannot
 * show it (a daily rule, several weekdays, a weekday other than the first game's…). UNTIL is read back
 * as its date in the group's `timeZone`. The inverse of toRrule.
 */
export function fromRrule(rrule: string, startDate: string, timeZone: string): RepeatValues | null {
  const start = calendarDate(startDate);
  if (!start) return null;
  const fields = new Map<string, string>();
  for (const part of rrule.trim().toUpperCase().split(';')) {
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length > 0 || fields.has(key)) return null;
    fields.set(key, value);
  }
  const take = (key: string) => {
    const v = fields.get(key);
    fields.delete(key);
    return v;
  };
  const freq = take('FREQ');
  const interval = take('INTERVAL') ?? '1';
  const byday = take('BYDAY');
  const bymonthday = take('BYMONTHDAY');
  const until = take('UNTIL');
  const count = take('COUNT');
  if (fields.size > 0 || (until && count)) return null;

  let every: RepeatEvery;
  if (
    freq === 'WEEKLY' &&
    (interval === '1' || interval === '2') &&
    (byday ?? start.weekday) === start.weekday &&
    !bymonthday
  )
    every = interval === '2' ? '2weeks' : 'week';
  else if (freq === 'MONTHLY' && interval === '1' && !byday && Number(bymonthday ?? start.day) === start.day)
    every = 'month';
  else return null;

  if (count !== undefined) {
    if (!/^\d+$/.test(count)) return null;
    return { every, ends: 'after', until: '', count: Number(count) };
  }
  if (until !== undefined) {
    const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(until);
    if (!m) return null;
    const date = `${m[1]}-${m[2]}-${m[3]}`;
    const local =
      m[4] && m[7] === 'Z' ? zonedParts(new Date(`${date}T${m[4]}:${m[5]}:${m[6]}Z`), timeZone).date : date;
    return { every, ends: 'on', until: local, count: '' };
  }
  return { every, ends: 'never', until: '', count: '' };
}
