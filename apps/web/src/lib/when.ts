/**
 * The one way the app writes a time of day (README "A group's time zone and currency"): the 24-hour
 * clock ("19:00", as en-ZA and the chat write it) unless the user's language writes 12-hour ("7:00 PM"
 * in en-US). The user's language is the one the app shows (README "Languages"), with the browser's
 * region when it is the same language (i18n/languages.ts readerLocale); the zone is the one given (a
 * game's group zone) or the browser's own. The rule itself is shared with the
 * server (@turnout/shared/clock).
 */
import { timeFormatter, uses12HourClock as sharedUses12HourClock } from '@turnout/shared/clock';
import { readerLocale } from '../i18n/languages.ts';

/** The reader's locale ("en-ZA", "de", "ar"): the app's language with the browser's region. */
export function userLocale(): string | undefined {
  return readerLocale();
}

/** Whether `locale` (default the browser's) writes times on a 12-hour clock. */
export function uses12HourClock(locale: string | undefined = userLocale()): boolean {
  return sharedUses12HourClock(locale);
}

/**
 * The time of day of `date` (a Date or an ISO string) in `timeZone` (an IANA name; default the
 * browser's): "19:00" in a 24-hour language, "7:00 PM" in a 12-hour one.
 */
export function timeOfDay(
  date: Date | string,
  timeZone?: string,
  locale: string | undefined = userLocale(),
): string {
  return timeFormatter(locale, timeZone, {}).format(new Date(date));
}

/**
 * A short day and time ("Thu 3 Dec, 19:00" in en-ZA, "Thu, Dec 3, 7:00 PM" in en-US) in the user's
 * language, in `timeZone` (default the browser's): notification times.
 */
export function dayAndTime(
  date: Date | string,
  timeZone?: string,
  locale: string | undefined = userLocale(),
): string {
  return timeFormatter(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(date),
  );
}
