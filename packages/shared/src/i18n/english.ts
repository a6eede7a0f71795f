/**
 * The fixed English translator the plain text objects (texts/*.ts: gameTexts, accountTexts, …) are
 * derived from, so existing callers keep their sentences while the catalogue is the one source
 * (README "Languages").
 */
import type { EnglishCatalogue, Namespace, TextKey, TextParams } from './catalogue.ts';
import { PLURAL_CATEGORIES } from './catalogue.ts';
import en from './locales/en/index.ts';
import { createTranslatorFrom } from './translator.ts';

const english = createTranslatorFrom('en', { en });

/** The English translator over the English catalogue alone (no other language loaded). */
export const englishTranslator = english;

/** Renders an English key: `englishT('games:mainTeamFull', { max: 11 })`. */
export function englishT(key: TextKey, params?: TextParams): string {
  return english.t(key, params);
}

type PluralSuffix = `_${(typeof PLURAL_CATEGORIES)[number]}`;
type PlainKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${string}${PluralSuffix}` ? never : K) : never;
}[keyof T & string];

/**
 * Every plain sentence of an English namespace (or of a nested group in it, e.g. 'teamMoves'), rendered
 * with the default variables: `{ invalidWhen: 'when must be upcoming or past.', … }`. Plural families and
 * nested groups are left out; the text modules add functions for the sentences that take parameters.
 */
export function englishTexts<N extends Namespace, G extends keyof EnglishCatalogue[N] & string = never>(
  namespace: N,
  group?: G,
): { readonly [K in PlainKeys<[G] extends [never] ? EnglishCatalogue[N] : EnglishCatalogue[N][G]>]: string } {
  const messages = (group ? en[namespace][group] : en[namespace]) as Record<string, unknown>;
  const plural = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string' || plural.test(key)) continue;
    out[key] = english.t(`${namespace}:${group ? `${group}.` : ''}${key}` as TextKey);
  }
  return out as never;
}
