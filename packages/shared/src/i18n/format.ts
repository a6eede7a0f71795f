/**
 * Numbers, money and dates in the reader's language, only through Intl (README "Languages", "A group's
 * time zone and currency"): the group's zone and currency, the reader's language. No i18next here.
 */
import { timeFormatter } from '../clock.ts';
import type { Language } from './languages.ts';

/**
 * An amount of money in `currency` (ISO 4217, the group's) written the `language` way:
 * formatMoney(12050, 'EUR', 'de') → "120,50 €", formatMoney(12050, 'BRL', 'pt-BR') → "R$ 120,50".
 * `cents` are hundredths of the unit (money.ts). Throws RangeError for a malformed currency code.
 */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

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
