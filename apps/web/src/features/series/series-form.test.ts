// The series edit form's problems (README "Recurring games", "Languages"): an empty date or time is
// named with the spec's mandatory sentence, in the reader's language.
import { afterEach, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGE_KEY } from '../../i18n/languages.ts';
import { aSeries } from '../../test/fixtures.ts';
import { seriesFormProblems, seriesToForm } from './series-form.ts';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

const series = aSeries({ description: 'Thursday five-a-side' });
const withoutDateAndTime = { ...seriesToForm(series), date: '', time: null };

it('names an empty date and time with the mandatory sentence, in English and in German', async () => {
  expect(seriesFormProblems(withoutDateAndTime, series)).toMatchObject({
    date: 'Please fill in all mandatory fields.',
    time: 'Please fill in all mandatory fields.',
  });
  await changeLanguage('de');
  expect(seriesFormProblems(withoutDateAndTime, series)).toMatchObject({
    date: 'Bitte fülle alle Pflichtfelder aus.',
    time: 'Bitte fülle alle Pflichtfelder aus.',
  });
});
