/**
 * schemaResolver (sync) of @mantine/form for a shared zod schema, its sentences in the app's language
 * (lib/forms.ts inReadersLanguage; README "Languages"): what a form whose screen loads the shared schemas
 * at once validates with. The first screens validate with lib/forms.ts lazySchema instead, which loads
 * the schemas and the sentence matcher on first use.
 */
import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateEnglish } from '@turnout/shared/i18n/translate-english';
import { inReadersLanguage } from './forms.ts';

type Schema = Parameters<typeof schemaResolver>[0];

/** The resolver of `schema` for useForm's `validate`. */
export function localSchemaResolver(schema: Schema): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => inReadersLanguage(resolve(values as never), translateEnglish);
}
