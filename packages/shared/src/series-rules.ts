/**
 * The recurrence rule of a series (README "Recurring games"), read strictly and put in words, without
 * the `rrule` library (the server expands rules with it: apps/server/src/modules/series/expand.ts).
 * Pure and clock-free, shared by the server (which refuses a bad rule with these sentences) and the web
 * (the game screen's "Repeats every Thursday").
 *
 * A rule is RFC 5545 RRULE parts `NAME=VALUE` separated by ";" (an "RRULE:" prefix is allowed), without
 * DTSTART: the series' start_date and time say when it starts. Accepted: FREQ (DAILY, WEEKLY or MONTHLY;
 * required), INTERVAL (1–99), COUNT (1–200), UNTIL (a date YYYYMMDD, a local time YYYYMMDDTHHMMSS or a
 * UTC time YYYYMMDDTHHMMSSZ; not with COUNT), BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS and WKST. BYHOUR,
 * BYMINUTE and BYSECOND are refused (the series' time says when each game starts), as are TZID (a
 * series repeats in its group's zone) and the yearly-only parts.
 */
import { formatInZone } from './zones.ts';
import { ordinal } from './ordinal.ts';

/** The most games a series may have in all (a rule whose COUNT or UNTIL gives more is refused). */
export const MAX_SERIES_GAMES = 200;

export const seriesRuleTexts = {
  empty: 'rrule is required: a recurrence rule such as FREQ=WEEKLY;BYDAY=TH.',
  notAPart: (part: string) =>
    `rrule: "${part}" is not a part of a recurrence rule. Write NAME=VALUE parts separated by ";", e.g. FREQ=WEEKLY;BYDAY=TH.`,
  noDtstart: 'rrule: leave DTSTART out. start_date and time say when the series starts.',
  oneLine: 'rrule must be one line: a single recurrence rule such as FREQ=WEEKLY;BYDAY=TH.',
  noTzid: "rrule: leave TZID out. A series repeats in its group's time zone.",
  noTimeParts: "rrule: leave BYHOUR, BYMINUTE and BYSECOND out. The series' time says when each game starts.",
  yearlyOnly: (name: string) =>
    `rrule: ${name} only goes with yearly rules, and a series repeats daily, weekly or monthly.`,
  unsupported: (name: string) =>
    `rrule: ${name} is not supported. Use FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS or WKST.`,
  twice: (name: string) => `rrule: ${name} is given twice.`,
  freqRequired: 'rrule needs a FREQ: DAILY, WEEKLY or MONTHLY.',
  freqUnsupported: (freq: string) =>
    `rrule: FREQ=${freq} is not supported. A series repeats DAILY, WEEKLY or MONTHLY.`,
  intervalInvalid: 'rrule: INTERVAL must be a whole number from 1 to 99.',
  countInvalid: 'rrule: COUNT must be a whole number of games, at least 1.',
  countAndUntil: 'rrule: give COUNT or UNTIL, not both.',
  untilInvalid: 'rrule: UNTIL must be a date written YYYYMMDD or a UTC time written YYYYMMDDTHHMMSSZ.',
  untilBeforeStart: 'rrule: UNTIL is before start_date, so the series would have no games.',
  tooMany: `A series can have at most ${MAX_SERIES_GAMES} games. Lower COUNT, choose an earlier UNTIL, or leave both out to repeat with no end.`,
  bydayInvalid: 'rrule: BYDAY must list weekdays (MO, TU, WE, TH, FR, SA, SU), e.g. BYDAY=TH or BYDAY=MO,WE.',
  bydayNumbered:
    'rrule: a numbered weekday (BYDAY=1MO, BYDAY=-1TH) only goes with FREQ=MONTHLY, numbered 1 to 5 or -1 to -5.',
  bymonthdayInvalid:
    'rrule: BYMONTHDAY must list days of the month, 1 to 31 (or -1 to -31 counting from the end).',
  bymonthdayWeekly: 'rrule: BYMONTHDAY does not go with FREQ=WEEKLY.',
  bymonthInvalid: 'rrule: BYMONTH must list months, 1 to 12.',
  bysetposInvalid:
    'rrule: BYSETPOS only goes with FREQ=MONTHLY and plain weekdays in BYDAY, and picks 1 to 4 or -1 to -4 (BYSETPOS=-1: the last).',
  bydayWithMonthday: 'rrule: give BYDAY or BYMONTHDAY, not both.',
  bymonthdayDaily: 'rrule: BYMONTHDAY does not go with FREQ=DAILY; use FREQ=MONTHLY.',
  bymonthInterval: 'rrule: BYMONTH only goes with FREQ=DAILY every day or FREQ=WEEKLY every 1 to 4 weeks.',
  never:
    'This rule never gives a game: no month it visits has the days it asks for (check INTERVAL, BYMONTH and BYMONTHDAY).',
  neverWeekday:
    'This rule never gives a game: stepping INTERVAL days from start_date never lands on the weekdays of BYDAY.',
  untilTooFar: 'rrule: UNTIL can be at most 20 years after start_date.',
  wkstInvalid: 'rrule: WKST must be a weekday (MO, TU, WE, TH, FR, SA, SU).',
  noGames: 'This rule gives no game in the two years from start_date.',
  noUpcomingGames: 'This rule gives no game from now to two years ahead, so there is nothing to schedule.',
} as const;

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export type SeriesFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** UNTIL as written: a date, a floating local time (no `utc`) or a UTC instant (`utc`). */
export type RuleUntil = { date: string; time: string | null; utc: boolean };

