/**
 * @turnout/shared/i18n/all — every language's catalogue loaded at once, for the server (emails, pushes,
 * notifications, the calendar feed and API errors in the reader's language) and tests (README "Languages").
 */
import type { Catalogue } from './catalogue.ts';
import type { Language } from './languages.ts';
import { LANGUAGES } from './languages.ts';
import ar from './locales/ar/index.ts';
import de from './locales/de/index.ts';
import en from './locales/en/index.ts';
import es from './locales/es/index.ts';
import fr from './locales/fr/index.ts';
import ptBR from './locales/pt-BR/index.ts';
import { createTranslatorFrom, type Translator } from './translator.ts';

/** Every language's catalogue, keyed by language tag. */
export const CATALOGUES: Record<Language, Catalogue> = { en, es, fr, 'pt-BR': ptBR, de, ar };

const translators = new Map<Language, Translator>();

/**
 * The translator of `language` over every catalogue (English as the fallback), built once and reused.
 * Synchronous; never throws.
 */
export function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslatorFrom(language, CATALOGUES);
    translators.set(language, translator);
  }
  return translator;
}

/** All translators, English first (tests that check every language). */
export function allTranslators(): Translator[] {
  return LANGUAGES.map(translatorFor);
}

export { localParams, translateEnglish, translateRefusal } from './translate-english.ts';
export { englishSourceOf } from './english.ts';
export { formatWait, waitOf, type WaitUnit } from './format.ts';
