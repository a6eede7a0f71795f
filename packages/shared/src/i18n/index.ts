/**
 * @turnout/shared/i18n — languages, the catalogue's shape and translators (README "Languages"). English
 * is imported statically (the catalogue of record and fallback); other languages load on demand through
 * loadCatalogue, so a web first screen does not download them. The server imports '@turnout/shared/i18n/all'
 * for every language at once.
 */
import type { Catalogue } from './catalogue.ts';
import type { Language } from './languages.ts';
import en from './locales/en/index.ts';

export * from './languages.ts';
export * from './catalogue.ts';
export { createTranslatorFrom, type Translator } from './translator.ts';
export { en as englishCatalogue };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./locales/es/index.ts'),
  fr: () => import('./locales/fr/index.ts'),
  'pt-BR': () => import('./locales/pt-BR/index.ts'),
  de: () => import('./locales/de/index.ts'),
  ar: () => import('./locales/ar/index.ts'),
};

/** A language's whole catalogue, loaded on demand (a separate chunk per language on the web). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return en;
  return (await loaders[language]()).default;
}