/** A rule that passed `parseSeriesRule`: every part checked, `text` its canonical spelling. */
export type SeriesRule = {
  freq: SeriesFrequency;
  interval: number;
  count: number | null;
  until: RuleUntil | null;
  /** BYDAY entries; `n` the ordinal of a numbered weekday (MONTHLY only: 1 = first, -1 = last). */
  byday: { day: WeekdayCode; n: number | null }[];
  bymonthday: number[];
  bymonth: number[];
  bysetpos: number[];
  wkst: WeekdayCode | null;
  /** Upper case, no "RRULE:" prefix, parts in the order given: what the series stores. */
  text: string;
};

const YEARLY_ONLY = new Set(['BYYEARDAY', 'BYWEEKNO', 'BYEASTER']);
const TIME_PARTS = new Set(['BYHOUR', 'BYMINUTE', 'BYSECOND']);
const KNOWN = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
]);

/** Whole numbers of a comma-separated list, each within [min, max] and not 0; null when any is not. */
function intList(value: string, min: number, max: number): number[] | null {
  const items = value.split(',');
  const out: number[] = [];
  for (const item of items) {
    if (!/^[+-]?\d{1,3}$/.test(item)) return null;
    const n = Number(item);
    if (n === 0 || n < min || n > max) return null;
    out.push(n);
  }
  return out;
}

/** "20270630" / "20270630T190000" / "20270630T190000Z" → its parts; null when it is not a real date and time. */
function parseUntil(value: string): RuleUntil | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) return null;
  if (m[4] === undefined) return { date, time: null, utc: false };
  if (+m[4] > 23 || +m[5]! > 59 || +m[6]! > 59) return null;
  return { date, time: `${m[4]}:${m[5]}:${m[6]}`, utc: m[7] === 'Z' };
}

/**
 * Reads a series' rule strictly: `{ rule }` when every part is one a series accepts (see the file's
 * comment), else `{ problem }`, a sentence of seriesRuleTexts. Checks what the text alone says (FREQ,
 * COUNT 1–200, COUNT with UNTIL, the lists' values); what needs the start date or the expansion (UNTIL
 * before the start, more than 200 games by UNTIL, no game at all) the server checks as it expands.
 */
