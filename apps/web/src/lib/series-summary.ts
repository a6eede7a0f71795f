/**
 * How a series repeats, in the reader's language (README "Recurring games", "Languages"): the shared
 * seriesSummaryIn (English: the specification's "Repeats every Thursday, 6 games"; other languages: the
 * shared 'games' catalogue's seriesSummary.* with weekday names, lists and dates from Intl in the reader's
 * locale), so the game screen, the group's series card, the repeat fields and the series screen say it as
 * the server's notifications of a series' edits do.
 */
import { seriesSummaryIn } from '@turnout/shared';
import type { Translator } from '@turnout/shared/i18n';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { readerLocale } from '../i18n/languages.ts';

/** "Repeats every Thursday, 6 games" in English; "Jede Woche am Donnerstag, 6 Spiele" in German. */
export function localSeriesSummary(rrule: string, startDate: string, timeZone: string): string {
  const language = currentLanguage();
  const translator: Translator = { language, t: (key, params) => i18n.t(key, params) };
  return seriesSummaryIn(translator, rrule, startDate, timeZone, language === 'en' ? 'en' : readerLocale());
}

/**
 * localSeriesSummary for a component: loads the shared 'games' namespace in the reader's language (the
 * component waits in its Suspense fallback meanwhile) and re-renders it when the language changes.
 */
export function useSeriesSummary(): typeof localSeriesSummary {
  useTranslation('games');
  return localSeriesSummary;
}
