/**
 * A series' rule turned into game dates and instants (README "Recurring games"), with the `rrule`
 * library in the group's time zone. Pure: callers pass the clock (`now`) and the zone.
 *
 * rrule computes in "floating" dates: a Date whose UTC fields hold the group's wall-clock time. The
 * series starts at Date.UTC(start_date, time); each occurrence's fields are its local date and time,
 * which become an instant with zonedInstant (@date-fns/tz), so a weekly 19:00 game stays at 19:00 local
 * across daylight-saving changes (its UTC time moves). Bounds go the other way (toFloating), with a day's
 * margin, and results are filtered on instants, so no offset is ever computed by hand.
 */
import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType } from 'rrule';
import { addDays, addYears } from 'date-fns';
import {
  formatInZone,
  gameHorizon,
  MAX_SERIES_GAMES,
  parseSeriesRule,
  seriesRuleProblem,
  seriesRuleTexts,
  zonedInstant,
  type SeriesRule,
} from '@turnout/shared';

// rrule is a CommonJS bundle: under Node's ESM loader (tsx, Vitest's server project) its exports sit on
// `default`; an ESM-aware bundler sees the named exports. Either way, take the object holding RRule.
const rrule = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = rrule;

/** Games of a series are kept created this many days ahead (the daily job moves the horizon on). */
export const SERIES_HORIZON_DAYS = 56;

/** One occurrence: its group-local date ("2027-04-01", games.series_date) and its instant. */
export type Occurrence = { date: string; at: Date };

/** A rule ready to expand: parsed, checked against its start, anchored in `timeZone`. */
export type CompiledSeries = {
  rule: SeriesRule;
  timeZone: string;
  startDate: string;
  time: string;
  /** The floating first date and time (rrule's DTSTART). */
  start: Date;
  expander: RRuleType;
};

/** One day in milliseconds (an instant's arithmetic; calendar days are the rule's). */
export const DAY_MS = 24 * 3600_000;

/** An instant as a floating date: its wall-clock time in `timeZone` in the UTC fields. */
export function toFloating(at: Date, timeZone: string): Date {
  return new Date(`${formatInZone(at, "yyyy-MM-dd'T'HH:mm:ss", timeZone)}Z`);
}

/** A floating date from rrule as an occurrence in `timeZone`. */
function fromFloating(floating: Date, timeZone: string): Occurrence {
  const iso = floating.toISOString();
  const date = iso.slice(0, 10);
  return { date, at: zonedInstant(date, iso.slice(11, 16), timeZone) };
}

/** UNTIL as a floating date: a date means the end of that day, a UTC time its wall-clock time in the zone. */
function floatingUntil(until: NonNullable<SeriesRule['until']>, timeZone: string): Date {
  if (until.time === null) return new Date(`${until.date}T23:59:59Z`);
  if (!until.utc) return new Date(`${until.date}T${until.time}Z`);
  return toFloating(new Date(`${until.date}T${until.time}Z`), timeZone);
}

const FREQ = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY } as const;

/**
 * Parses `rrule` and anchors it at `startDate` ("YYYY-MM-DD") and `time` ("HH:MM"), group-local in
 * `timeZone`. `{ problem }` (a seriesRuleTexts sentence) when the text is refused, the rule could never
 * give a game (seriesRuleProblem: the library would scan to the year 9999), UNTIL is before the start,
 * UNTIL allows more than MAX_SERIES_GAMES games, or the rule gives no game within two years of its start.
 */
