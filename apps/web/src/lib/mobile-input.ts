/**
 * The mobile number inputs of sign-up, the profile and add-member (docs/product.md#s5; README "Mobile
 * numbers"): a leading + and digits are kept as typed or pasted, anything else is dropped, and nothing is
 * cut: a number too long stays whole and the form refuses it with its sentence.
 */
import type { UseFormReturnType } from '@mantine/form';
import { mobileInputValue } from '@turnout/shared/mobile-rules';

/** `getInputProps` for a mobile field plus the input's attributes (a phone keypad that has +). */
export function mobileInputProps<Values>(form: UseFormReturnType<Values>, path: string) {
  const setValue = form.setFieldValue as (path: string, value: string) => void;
  return {
    ...form.getInputProps(path as never),
    type: 'tel',
    inputMode: 'tel' as const,
    onChange: (e: { currentTarget: { value: string } }) =>
      setValue(path, mobileInputValue(e.currentTarget.value)),
  };
}
