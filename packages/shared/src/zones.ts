/**
 * Where a group plays: its time zone and its money (README "A group's time zone and currency"; spec §9
 * currency rule; DESIGN.md "Time"). The database stores instants; these turn them into the group's local
 * dates and times and back, with @date-fns/tz (never offsets by hand), and format money in the group's
 * currency. Pure and clock-free, shared by the server (notification texts, emails, series expansion) and
 * the web (screens and forms).
 */
import { z } from 'zod';
import { format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';

/** The zone a group gets when neither the request nor DEFAULT_TIME_ZONE says otherwise. */
export const FALLBACK_TIME_ZONE = 'Africa/Johannesburg';

export const zoneTexts = {
  unknownTimeZone: (name: string) =>
    `${name} is not a time zone we know: use an IANA name such as Africa/Johannesburg or Europe/London.`,
  unknownCurrency: (code: string) =>
    `${code} is not a currency code we know: use an ISO 4217 code such as ZAR, GBP or EUR.`,
  timeZoneRequired: 'time_zone must be an IANA time zone name such as Africa/Johannesburg.',
  currencyRequired: 'currency must be an ISO 4217 code such as ZAR.',
  reminderHours: 'Reminder hours must be a whole number from 0 (off) to 168.',
  localeInvalid: 'locale must be a language tag such as en-ZA.',
} as const;

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

/** An IANA time zone name, trimmed and made canonical; unknown → 400 with zoneTexts.unknownTimeZone. */
export const timeZoneSchema = z
  .string({ error: zoneTexts.timeZoneRequired })
  .trim()
  .max(64, { error: zoneTexts.timeZoneRequired })
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (!canonical) {
      ctx.addIssue({ code: 'custom', message: zoneTexts.unknownTimeZone(name) });
      return z.NEVER;
    }
    return canonical;
  });

/** An ISO 4217 currency code, trimmed and upper-cased; unknown → 400 with zoneTexts.unknownCurrency. */
export const currencySchema = z
  .string({ error: zoneTexts.currencyRequired })
  .trim()
  .max(8, { error: zoneTexts.currencyRequired })
  .transform((code, ctx) => {
    const upper = code.toUpperCase();
    if (!/^[A-Z]{3}$/.test(upper) || !isCurrencyCode(upper)) {
      ctx.addIssue({ code: 'custom', message: zoneTexts.unknownCurrency(code) });
      return z.NEVER;
    }
    return upper;
  });

/** A BCP 47 language tag as browsers send it ("en-ZA"); only used to pick a default currency. */
export const localeSchema = z
  .string({ error: zoneTexts.localeInvalid })
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, { error: zoneTexts.localeInvalid });

/** Hours before the RSVP cutoff when non-responders are reminded: 0 (off) to 168. */
export const reminderHoursSchema = z.coerce
  .number({ error: zoneTexts.reminderHours })
  .int({ error: zoneTexts.reminderHours })
  .min(0, { error: zoneTexts.reminderHours })
  .max(168, { error: zoneTexts.reminderHours });

const localeCurrencies: Record<string, string> = { 'en-US': 'USD', 'en-GB': 'GBP', 'fr-FR': 'EUR' };

/**
 * A new group's currency when none is given (spec §9): an Africa/Johannesburg time zone gives ZAR;
 * otherwise en-US → USD, en-GB → GBP, fr-FR → EUR; anything else ZAR.
 */
export function defaultCurrency(timeZone: string | undefined, locale: string | undefined): string {
  if (timeZone === 'Africa/Johannesburg') return 'ZAR';
  return (locale && localeCurrencies[locale]) || 'ZAR';
}

/**
 * A cost ("60.00", 60 or null) in `currency` with 2 decimals, written the way `locale` writes money
 * (default: the runtime's): "R 60,00" in en-ZA, "ZAR 60.00" in en-US. Null/blank/unreadable → null.
 */
export function formatMoney(
  cost: string | number | null | undefined,
  currency: string,
  locale?: string,
): string | null {
  if (cost === null || cost === undefined || cost === '') return null;
  const amount = Number(cost);
  if (!Number.isFinite(amount)) return null;
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

/** An instant as the group-local date ("yyyy-MM-dd") and time ("HH:mm") in `timeZone`. */
export function zonedParts(at: Date | string, timeZone: string): { date: string; time: string } {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return {
    date: format(instant, 'yyyy-MM-dd', { in: tz(timeZone) }),
    time: format(instant, 'HH:mm', { in: tz(timeZone) }),
  };
}

/** date-fns `format` of an instant in `timeZone` ("EEE d MMM HH:mm" → "Thu 18 Mar 19:00"). */
export function formatInZone(at: Date | string, pattern: string, timeZone: string): string {
  return format(typeof at === 'string' ? new Date(at) : at, pattern, { in: tz(timeZone) });
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

/** True when `timeZone` shows the same wall-clock time as `viewerZone` at `at` (then no zone name is shown). */
export function sameWallClock(at: Date | string, timeZone: string, viewerZone: string): boolean {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return formatInZone(instant, 'yyyy-MM-dd HH:mm', timeZone) === formatInZone(instant, 'yyyy-MM-dd HH:mm', viewerZone);
}
