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

/** Starts loading the schemas (a form's onFocus), so that submitting does not wait for them. */
export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
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
    const shared = await loadSchemas().catch((err: unknown) => {
      onLoadFailure(err);
      return null;
    });
    if (!shared) return { [NOT_LOADED]: true };
    return schemaResolver(pick(shared), { sync: true })(values);
  };
}
