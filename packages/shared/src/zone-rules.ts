/**
 * Where a group plays, without zod (README "A group's time zone and currency"; docs/product.md#s9-currency;
 * docs/design.md#time): the group's local dates and times of an instant and back, with @date-fns/tz (never
 * offsets by hand), the zone's short name, and money in the group's currency. Pure and clock-free,
 * shared by the server (notification texts, emails, series expansion) and the web (screens and forms);
 * the request schemas built on them are in zones.ts, which re-exports all of this. Kept apart so the
 * screens that only show games (/games) do not load zod (bench/README.md "Web").
 */
import { TZDate } from '@date-fns/tz';

/** The zone a group gets when neither the request nor DEFAULT_TIME_ZONE says otherwise. */
export const FALLBACK_TIME_ZONE = 'Africa/Johannesburg';

/**
 * The canonical IANA name of `name` ("europe/london" → "Europe/London"), or null when it is not a time
 * zone the runtime knows. Fixed offsets ("+02:00") and abbreviations ("SAST") are refused.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name) || /^[+-]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

let currencies: Set<string> | undefined;
/** True for an ISO 4217 code the runtime knows ("ZAR", "GBP"); upper case only. */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

const localeCurrencies: Record<string, string> = { 'en-US': 'USD', 'en-GB': 'GBP', 'fr-FR': 'EUR' };

/**
 * A new group's currency when none is given (docs/product.md#s9): an Africa/Johannesburg time zone gives ZAR;
 * otherwise en-US → USD, en-GB → GBP, fr-FR → EUR; anything else ZAR.
 */
export function defaultCurrency(timeZone: string | undefined, locale: string | undefined): string {
  if (timeZone === 'Africa/Johannesburg') return 'ZAR';
  return (locale && localeCurrencies[locale]) || 'ZAR';
}

/** The locale each currency's money is written in (docs/product.md#s9-currency's pairs); others: "en". */
const currencyLocales: Record<string, string> = { ZAR: 'en-ZA', USD: 'en-US', GBP: 'en-GB', EUR: 'fr-FR' };

/** The locale money in `currency` is written in everywhere: "en-ZA" for ZAR, "en-GB" for GBP, else "en". */
export function moneyLocale(currency: string): string {
  return currencyLocales[currency.toUpperCase()] ?? 'en';
}

/**
 * A cost ("60.00", 60 or null) in `currency` with 2 decimals: the one way Turnout writes money, on every
 * screen and in the calendar feed alike (README "A group's time zone and currency"). In English (the
 * default) in the currency's own locale (moneyLocale): "R 60,00" for ZAR, "£30.00" for GBP, "$30.00" for
 * USD, "30,00 €" for EUR, whatever the browser or the server's locale; a reader who chose another of
 * Turnout's languages (README "Languages") reads it that language's way ("120,50 €" in de, "R$ 120,50"
 * in pt-BR). Null/blank/unreadable → null.
 */
export function formatMoney(
  cost: string | number | null | undefined,
  currency: string,
  language?: string,
): string | null {
  if (cost === null || cost === undefined || cost === '') return null;
  const amount = Number(cost);
  if (!Number.isFinite(amount)) return null;
  const locale = language && language !== 'en' ? language : moneyLocale(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The instant of a group-local date ("2027-03-18") and time ("19:00") in `timeZone`; Invalid Date if unreadable. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return new Date(Number.NaN);
  const at = new TZDate(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!, 0, timeZone);
  return new Date(at.getTime());
}

/**
 * Intl's reading of an instant in a zone as numbers (year, month, day, hour, minute), one formatter per
 * zone: what zonedParts and sameWallClock compare, without date-fns' pattern formatter (formatInZone,
 * zone-format.ts) in a screen's first JavaScript (bench/README.md "Web").
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, formatter);
  }
  const parts = new Map(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.get('year')?.padStart(4, '0')}-${parts.get('month')}-${parts.get('day')}`,
    time: `${parts.get('hour')}:${parts.get('minute')}`,
  };
}

/** An instant as the group-local date ("yyyy-MM-dd") and time ("HH:mm") in `timeZone`. */
export function zonedParts(at: Date | string, timeZone: string): { date: string; time: string } {
  return wallClock(typeof at === 'string' ? new Date(at) : at, timeZone);
}

/** English locales whose short zone names (SAST, BST, EDT, AEDT, IST…) are tried in turn. */
const ABBREVIATION_LOCALES = ['en-ZA', 'en-GB', 'en-US', 'en-AU', 'en-IN', 'en-NZ', 'en-CA', 'en-IE'];

/**
 * The zone's short name at `at` ("SAST", "BST", "EDT"), or its offset ("GMT+2") where English has no
 * common abbreviation for it; "UTC" for UTC.
 */
export function zoneAbbreviation(at: Date | string, timeZone: string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name =
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name && !/^(GMT|UTC)[+-]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}

/**
 * `timeZone`'s offset from UTC at `at`, in minutes east (SAST 120, BST 60, EDT -240): what a page compares
 * with the browser's own `-new Date(at).getTimezoneOffset()` to know whether the reader's clock shows the
 * same time, without building an Intl formatter (the one-tap page's script, docs/decisions/018-one-tap-page.md).
 */
export function utcOffsetMinutes(at: Date | string, timeZone: string): number {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return -new TZDate(instant.getTime(), timeZone).getTimezoneOffset() || 0;
}

/** True when `timeZone` shows the same wall-clock time as `viewerZone` at `at` (then no zone name is shown). */
export function sameWallClock(at: Date | string, timeZone: string, viewerZone: string): boolean {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const here = wallClock(instant, timeZone);
  const there = wallClock(instant, viewerZone);
  return here.date === there.date && here.time === there.time;
}
