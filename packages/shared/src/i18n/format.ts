/**
 * Numbers, money and dates in the reader's language, only through Intl (README "Languages", "A group's
 * time zone and currency"): the group's zone and currency, the reader's language. No i18next here.
 */
import { timeFormatter } from '../clock.ts';
import type { Language } from './languages.ts';

/** Money: zone-rules.ts formatMoney(cost, currency, language), the one money formatter. */
export { formatMoney } from '../zone-rules.ts';

/** A count or number in `language`'s digits and separators (Arabic uses Arabic-Indic digits). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

/**
 * A kick-off or deadline: weekday, day, month and the time of day, in `timeZone` (the group's IANA
 * zone) and `language`, on that language's clock: "Saturday 20 June, 19:00" style per language.
 */
export function formatWhen(when: Date, timeZone: string, language: Language): string {
  return timeFormatter(language, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(when);
}

/** The unit a wait is said in: seconds under a minute, hours past two hours, minutes between. */
export type WaitUnit = 'second' | 'minute' | 'hour';

/**
 * How long to wait before trying again, from the seconds left (rounded up to the unit said): under 60
 * seconds in seconds, over 2 hours in hours, otherwise in minutes.
 */
export function waitOf(seconds: number): { amount: number; unit: WaitUnit } {
  if (seconds < 60) return { amount: seconds, unit: 'second' };
  if (seconds > 2 * 3600) return { amount: Math.ceil(seconds / 3600), unit: 'hour' };
  return { amount: Math.ceil(seconds / 60), unit: 'minute' };
}

/**
 * A wait in `language` through Intl's long unit style (Intl.DurationFormat is not in Node 20): "5
 * minutes", "1 second", "3 hours" in English (the rate limits' `{{wait}}`), "5 Minuten" in German,
 * "٥ دقائق" in Arabic.
 */
export function formatWait(wait: { amount: number; unit: WaitUnit }, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: wait.unit, unitDisplay: 'long' }).format(
    wait.amount,
  );
}

/** The wait of an English sentence ("5 minutes", "1 second", "3 hours") as formatWait wrote it, or null. */
export function parseEnglishWait(text: string): { amount: number; unit: WaitUnit } | null {
  const match = /^(\d+) (second|minute|hour)s?$/.exec(text);
  return match ? { amount: Number(match[1]), unit: match[2] as WaitUnit } : null;
}

/**
 * A kick-off as notifications say it, short: weekday, day, month and time of day in `timeZone` and
 * `language` ("Do., 27. Nov., 19:00" in German). English keeps the specification's "Thu 27 Nov 19:00"
 * (notifications.ts noticeWhen).
 */
export function formatShortWhen(when: Date, timeZone: string, language: Language): string {
  return timeFormatter(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(when);
}

/** A kick-off as email subjects say it: weekday and time of day ("Do., 19:00"), in `timeZone`. */
export function formatWeekdayTime(when: Date, timeZone: string, language: Language): string {
  return timeFormatter(language, timeZone, { weekday: 'short' }).format(when);
}
