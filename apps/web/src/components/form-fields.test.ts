// What a form's field says beside itself (docs/product.md#s5): an empty mandatory field says "Required"
// in the reader's language (README "Languages"), any other problem its own sentence; near its limit, a
// field counts its characters in the reader's digits.
import { afterEach, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { LANGUAGE_KEY } from '../i18n/languages.ts';
import { fieldError, lengthCounter } from './form-fields.ts';

const MANDATORY = 'Please fill in all mandatory fields.';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

it('marks an empty mandatory field "Required", in German "Pflichtfeld"', async () => {
  expect(fieldError(MANDATORY, MANDATORY)).toBe('Required');
  await changeLanguage('de');
  expect(fieldError(MANDATORY, MANDATORY)).toBe('Pflichtfeld');
  expect(fieldError('Höchstens 200 Zeichen.', MANDATORY)).toBe('Höchstens 200 Zeichen.');
});

it('counts the characters near the limit, in the digits Intl writes for Arabic', async () => {
  expect(lengthCounter('x'.repeat(164), 200).description).toBe('164 / 200');
  expect(lengthCounter('x'.repeat(100), 200).description).toBeUndefined();
  await changeLanguage('ar');
  const arabic = new Intl.NumberFormat('ar', { useGrouping: false });
  expect(lengthCounter('x'.repeat(164), 200).description).toBe(
    `${arabic.format(164)} / ${arabic.format(200)}`,
  );
});
