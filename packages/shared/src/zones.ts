/**
 * Where a group plays: its time zone and its money (README "A group's time zone and currency";
 * docs/product.md#s9-currency; docs/design.md#time): the request schemas of a group's time_zone, currency,
 * locale and reminder_hours and their sentences. The zod-free helpers they build on (zonedInstant,
 * zonedParts, formatInZone, zoneAbbreviation, sameWallClock, formatMoney, defaultCurrency…) live in
 * zone-rules.ts and are re-exported here.
 */
import { z } from 'zod';
import { canonicalTimeZone, isCurrencyCode } from './zone-rules.ts';
export * from './zone-rules.ts';
export * from './zone-format.ts';

/** The refused value as a sentence may quote it: plain characters only, else just "That". */
const quoted = (value: string) => (/^[A-Za-z0-9_+\-/:.]{1,64}$/.test(value) ? value : 'That');

export const zoneTexts = {
  unknownTimeZone: (name: string) =>
    `${quoted(name)} is not a time zone we know: use an IANA name such as Africa/Johannesburg or Europe/London.`,
  unknownCurrency: (code: string) =>
    `${quoted(code)} is not a currency code we know: use an ISO 4217 code such as ZAR, GBP or EUR.`,
  timeZoneRequired: 'time_zone must be an IANA time zone name such as Africa/Johannesburg.',
  currencyRequired: 'currency must be an ISO 4217 code such as ZAR.',
  reminderHours: 'Reminder hours must be a whole number from 0 (off) to 168.',
  localeInvalid: 'locale must be a language tag such as en-ZA.',
} as const;

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
