/**
 * The one way Turnout writes a time of day (README "A group's time zone and currency"): the 24-hour
 * clock ("19:00", as en-ZA and the chat write it) unless the language writes 12-hour ("7:00 PM" in
 * en-US), by Intl's own data. The app passes the browser's language; the server's one-tap page the
 * reader's Accept-Language.
 */

/** Whether `locale` writes times on a 12-hour clock (en-US, en-AU: h12 / h11). */
export function uses12HourClock(locale: string | undefined): boolean {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of `options` (the date parts wanted) followed by the time of day on `locale`'s clock, in
 * `timeZone` (an IANA name; default the runtime's); one per language, zone and options, made on first use.
 */
export function timeFormatter(
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
