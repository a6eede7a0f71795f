/**
 * Translators over given catalogues (README "Languages"): one i18next instance per call, initialised
 * synchronously, so the server, the web and tests build them the same way.
 */
import i18next from 'i18next';
import type { Catalogue, TextKey, TextParams } from './catalogue.ts';
import { I18NEXT_OPTIONS } from './catalogue.ts';
import type { Language } from './languages.ts';

/** Renders keys of one language: `t('games:mainTeamFull', { max: 11 })` → "Main team is full (max 11 players)." */
export interface Translator {
  readonly language: Language;
  t(key: TextKey, params?: TextParams): string;
}

/**
 * A translator for `language` over `catalogues` (each language's Catalogue; English should be there as
 * the fallback for a key a language misses). Synchronous: the catalogues are already loaded. Unknown keys
 * come back as the key itself (i18next's behaviour); the completeness test keeps that from happening.
 * Numbers are written through Intl in every language but English.
 */
export function createTranslatorFrom(
  language: Language,
  catalogues: Partial<Record<Language, Catalogue>>,
): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    ...I18NEXT_OPTIONS,
    lng: language,
    resources: catalogues,
    // Every number a sentence quotes is written the reader's way through Intl ("1.234" in German), as
    // the web writes them. English keeps the specification's sentences as they are ("at most 1000
    // characters").
    ...(language === 'en'
      ? {}
      : {
          interpolation: {
            ...I18NEXT_OPTIONS.interpolation,
            alwaysFormat: true,
            format: (value: unknown) =>
              typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : (value as string),
          },
        }),
  });
  const fixed = instance.getFixedT(language);
  return { language, t: (key, params) => fixed(key, params) };
}
