/**
 * Small helpers the forms share for what a field says next to itself (docs/product.md#s5, #s8):
 * a character counter near a field's length limit, and the "Required" mark an empty mandatory field
 * shows while the spec's mandatory sentence shows once under the form.
 */
import type { ReactNode } from 'react';
import { formatNumber } from '../i18n/index.ts';
import { componentTexts } from './i18n.ts';

type WrapperPart = 'label' | 'input' | 'description' | 'error';

/** A character count in the reader's digits (Intl.NumberFormat in the app's language, no grouping). */
const count = (n: number) => formatNumber(n, { useGrouping: false });

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/**
 * Props for a Mantine TextInput/Textarea with a `max`-character limit: from 80 % of the limit a right-aligned
 * counter under the input says how far the text is ("164 / 200"), linked to the input as its description.
 * Below that, nothing. `value` is the field's current text (null/undefined count as empty).
 */
export function lengthCounter(value: string | null | undefined, max: number) {
  const length = value?.length ?? 0;
  const near = length >= Math.floor(max * COUNTER_FROM);
  return {
    maxLength: max,
    description: near ? `${count(length)} / ${count(max)}` : undefined,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as WrapperPart[],
    styles: { description: { textAlign: 'end' as const } },
  };
}

/**
 * A field's error as it shows beside it: the form-wide `mandatory` sentence becomes "Required" in the
 * reader's language (the sentence itself shows once under the form); any other sentence shows as is.
 */
export function fieldError(error: ReactNode, mandatory: string): ReactNode {
  return error === mandatory ? componentTexts.t('required') : error;
}
