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

/** The key and parameters each recent parameterised English sentence was rendered from (englishSourceOf). */
const sources = new Map<string, { key: TextKey; params: TextParams }>();
/** How many rendered sentences englishSourceOf remembers (the most recent ones). */
const SOURCES_KEPT = 512;

/**
 * Renders an English key: `englishT('games:mainTeamFull', { max: 11 })`. A sentence with parameters is
 * remembered with its key and parameters (the most recent SOURCES_KEPT), so a refusal thrown with it
 * can be said in another language by key (englishSourceOf) rather than by matching its words.
 */
export function englishT(key: TextKey, params?: TextParams): string {
  const sentence = english.t(key, params);
  if (params) {
    sources.delete(sentence);
    sources.set(sentence, { key, params });
    if (sources.size > SOURCES_KEPT) sources.delete(sources.keys().next().value!);
  }
  return sentence;
}

/**
 * The key and parameters `sentence` was just rendered from by englishT, when it is one of the recent
 * parameterised sentences; undefined otherwise (a plain sentence, or one made elsewhere: then
 * translate-english.ts matches its words).
 */
export function englishSourceOf(sentence: string): { key: TextKey; params: TextParams } | undefined {
  return sources.get(sentence);
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