export function parseSeriesRule(
  input: string,
): { rule: SeriesRule; problem?: undefined } | { problem: string; rule?: undefined } {
  let written = input.trim();
  if (written === '') return { problem: seriesRuleTexts.empty };
  const upper = written.toUpperCase();
  if (upper.includes('DTSTART')) return { problem: seriesRuleTexts.noDtstart };
  if (/[\r\n]/.test(written)) return { problem: seriesRuleTexts.oneLine };
  if (upper.startsWith('RRULE:')) written = written.slice('RRULE:'.length);
  if (written.endsWith(';')) written = written.slice(0, -1);
  const fields = new Map<string, string>();
  for (const part of written.split(';')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(part);
    const name = m?.[1]?.toUpperCase();
    if (name === 'TZID') return { problem: seriesRuleTexts.noTzid };
    const value = m?.[2]?.toUpperCase() ?? '';
    if (!name || !/^[A-Z0-9,+-]+$/.test(value))
      return { problem: seriesRuleTexts.notAPart(part.slice(0, 40).replace(/[^\x20-\x7e]/g, '?')) };
    if (TIME_PARTS.has(name)) return { problem: seriesRuleTexts.noTimeParts };
    if (YEARLY_ONLY.has(name)) return { problem: seriesRuleTexts.yearlyOnly(name) };
    if (!KNOWN.has(name)) return { problem: seriesRuleTexts.unsupported(name.slice(0, 20)) };
    if (fields.has(name)) return { problem: seriesRuleTexts.twice(name) };
    fields.set(name, value);
  }

  const freq = fields.get('FREQ');
  if (freq === undefined) return { problem: seriesRuleTexts.freqRequired };
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY')
    return { problem: seriesRuleTexts.freqUnsupported(freq.slice(0, 20)) };

  let interval = 1;
  const intervalText = fields.get('INTERVAL');
  if (intervalText !== undefined) {
    if (!/^\d{1,2}$/.test(intervalText) || Number(intervalText) < 1)
      return { problem: seriesRuleTexts.intervalInvalid };
    interval = Number(intervalText);
  }

  let count: number | null = null;
  const countText = fields.get('COUNT');
  if (countText !== undefined) {
    if (!/^\d{1,9}$/.test(countText) || Number(countText) < 1)
      return { problem: seriesRuleTexts.countInvalid };
    count = Number(countText);
    if (count > MAX_SERIES_GAMES) return { problem: seriesRuleTexts.tooMany };
  }

  let until: RuleUntil | null = null;
  const untilText = fields.get('UNTIL');
  if (untilText !== undefined) {
    until = parseUntil(untilText);
    if (!until) return { problem: seriesRuleTexts.untilInvalid };
  }
  if (count !== null && until !== null) return { problem: seriesRuleTexts.countAndUntil };

  const byday: SeriesRule['byday'] = [];
  const bydayText = fields.get('BYDAY');
  if (bydayText !== undefined) {
    for (const item of bydayText.split(',')) {
      const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
      if (!m) return { problem: seriesRuleTexts.bydayInvalid };
      const n = m[1] === undefined ? null : Number(m[1]);
      if (n !== null && (freq !== 'MONTHLY' || n === 0 || Math.abs(n) > 5))
        return { problem: seriesRuleTexts.bydayNumbered };
      byday.push({ day: m[2] as WeekdayCode, n });
    }
  }

  let bymonthday: number[] = [];
  const bymonthdayText = fields.get('BYMONTHDAY');
  if (bymonthdayText !== undefined) {
    if (freq === 'WEEKLY') return { problem: seriesRuleTexts.bymonthdayWeekly };
    if (freq === 'DAILY') return { problem: seriesRuleTexts.bymonthdayDaily };
    if (byday.length > 0) return { problem: seriesRuleTexts.bydayWithMonthday };
    const list = intList(bymonthdayText, -31, 31);
    if (!list) return { problem: seriesRuleTexts.bymonthdayInvalid };
    bymonthday = list;
  }

  let bymonth: number[] = [];
  const bymonthText = fields.get('BYMONTH');
  if (bymonthText !== undefined) {
    const list = intList(bymonthText, 1, 12);
    if (!list) return { problem: seriesRuleTexts.bymonthInvalid };
    // Every month is then visited (a step of at most 28 days): such a rule cannot miss its months forever.
    if ((freq === 'DAILY' && interval > 1) || (freq === 'WEEKLY' && interval > 4))
      return { problem: seriesRuleTexts.bymonthInterval };
    bymonth = list;
  }

  let bysetpos: number[] = [];
  const bysetposText = fields.get('BYSETPOS');
  if (bysetposText !== undefined) {
    // Every month has at least 4 of each weekday, so positions ±1..±4 always exist.
    const list = intList(bysetposText, -4, 4);
    if (!list || freq !== 'MONTHLY' || byday.length === 0 || byday.some((d) => d.n !== null))
      return { problem: seriesRuleTexts.bysetposInvalid };
    bysetpos = list;
  }

  const wkstText = fields.get('WKST');
  if (wkstText !== undefined && !(WEEKDAY_CODES as readonly string[]).includes(wkstText))
    return { problem: seriesRuleTexts.wkstInvalid };

  return {
    rule: {
      freq,
      interval,
      count,
      until,
      byday,
      bymonthday,
      bymonth,
      bysetpos,
      wkst: (wkstText as WeekdayCode | undefined) ?? null,
      text: [...fields].map(([name, value]) => `${name}=${value}`).join(';'),
    },
  };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * What a parsed rule cannot do from `startDate` ("YYYY-MM-DD"), or null. Finds the rules that would
 * never give a game (the `rrule` library would scan to the year 9999 looking for one): a MONTHLY rule
 * whose INTERVAL never reaches a month of BYMONTH, or none of whose months has the day it asks for
 * (BYMONTHDAY=31;BYMONTH=2; the start's day when neither BYDAY nor BYMONTHDAY is given), and a DAILY
 * rule whose INTERVAL never lands on a weekday of BYDAY. Also refuses an UNTIL more than 20 years after
 * the start. Together with parseSeriesRule's limits, every rule it passes gives games again and again
 * (at worst a 5th weekday of February, once in a few decades), so an expansion always ends soon.
 */
export function seriesRuleProblem(rule: SeriesRule, startDate: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (!m) return seriesRuleTexts.noGames;
  const [startYear, startMonth, startDay] = [+m[1]!, +m[2]!, +m[3]!];
  if (rule.until && rule.until.date > `${startYear + 20}${startDate.slice(4)}`)
    return seriesRuleTexts.untilTooFar;
  if (rule.freq === 'MONTHLY') {
    const step = gcd(rule.interval, 12);
    const reachable = [...Array(12).keys()]
      .map((i) => i + 1)
      .filter((month) => (month - startMonth + 12) % step === 0)
      .filter((month) => rule.bymonth.length === 0 || rule.bymonth.includes(month));
    if (reachable.length === 0) return seriesRuleTexts.never;
    const days = rule.byday.length > 0 ? [] : rule.bymonthday.length > 0 ? rule.bymonthday : [startDay];
    if (
      days.length > 0 &&
      !reachable.some((month) => days.some((d) => Math.abs(d) <= DAYS_IN_MONTH[month - 1]!))
    )
      return seriesRuleTexts.never;
  }
  if (rule.freq === 'DAILY' && rule.byday.length > 0 && rule.interval % 7 === 0) {
    const startWeekday = weekdayOf(startDate);
    if (!rule.byday.some((d) => d.day === startWeekday)) return seriesRuleTexts.neverWeekday;
  }
  return null;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const DAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Thursday", "Monday and Thursday", "Monday, Wednesday and Friday". */
function and(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 1 → "first", -1 → "last", -2 → "2nd last". */
function position(n: number): string {
  const words: Record<number, string> = {
    1: 'first',
    2: 'second',
    3: 'third',
    4: 'fourth',
    5: 'fifth',
    [-1]: 'last',
  };
  return words[n] ?? (n < 0 ? `${ordinal(-n)} last` : ordinal(n));
}

/** A month day in words: 18 → "the 18th", -1 → "the last day", -2 → "the 2nd last day". */
const monthDay = (n: number) => (n > 0 ? `the ${ordinal(n)}` : `the ${position(n)} day`);

/** The weekday code of a "YYYY-MM-DD" calendar date (no zone involved), or null. */
function weekdayOf(date: string): WeekdayCode | null {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  return WEEKDAY_CODES[(d.getUTCDay() + 6) % 7]!;
}

/**
 * The rule in words for the game and group screens (README "Recurring games"), for a series whose first
 * date is `startDate` ("YYYY-MM-DD", group-local): "Repeats every Thursday", "Repeats every 2 weeks on
 * Thursday", "Repeats every month on the 18th", "Repeats every day", then " until 30 Jun 2027" (UNTIL;
 * a UTC UNTIL is read as its date in `timeZone`, UTC when not given) or ", 10 games" (COUNT).
 * "Repeats" alone when the rule cannot be read (parseSeriesRule refuses it).
 */
export function seriesSummary(rrule: string, startDate: string, timeZone = 'UTC'): string {
  const { rule } = parseSeriesRule(rrule);
  if (!rule) return 'Repeats';
  const every = (unit: string) => (rule.interval === 1 ? `every ${unit}` : `every ${rule.interval} ${unit}s`);
  const days = rule.byday.filter((d) => d.n === null).map((d) => DAY_NAMES[d.day]);
  const numbered = rule.byday
    .filter((d) => d.n !== null)
    .map((d) => `the ${position(d.n!)} ${DAY_NAMES[d.day]}`);
  let words: string;
  if (rule.freq === 'DAILY') {
    words =
      days.length > 0 && rule.interval === 1
        ? `every ${and(days)}`
        : every('day') + (days.length ? ` on ${and(days)}` : '');
  } else if (rule.freq === 'WEEKLY') {
    const on = days.length > 0 ? days : [DAY_NAMES[weekdayOf(startDate) ?? 'MO']];
    words = rule.interval === 1 ? `every ${and(on)}` : `${every('week')} on ${and(on)}`;
  } else {
    let on: string;
    if (rule.bysetpos.length > 0 && days.length > 0) {
      on = and(rule.bysetpos.map((p) => `the ${position(p)} ${days.join(' or ')}`));
    } else if (numbered.length > 0 || rule.bymonthday.length > 0 || days.length > 0) {
      on = and([...numbered, ...rule.bymonthday.map(monthDay), ...days.map((d) => `every ${d}`)]);
    } else {
      on = monthDay(Number(startDate.slice(8, 10)) || 1);
    }
    words = `${every('month')} on ${on}`;
  }
  if (rule.bymonth.length > 0) words += ` in ${and(rule.bymonth.map((m) => MONTH_NAMES[m - 1]!))}`;
  if (rule.until) {
    const date = rule.until.utc
      ? formatInZone(new Date(`${rule.until.date}T${rule.until.time}Z`), 'd MMM yyyy', timeZone)
      : formatInZone(new Date(`${rule.until.date}T12:00:00Z`), 'd MMM yyyy', 'UTC');
    words += ` until ${date}`;
  }
  if (rule.count !== null) words += rule.count === 1 ? ', 1 game' : `, ${rule.count} games`;
  return `Repeats ${words}`;
}
