/**
 * How a series repeats, in the reader's language (README "Recurring games", "Languages"), for the web's
 * series screens and the server's notifications of a series' edits alike. English is series-rules.ts
 * seriesSummary's sentence ("Repeats every Thursday, 6 games"), as the specification writes it. Other
 * languages say the common rules through the shared 'games' catalogue (seriesSummary.*): every day or N
 * days, every week or N weeks on some weekdays, every month or N months on some days of the month, with a
 * number of games or an end date; weekday names, lists and dates come from Intl in the reader's locale,
 * the end date on the group's clock. A rule beyond these (numbered weekdays, BYSETPOS, BYMONTH, counting
 * from the month's end) keeps the English sentence rather than say it wrongly.
 */
import { parseSeriesRule, seriesSummary, type SeriesRule, type WeekdayCode } from './series-rules.ts';
import type { Translator } from './i18n/translator.ts';

/** Days after Monday 1 January 2024 (a Monday), for Intl's weekday names. */
const OFFSET: Record<WeekdayCode, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };

/** The weekday of a "yyyy-MM-dd" date. */
function weekdayOf(date: string): WeekdayCode | null {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return Number.isNaN(day) ? null : (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[day]!;
}

/** The rule's words without count or end, or null when the catalogue has none for it. */
function ruleWords(t: Translator['t'], rule: SeriesRule, startDate: string, locale: string): string | null {
  if (rule.bysetpos.length > 0 || rule.bymonth.length > 0 || rule.byday.some((d) => d.n !== null))
    return null;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const dayName = (code: WeekdayCode) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + OFFSET[code])),
    );
  const days = rule.byday.map((d) => d.day);
  if (rule.freq === 'DAILY') {
    if (days.length === 0) return t('games:seriesSummary.daily', { count: rule.interval });
    return rule.interval === 1
      ? t('games:seriesSummary.weekly', { count: 1, days: list(days.map(dayName)) })
      : null;
  }
  if (rule.freq === 'WEEKLY') {
    const on = days.length > 0 ? days : [weekdayOf(startDate) ?? 'MO'];
    return t('games:seriesSummary.weekly', { count: rule.interval, days: list(on.map(dayName)) });
  }
  if (days.length > 0 || rule.bymonthday.some((d) => d < 1)) return null;
  const monthDays = rule.bymonthday.length > 0 ? rule.bymonthday : [Number(startDate.slice(8, 10)) || 1];
  const number = new Intl.NumberFormat(locale);
  return t('games:seriesSummary.monthly', {
    count: rule.interval,
    days: list(monthDays.map((d) => number.format(d))),
  });
}

/**
 * The rule `rrule` of a series starting `startDate` ("YYYY-MM-DD", group-local) in `translator`'s
 * language: "Repeats every Thursday, 6 games" in English (seriesSummary), "Jede Woche am Donnerstag, 6
 * Spiele" in German; `timeZone` is the group's (a UTC UNTIL is read on its clock); `locale` the BCP 47
 * tag Intl writes names and dates in (default the translator's language; the web passes the browser's
 * regional form of it, "de-AT"). Never throws.
 */
export function seriesSummaryIn(
  translator: Translator,
  rrule: string,
  startDate: string,
  timeZone: string,
  locale: string = translator.language,
): string {
  if (translator.language === 'en') return seriesSummary(rrule, startDate, timeZone);
  const { t } = translator;
  const { rule } = parseSeriesRule(rrule);
  if (!rule) return t('games:seriesSummary.repeats');
  let words = ruleWords(t, rule, startDate, locale);
  if (words === null) return seriesSummary(rrule, startDate, timeZone);
  if (rule.until) {
    // As the English sentence reads it: a UTC time on the group's clock, a plain date as written.
    const at = new Date(`${rule.until.date}T${rule.until.utc ? rule.until.time : '12:00:00'}Z`);
    const date = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: rule.until.utc ? timeZone : 'UTC',
    }).format(at);
    words = t('games:seriesSummary.until', { rule: words, date });
  }
  if (rule.count !== null) words = t('games:seriesSummary.games', { rule: words, count: rule.count });
  return words;
}