export function compileSeries(
  input: { rrule: string; startDate: string; time: string },
  timeZone: string,
): { series: CompiledSeries; problem?: undefined } | { problem: string; series?: undefined } {
  const parsed = parseSeriesRule(input.rrule);
  if (!parsed.rule) return { problem: parsed.problem };
  const rule = parsed.rule;
  const never = seriesRuleProblem(rule, input.startDate);
  if (never) return { problem: never };
  const start = new Date(`${input.startDate}T${input.time}:00Z`);
  if (Number.isNaN(start.getTime())) return { problem: seriesRuleTexts.noGames };
  const until = rule.until ? floatingUntil(rule.until, timeZone) : null;
  if (until && until.getTime() < start.getTime()) return { problem: seriesRuleTexts.untilBeforeStart };

  const options: Partial<Options> = {
    freq: FREQ[rule.freq],
    dtstart: start,
    interval: rule.interval,
    count: rule.count,
    until,
    wkst: rule.wkst ? RRule[rule.wkst] : null,
    byweekday:
      rule.byday.length > 0
        ? rule.byday.map((d) => (d.n === null ? RRule[d.day] : RRule[d.day].nth(d.n)))
        : null,
    bymonthday: rule.bymonthday.length > 0 ? rule.bymonthday : null,
    bymonth: rule.bymonth.length > 0 ? rule.bymonth : null,
    bysetpos: rule.bysetpos.length > 0 ? rule.bysetpos : null,
  };
  const expander = new RRule(options);
  const series: CompiledSeries = {
    rule,
    timeZone,
    startDate: input.startDate,
    time: input.time,
    start,
    expander,
  };

  if (firstOccurrence(series) === null) return { problem: seriesRuleTexts.noGames };
  if (until && expander.all((_d, n) => n <= MAX_SERIES_GAMES).length > MAX_SERIES_GAMES)
    return { problem: seriesRuleTexts.tooMany };
  return { series };
}

/** The series' first occurrence, looked for within two years of its start; null when there is none. */
export function firstOccurrence(series: CompiledSeries): Occurrence | null {
  const [first] = series.expander.between(series.start, addYears(series.start, 2), true, (_d, n) => n < 1);
  return first ? fromFloating(first, series.timeZone) : null;
}

/** Every occurrence starting after `after` and no later than `until` (instants), in order. */
export function occurrencesBetween(series: CompiledSeries, after: Date, until: Date): Occurrence[] {
  if (until.getTime() <= after.getTime()) return [];
  const from = new Date(toFloating(after, series.timeZone).getTime() - DAY_MS);
  const to = new Date(toFloating(until, series.timeZone).getTime() + DAY_MS);
  return series.expander
    .between(from, to, true)
    .map((d) => fromFloating(d, series.timeZone))
    .filter((o) => o.at.getTime() > after.getTime() && o.at.getTime() <= until.getTime());
}

/** The first occurrence starting after `after` and no later than `limit`, or null. */
export function nextOccurrence(series: CompiledSeries, after: Date, limit: Date): Occurrence | null {
  if (limit.getTime() <= after.getTime()) return null;
  const from = new Date(toFloating(after, series.timeZone).getTime() - DAY_MS);
  const to = new Date(toFloating(limit, series.timeZone).getTime() + DAY_MS);
  let found: Occurrence | null = null;
  series.expander.between(from, to, true, (d) => {
    const o = fromFloating(d, series.timeZone);
    if (o.at.getTime() > after.getTime()) {
      found = o;
      return false;
    }
    return true;
  });
  const next = found as Occurrence | null;
  return next && next.at.getTime() <= limit.getTime() ? next : null;
}

/**
 * Which games a series has at `now` (README "Recurring games"): every occurrence that starts within
 * SERIES_HORIZON_DAYS after the later of `now` and its first occurrence, at least the next one, none in
 * the past and none more than two years ahead (game-rules.ts gameHorizon). `generatedUntil` is the
 * horizon they reach (the series' generated_until): the daily job creates what comes after it.
 * `occurrences` is empty when the rule has nothing after `now` within two years.
 */
export function scheduleWindow(
  series: CompiledSeries,
  now: Date,
): { occurrences: Occurrence[]; generatedUntil: Date } {
  const latest = gameHorizon(now);
  const first = firstOccurrence(series);
  const base = first && first.at.getTime() > now.getTime() ? first.at : now;
  let end = addDays(base, SERIES_HORIZON_DAYS);
  if (end.getTime() > latest.getTime()) end = latest;
  let occurrences = occurrencesBetween(series, now, end);
  if (occurrences.length === 0) {
    const next = nextOccurrence(series, now, latest);
    if (next) {
      occurrences = [next];
      end = next.at;
    }
  }
  return { occurrences, generatedUntil: end };
}

/** The local dates of the occurrences starting after `after` and no later than `until`. */
export function occurrenceDates(series: CompiledSeries, after: Date, until: Date): Set<string> {
  return new Set(occurrencesBetween(series, after, until).map((o) => o.date));
}
