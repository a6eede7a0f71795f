/**
 * The app's i18next instance (README "Languages"). Each web feature owns one namespace, named after its
 * folder ("web-games"), whose catalogues sit beside it (features/<feature>/locales/<language>.json; the app frame's in
 * app/locales, the shared components' in components/locales). English, the catalogue of record, is
 * bundled with the code that shows it: a feature's `i18n.ts` imports its en.json and calls
 * registerEnglish, so an English reader loads no more than before. Every other language is one small
 * chunk per namespace, imported the first time a screen of that namespace renders in it (the screen
 * waits in its Suspense fallback meanwhile). A key missing in a language falls back to English.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { englishCatalogue, loadCatalogue, NAMESPACES, type Namespace } from '@turnout/shared/i18n';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  initialLanguage,
  isLanguage,
  LANGUAGES,
  storeLanguage,
  type Language,
} from './languages.ts';

type Catalogue = { default: ResourceKey };

/** The non-English catalogues, each its own chunk: path → loader. */
const lazyCatalogues = import.meta.glob<Catalogue>(['../**/locales/*.json', '!../**/locales/en.json']);

/**
 * The namespace and language of a catalogue path (".../features/games/locales/de.json" → web-games, de):
 * "web-" and the folder's name, apart from the shared catalogues' namespaces (@turnout/shared's
 * accounts, games, chat, …), which say what the server says too.
 */
export function catalogueOf(path: string): { ns: string; language: string } | undefined {
  const m = /\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
  return m ? { ns: webNamespace(m[1]!), language: m[2]! } : undefined;
}

/** A web folder's namespace: "games" → "web-games". */
export function webNamespace(folder: string): string {
  return `web-${folder}`;
}

const loaders = new Map<string, () => Promise<Catalogue>>();
for (const [path, load] of Object.entries(lazyCatalogues)) {
  const found = catalogueOf(path);
  if (found) loaders.set(`${found.language}/${found.ns}`, load);
}

/** i18next's backend: a language's namespace from its chunk (nothing for English: it is registered). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    // A shared namespace (the server's sentences too): its language's whole shared catalogue, one chunk.
    if ((NAMESPACES as readonly string[]).includes(ns) && isLanguage(language)) {
      loadCatalogue(language).then(
        (catalogue) => callback(null, catalogue[ns as Namespace] as ResourceKey),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
      );
      return;
    }
    const load = loaders.get(`${language}/${ns}`);
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    // "pt-BR" stays "pt-BR" (no "pt" catalogue is looked for).
    load: 'currentOnly',
    ns: [],
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: {
      // React escapes what it renders.
      escapeValue: false,
      // Every number a sentence quotes is written the reader's way (Intl: "1 234", "١٢" in Arabic).
      alwaysFormat: true,
      format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
        typeof value === 'number'
          ? new Intl.NumberFormat(lng).format(value)
          : // undefined stays undefined: i18next then leaves the placeholder as it is.
            (value as string),
    },
    react: { useSuspense: true },
    returnNull: false,
    // No advertisement in the reader's console.
    showSupportNotice: false,
  });
applyDocumentLanguage(currentLanguage());
// The shared namespaces' English (@turnout/shared/i18n, already in the app with the texts built on it).
for (const ns of NAMESPACES) i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, englishCatalogue[ns]);

/**
 * Adds namespace `ns`'s English catalogue (its en.json, bundled with the feature). Called once, when
 * the feature's i18n.ts module loads, before any of its components renders.
 */
export function registerEnglish(ns: string, catalogue: ResourceKey): void {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, catalogue);
  }
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * Shows the app in `language` from now on: loads the namespaces in use in it, remembers it in this
 * browser and sets `<html lang dir>`. Resolves once the screens have re-rendered in it.
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * A web namespace (`folder`: the feature's folder, "games" → web-games): registers its English catalogue
 * and returns `useT` (the hook a component calls:
 * its `t(key, params)` re-renders the component when the language changes) and `t` (the same outside
 * React: a toast's sentence, a formatter; it reads the language at the call).
 */
export function namespace(folder: string, english: ResourceKey) {
  const ns = webNamespace(folder);
  registerEnglish(ns, english);
  return {
    ns,
    useT: () => useTranslation(ns).t,
    t: i18n.getFixedT(null, ns),
  };
}

/**
 * `n` written the reader's way (Intl.NumberFormat in the app's language: "1,234", "1.234", "١٬٢٣٤");
 * `options` as Intl's (e.g. `{ useGrouping: false }` for a character count).
 */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(n);
}

/**
 * An object whose properties read `keys`' sentences through `t` each time they are read (so they follow
 * the language): `textsOf(t, { open: 'guests.open' }).open` → "Bring a friend", "Traer a un amigo", ….
 * For a module's exported texts object that tests and components read by name.
 */
export function textsOf<K extends string>(
  t: (key: string) => string,
  keys: Record<K, string>,
): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const [name, key] of Object.entries(keys) as [K, string][]) {
    Object.defineProperty(texts, name, { get: () => t(key), enumerable: true });
  }
  return texts;
}

/**
 * A shared namespace of @turnout/shared/i18n (accounts, games, chat, …: sentences the server says too),
 * in the reader's language: `useT` for components, `t` outside React, as `namespace` gives.
 */
export function sharedNamespace(ns: Namespace) {
  return { ns, useT: () => useTranslation(ns).t, t: i18n.getFixedT(null, ns) };
}
