// The game form's "Repeat" choice and the recurrence rule it sends (README "Recurring games"): the
// weekday and day of month come from the first game's date, an end date is the last second of that day
// in the group's time zone (as UTC), and a rule the form wrote reads back as the same choice. A problem
// is said in the reader's language (README "Languages").
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { LANGUAGE_KEY } from '../i18n/languages.ts';
import { fromRrule, repeatProblems, repeatTexts, toRrule, type RepeatValues } from './repeat-rule.ts';

const repeat = (r: Partial<RepeatValues>): RepeatValues => ({
  every: 'week',
  ends: 'never',
  until: '',
  count: '',
  ...r,
});

describe('toRrule', () => {
  it('does not repeat → no rule', () => {
    expect(toRrule(repeat({ every: 'none' }), '2027-03-18', 'Europe/London')).toBeNull();
  });

  it('every week repeats on the weekday of the first game', () => {
    expect(toRrule(repeat({}), '2027-03-18', 'Europe/London')).toBe('FREQ=WEEKLY;BYDAY=TH');
    expect(toRrule(repeat({}), '2027-03-21', 'Europe/London')).toBe('FREQ=WEEKLY;BYDAY=SU');
    expect(toRrule(repeat({}), '2027-03-15', 'Pacific/Auckland')).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('every 2 weeks has INTERVAL=2', () => {
    expect(toRrule(repeat({ every: '2weeks' }), '2027-03-19', 'Africa/Johannesburg')).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
    );
  });

  it('every month repeats on the day of the month of the first game', () => {
    expect(toRrule(repeat({ every: 'month' }), '2027-03-05', 'Africa/Johannesburg')).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=5',
    );
  });

  it('after N games → COUNT=N', () => {
    expect(toRrule(repeat({ ends: 'after', count: 10 }), '2027-03-18', 'Europe/London')).toBe(
      'FREQ=WEEKLY;BYDAY=TH;COUNT=10',
    );
    expect(
      toRrule(repeat({ every: '2weeks', ends: 'after', count: '6' }), '2027-03-18', 'Europe/London'),
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=6');
  });

  it("on a date → UNTIL is the last second of that day in the group's zone, in UTC", () => {
    // Johannesburg is UTC+2 all year: 23:59:59 SAST is 21:59:59Z.
    expect(toRrule(repeat({ ends: 'on', until: '2027-06-24' }), '2027-03-18', 'Africa/Johannesburg')).toBe(
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270624T215959Z',
    );
    // London in summer is UTC+1 (BST); in winter UTC.
    expect(toRrule(repeat({ ends: 'on', until: '2027-06-24' }), '2027-03-18', 'Europe/London')).toBe(
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270624T225959Z',
    );
    expect(toRrule(repeat({ ends: 'on', until: '2027-01-28' }), '2026-11-05', 'Europe/London')).toBe(
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270128T235959Z',
    );
    // West of UTC the day ends on the next UTC day.
    expect(
      toRrule(
        repeat({ every: 'month', ends: 'on', until: '2027-12-31' }),
        '2027-03-31',
        'America/Los_Angeles',
      ),
    ).toBe('FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20280101T075959Z');
  });

  it('an unreadable first date gives no rule', () => {
    expect(toRrule(repeat({}), '', 'Europe/London')).toBeNull();
    expect(toRrule(repeat({}), '2027-02-30', 'Europe/London')).toBeNull();
  });
});

describe('repeatProblems', () => {
  it('a one-off game or a series without end has none', () => {
    expect(repeatProblems(repeat({ every: 'none', ends: 'on' }), '2027-03-18')).toEqual({});
    expect(repeatProblems(repeat({}), '2027-03-18')).toEqual({});
  });

  it('an end date is required and not before the first game', () => {
    expect(repeatProblems(repeat({ ends: 'on' }), '2027-03-18')).toEqual({
      until: repeatTexts.untilRequired,
    });
    expect(repeatProblems(repeat({ ends: 'on', until: '2027-03-17' }), '2027-03-18')).toEqual({
      until: repeatTexts.untilBeforeStart,
    });
    expect(repeatProblems(repeat({ ends: 'on', until: '2027-03-18' }), '2027-03-18')).toEqual({});
  });

  it('a number of games is a whole number from 1 to 200', () => {
    for (const count of ['', 0, 201, 2.5, '-3'])
      expect(repeatProblems(repeat({ ends: 'after', count }), '2027-03-18')).toEqual({
        count: repeatTexts.countInvalid,
      });
    expect(repeatProblems(repeat({ ends: 'after', count: 200 }), '2027-03-18')).toEqual({});
  });
});

describe("repeatProblems in the reader's language", () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  it('says them in English, then in German once the reader switches', async () => {
    const problems = () => ({
      ...repeatProblems(repeat({ ends: 'on', until: '2027-03-17' }), '2027-03-18'),
      ...repeatProblems(repeat({ ends: 'after', count: 0 }), '2027-03-18'),
    });
    expect(problems()).toEqual({
      until: 'The last game cannot be before the first one.',
      count: 'Choose how many games: a whole number from 1 to 200.',
    });
    await changeLanguage('de');
    expect(problems()).toEqual({
      until: 'Das letzte Spiel kann nicht vor dem ersten liegen.',
      count: 'Wähle die Anzahl der Spiele: eine ganze Zahl von 1 bis 200.',
    });
    expect(repeatProblems(repeat({ ends: 'on' }), '2027-03-18')).toEqual({
      until: 'Wähle das Datum des letzten Spiels.',
    });
  });
});

describe('fromRrule', () => {
  it('reads back every rule the form writes', () => {
    const cases: RepeatValues[] = [
      repeat({}),
      repeat({ every: '2weeks', ends: 'after', count: 6 }),
      repeat({ every: 'month', ends: 'on', until: '2027-12-18' }),
      repeat({ ends: 'on', until: '2027-06-24' }),
    ];
    for (const zone of ['Europe/London', 'America/Los_Angeles', 'Pacific/Auckland'])
      for (const c of cases) {
        const rule = toRrule(c, '2027-03-18', zone)!;
        expect(fromRrule(rule, '2027-03-18', zone), `${rule} in ${zone}`).toEqual(c);
      }
  });

  it('a weekly rule without BYDAY repeats on the first game’s weekday', () => {
    expect(fromRrule('FREQ=WEEKLY;INTERVAL=2;COUNT=10', '2027-03-18', 'Europe/London')).toEqual(
      repeat({ every: '2weeks', ends: 'after', count: 10 }),
    );
  });

  it('a rule the form cannot show → null', () => {
    for (const rule of [
      'FREQ=DAILY',
      'FREQ=WEEKLY;BYDAY=MO,TH',
      'FREQ=WEEKLY;BYDAY=FR',
      'FREQ=WEEKLY;INTERVAL=3',
      'FREQ=MONTHLY;BYDAY=1TH',
      'FREQ=WEEKLY;COUNT=3;UNTIL=20270624T215959Z',
      'nonsense',
    ])
      expect(fromRrule(rule, '2027-03-18', 'Europe/London'), rule).toBeNull();
  });
});
