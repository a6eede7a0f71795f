/**
 * The catalogue's shape and keys (README "Languages"), without i18next: namespaces, the type of a
 * language's catalogue, typed keys ('games:mainTeamFull') and the shared i18next options.
 */
import type en from './locales/en/index.ts';
import { CATALOGUE_VARIABLES } from './variables.ts';

export type EnglishCatalogue = typeof en;
/** One namespace per feature; the web loads them together per language, the server all at once. */
export type Namespace = keyof EnglishCatalogue;
export const NAMESPACES = [
  'accounts',
  'chat',
  'games',
  'groups',
  'input',
  'invites',
  'notifications',
] as const satisfies readonly Namespace[];

/** A namespace's messages: sentences, or nested groups of them (games.teamMoves). */
export interface Messages {
  readonly [key: string]: string | Messages;
}
/** A language's whole catalogue: every namespace of English. */
export type Catalogue = { readonly [N in Namespace]: Messages };

/** The CLDR plural categories i18next appends to a plural key (`_one`, `_other`, …). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralSuffix = `_${(typeof PLURAL_CATEGORIES)[number]}`;
type StripPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue as i18next takes it: 'namespace:key' (plural suffixes dropped). */
export type TextKey = { [N in Namespace]: `${N}:${Leaves<EnglishCatalogue[N]>}` }[Namespace];
/** A message's parameters: strings and numbers (`count` picks the plural form). */
export type TextParams = Readonly<Record<string, string | number>>;

/**
 * The i18next options every Turnout instance shares: no HTML escaping (React and the mail templates
 * escape what they print), the limits as default variables, English as the fallback.
 */
export const I18NEXT_OPTIONS = {
  fallbackLng: 'en',
  ns: NAMESPACES as unknown as string[],
  defaultNS: 'games',
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { ...CATALOGUE_VARIABLES } },
} as const;
