/**
 * The languages Turnout speaks and how one is chosen (README "Languages"). No i18next here: the web's
 * first screen and the server's request hooks import this without the catalogues.
 */
/** Every supported language, English first: it is the catalogue of record and the fallback. */
export const LANGUAGES = ['en', 'es', 'fr', 'pt-BR', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the language pickers (profile, login page). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  ar: 'العربية',
};

/** True when `value` is one of LANGUAGES exactly (the profile's `language` field). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** True for languages written right to left (`<html dir="rtl">`): Arabic. */
export function isRightToLeft(lang: Language): boolean {
  return lang === 'ar';
}

/**
 * The first supported language among `preferred` (BCP 47 tags, most wanted first, as
 * `navigator.languages` or a parsed Accept-Language give them), matched case-insensitively: an exact tag
 * first, else its primary subtag ('es-MX' → 'es', 'pt' and 'pt-PT' → 'pt-BR', 'fr-CA' → 'fr');
 * English when none matches. Never throws.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function matchLanguage(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower || lower === '*') return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary);
}

/**
 * The tags of an Accept-Language header, best first (q-values honoured, q=0 dropped), e.g.
 * 'fr-CH, fr;q=0.9, en;q=0.8' → ['fr-CH', 'fr', 'en']. Malformed parts are skipped; never throws.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The supported language an Accept-Language header asks for, or undefined when it names none of them
 * (then the caller keeps English, the specification's texts).
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | undefined {
  for (const tag of parseAcceptLanguage(header)) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return undefined;
}
