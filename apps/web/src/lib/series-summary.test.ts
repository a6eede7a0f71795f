// How a series repeats, in the reader's language (README "Recurring games", "Languages"): English keeps
// the shared sentence; German, French and Arabic say the common rules with their own weekday names, lists,
// plurals and dates; a rule the catalogue has no words for keeps the English sentence.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { LANGUAGE_KEY } from '../i18n/languages.ts';
import { localSeriesSummary } from './series-summary.ts';

afterEach(async () => {
  await changeLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

const say = (rrule: string, start = '2026-12-03') => localSeriesSummary(rrule, start, 'Africa/Johannesburg');

describe('localSeriesSummary', () => {
  it('is the shared English sentence in English', () => {
    expect(say('FREQ=WEEKLY;BYDAY=TH;COUNT=6')).toBe('Repeats every Thursday, 6 games');
  });

  it('says the common rules in German, with counts, lists and end dates the German way', async () => {
    await changeLanguage('de');
    expect(say('FREQ=WEEKLY;BYDAY=TH')).toBe('Jede Woche am Donnerstag');
    expect(say('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=6')).toBe(
      'Alle 2 Wochen am Montag und Donnerstag, 6 Spiele',
    );
    expect(say('FREQ=DAILY')).toBe('Jeden Tag');
    expect(say('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=1')).toBe('Jeden Monat am 15., 1 Spiel');
    expect(say('FREQ=WEEKLY;UNTIL=20270225')).toBe('Jede Woche am Donnerstag bis 25. Feb. 2027');
  });

  it('uses Arabic plural forms (two weeks, few games)', async () => {
    await changeLanguage('ar');
    expect(say('FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=3')).toMatch(/^كل أسبوعين يوم الخميس، .+ مباريات$/);
  });

  it('keeps the English sentence for a rule it has no words for', async () => {
    await changeLanguage('fr');
    expect(say('FREQ=WEEKLY;BYDAY=TH')).toBe('Chaque semaine, le jeudi');
    expect(say('FREQ=MONTHLY;BYDAY=1MO')).toBe('Repeats every month on the first Monday');
  });
});
