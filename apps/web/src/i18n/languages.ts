/**
 * The app's languages and which one a reader gets (README "Languages"): the user's choice (the profile's
 * `language`, remembered in this browser, or a visitor's pick on /login), else the first of the browser's
 * `navigator.languages` the app speaks (a region falls back to its language: "es-MX" → es, "pt-PT" →
 * pt-BR), else English. Dependency-free: the entry (main.tsx) sets `<html lang dir>` from it before the
 * app loads, so a right-to-left page is mirrored from the first paint.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isRightToLeft,
  LANGUAGE_NAMES,
  LANGUAGES as SHARED_LANGUAGES,
  pickLanguage,
  type Language,
} from '@turnout/shared/i18n/languages';

/** The app's languages, each named in its own language and with its writing direction. */
export const LANGUAGES = SHARED_LANGUAGES.map((code) => ({
  code,
  name: LANGUAGE_NAMES[code],
  dir: isRightToLeft(code) ? ('rtl' as const) : ('ltr' as const),
}));

export { DEFAULT_LANGUAGE, isLanguage, type Language };
/** localStorage key of the reader's choice in this browser (a visitor's pick, or the profile's). */
export const LANGUAGE_KEY = 'language';

/**
 * The app's language for the first BCP 47 tag of `tags` it speaks: an exact match (any letter case),
 * else the same primary language ("de-AT" → de, "pt" → pt-BR); undefined when none fits.
 */
export function matchLanguage(tags: readonly string[]): Language | undefined {
  // pickLanguage answers English when nothing fits; an English tag among `tags` is a real match.
  const picked = pickLanguage(tags);
  return picked !== DEFAULT_LANGUAGE || tags.some((t) => /^en\b/i.test(t)) ? picked : undefined;
}

/** The writing direction of `language`: 'rtl' for Arabic, 'ltr' for the others. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** The language remembered in this browser, when it is one of the app's. */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers `language` in this browser (the next visit starts in it, before the profile loads). */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The language to start in: the remembered choice, else the browser's languages, else English. */
export function initialLanguage(): Language {
  const browser =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : navigator.language
          ? [navigator.language]
          : [];
  return storedLanguage() ?? matchLanguage(browser) ?? DEFAULT_LANGUAGE;
}

/** Sets `<html lang>` and `dir` to `language`'s (screen readers, hyphenation, the mirrored layout). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * The locale Intl writes dates, times and numbers in for the reader: the app's language (`<html lang>`,
 * which applyDocumentLanguage keeps), with the browser's region when the browser speaks the same
 * language ("en" and a browser in en-ZA → "en-ZA": a 24-hour clock; "de" and de-AT → "de-AT"), else the
 * language alone ("ar" for an Arabic reader whose browser is English).
 */
export function readerLocale(): string {
  const lang =
    typeof document !== 'undefined' && isLanguage(document.documentElement.lang)
      ? document.documentElement.lang
      : DEFAULT_LANGUAGE;
  const primary = lang.toLowerCase().split('-')[0];
  const browser =
    typeof navigator === 'undefined' ? [] : [navigator.language, ...(navigator.languages ?? [])];
  return browser.find((tag) => tag && tag.toLowerCase().split(/[-_]/)[0] === primary) ?? lang;
}
