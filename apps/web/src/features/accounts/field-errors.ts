/**
 * Form validation with the server's own zod schemas (packages/shared/src/accounts.ts), so a form shows
 * the same sentence the API would answer with. `fieldErrors(schema, values)` → the first message per
 * field, or null when the values pass.
 */

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
