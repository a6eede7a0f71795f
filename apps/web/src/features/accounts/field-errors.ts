/**
 * Form validation with the server's own zod schemas (packages/shared/src/accounts.ts), so a form shows
 * the same sentence the API would answer with. `fieldErrors(schema, values)` → the first message per
 * field, or null when the values pass.
 *
 * The schemas come with zod and the whole of @turnout/shared (about 38 KB gzipped, with date-fns), which the first
 * screens (/login, /signup, /forgot-password) do not need to show themselves (issue #6): those screens
 * take their sentences from '@turnout/shared/texts' and load the schemas with `loadSchemas()` when the
 * form is first focused or submitted.
 */
import type * as Shared from '@turnout/shared';

/** What is needed of a zod schema (the web app does not depend on zod itself). */
type Schema = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function fieldErrors<K extends string>(
  schema: Schema,
  values: Record<K, unknown>,
): FieldErrors<K> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in values && !errors[key as K]) errors[key as K] = issue.message;
  }
  return errors;
}

let schemas: Promise<typeof Shared> | undefined;

/** @turnout/shared with its schemas, imported on first call (once; a failed import is retried next time). */
export function loadSchemas(): Promise<typeof Shared> {
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
