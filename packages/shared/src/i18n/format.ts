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
