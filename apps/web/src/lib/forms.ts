/**
 * Helpers for the forms built with @mantine/form on the shared zod schemas (packages/shared), so a form
 * shows, next to each field, the sentence the API would answer with.
 *
 * The schemas come with zod and the whole of @turnout/shared (about 38 KB gzipped, with date-fns), which
 * the first screens (/login, /signup, /forgot-password) do not need to show themselves: those screens
 * take their sentences from '@turnout/shared/texts' and validate with `lazySchema`, which imports the
 * schemas when the form is first focused (`preloadSchemas`) or submitted (bench/README.md).
 */
import { schemaResolver, type FormErrors } from '@mantine/form';
import type * as Shared from '@turnout/shared';
import type { TextKey, TextParams } from '@turnout/shared/i18n';
import type * as TranslateEnglish from '@turnout/shared/i18n/translate-english';
import { currentLanguage, i18n } from '../i18n/index.ts';

type SharedModule = typeof Shared;
type Schema = Parameters<typeof schemaResolver>[0];

let schemas: Promise<SharedModule> | undefined;

/** @turnout/shared with its schemas, imported on first call (once; a failed import is retried next time). */
function loadSchemas(): Promise<SharedModule> {
  schemas ??= import('@turnout/shared').catch((err: unknown) => {
    schemas = undefined;
    throw err;
  });
  return schemas;
}

let translating: Promise<typeof TranslateEnglish> | undefined;

/** The catalogue's sentence matcher (translate-english.ts), imported on first call like the schemas. */
function loadTranslateEnglish(): Promise<typeof TranslateEnglish> {
  translating ??= import('@turnout/shared/i18n/translate-english').catch((err: unknown) => {
    translating = undefined;
    throw err;
  });
  return translating;
}

/** Starts loading the schemas (a form's onFocus), so that submitting does not wait for them. */
export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
  if (currentLanguage() !== 'en') loadTranslateEnglish().catch(() => undefined);
}

/** The error key a form holds while the schemas could not be loaded (no field shows it). */
const NOT_LOADED = '__schemas';

/**
 * A useForm `validate` that checks the values with the schema `pick` chooses from @turnout/shared,
 * loaded on first use. When the schemas cannot be loaded, `onLoadFailure(err)` says so and the form is
 * not submitted.
 */
export function lazySchema<Values>(
  pick: (shared: SharedModule) => Schema,
  onLoadFailure: (err: unknown) => void,
): (values: Values) => Promise<FormErrors> {
  return async (values) => {
    const loaded = await Promise.all([
      loadSchemas(),
      currentLanguage() === 'en' ? null : loadTranslateEnglish(),
    ]).catch((err: unknown) => {
      onLoadFailure(err);
      return null;
    });
    if (!loaded) return { [NOT_LOADED]: true };
    const [shared, matcher] = loaded;
    const errors = schemaResolver(pick(shared), { sync: true })(values);
    return matcher ? inReadersLanguage(errors, matcher.translateEnglish) : errors;
  };
}

/**
 * `errors` (the shared schemas' sentences, English: the specification's) in the app's language (README
 * "Languages"): each sentence of the catalogue is said by its key in the reader's language, as the API
 * says its refusals; a sentence outside the catalogue stays as it is. English readers get them unchanged.
 */
export function inReadersLanguage(
  errors: FormErrors,
  translateEnglish: typeof TranslateEnglish.translateEnglish,
): FormErrors {
  const language = currentLanguage();
  if (language === 'en') return errors;
  const translator = {
    language,
    t: (key: TextKey, params?: TextParams) => i18n.t(key, { ...params, lng: language }),
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? (translateEnglish(error, translator) ?? error) : error,
    ]),
  );
}
