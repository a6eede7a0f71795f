/**
 * The shapes a mobile number may be typed in, without zod or libphonenumber-js (README "Mobile numbers";
 * docs/product.md#s5-signup, #s5-add-member; docs/decisions/021-mobile-numbers-from-any-country.md): the
 * specification's bare digits, or an international number written with its + and country code. The
 * schemas (accounts.ts, groups.ts) and the web inputs use these light checks; the server then validates
 * an international number fully and stores it as E.164 (phone.ts). Kept apart so the forms' bundle does
 * not carry the phone metadata.
 */

/** Spaces, dashes, dots and brackets people write inside numbers; dropped before any check. */
const SEPARATORS = /[\s().\-/]/g;

/**
 * `text` with separators dropped when it is written with a leading + ("+44 7911 123456" →
 * "+447911123456"); anything else is returned trimmed, so the specification's digit checks see it as typed.
 */
export function compactMobile(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('+') ? trimmed.replace(SEPARATORS, '') : trimmed;
}

/**
 * True when `text` (compacted) has the shape of an E.164 number: + then 8 to 15 digits, the first not 0.
 * Only the shape: whether the country and length are right is phone.ts's `internationalMobile`.
 */
export function looksInternational(text: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(compactMobile(text));
}

/**
 * What a mobile input keeps of what is typed or pasted: a leading + and digits; other characters
 * (spaces, dashes, brackets, letters) are dropped, and nothing is cut, so a number too long is refused
 * with the form's sentence rather than shortened.
 */
export function mobileInputValue(typed: string): string {
  const trimmed = typed.trimStart();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}
