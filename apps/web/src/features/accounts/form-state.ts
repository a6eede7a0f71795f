/**
 * The state every account form keeps: field values, one error per field (cleared as the user types),
 * and digits-only fields capped at a length (spec §5: mobile takes digits only, max 10).
 */
import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './field-errors.ts';

/**
 * `inputProps(name)` gives a Mantine input its value, error and onChange. `digitsOnly` maps a field to
 * its maximum length; other characters are dropped as they are typed.
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  digitsOnly: Partial<Record<F, number>> = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const inputProps = (name: F) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const raw = e.currentTarget.value;
      const max = digitsOnly[name];
      const value = max === undefined ? raw : raw.replace(/\D/g, '').slice(0, max);
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });
  return { values, errors, setErrors, inputProps };
}
