/**
 * The one way the app writes a time of day (README "A group's time zone and currency"): the 24-hour
 * clock ("19:00", as en-ZA and the chat write it) unless the user's language writes 12-hour ("7:00 PM"
 * in en-US). The user's language is the browser's (`navigator.language`, as money is written); the
 * zone is the one given (a game's group zone) or the browser's own.
 */

/** The browser's language tag ("en-ZA"), or undefined when it has none (the runtime's default then). */
export function userLocale(): string | undefined {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : undefined;
}

/** Whether `locale` writes times on a 12-hour clock (en-US, en-AU: h12 / h11), by Intl's own data. */
export function uses12HourClock(locale: string | undefined = userLocale()): boolean {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, zone and date options (created on first use). */
function formatter(
  locale: string | undefined,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? '', timeZone ?? '', options]);
  let f = timeFormats.get(key);
  if (!f) {
    const twelve = uses12HourClock(locale);
    f = new Intl.DateTimeFormat(locale, {
      ...options,
      hour: twelve ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: twelve ? 'h12' : 'h23',
      timeZone,
    });
    timeFormats.set(key, f);
  }
  return f;
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
  return formatter(locale, timeZone, {}).format(new Date(date));
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
  return formatter(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(date),
  );
}
