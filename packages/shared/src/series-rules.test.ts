import { describe, expect, it } from 'vitest';
import { parseSeriesRule, seriesRuleProblem, seriesRuleTexts, seriesSummary } from './series-rules.ts';

describe('seriesSummary', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=TH', 'Repeats every Thursday'],
    ['FREQ=WEEKLY', 'Repeats every Thursday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', 'Repeats every 2 weeks on Thursday'],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', 'Repeats every Monday, Wednesday and Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=18', 'Repeats every month on the 18th'],
    ['FREQ=MONTHLY', 'Repeats every month on the 18th'],
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1,-1', 'Repeats every 3 months on the 1st and the last day'],
    ['FREQ=MONTHLY;BYDAY=-1TH', 'Repeats every month on the last Thursday'],
    ['FREQ=MONTHLY;BYDAY=TH;BYSETPOS=2', 'Repeats every month on the second Thursday'],
    ['FREQ=DAILY', 'Repeats every day'],
    ['FREQ=DAILY;INTERVAL=3', 'Repeats every 3 days'],
    ['FREQ=DAILY;BYDAY=MO,TU', 'Repeats every Monday and Tuesday'],
    ['FREQ=WEEKLY;BYDAY=TH;UNTIL=20270630', 'Repeats every Thursday until 30 Jun 2027'],
    ['FREQ=WEEKLY;BYDAY=TH;COUNT=10', 'Repeats every Thursday, 10 games'],
    ['FREQ=WEEKLY;BYDAY=TH;COUNT=1', 'Repeats every Thursday, 1 game'],
    ['FREQ=WEEKLY;BYMONTH=6,7,8', 'Repeats every Thursday in June, July and August'],
    ['not a rule', 'Repeats'],
  ])('%s → %s', (rule, words) => {
    expect(seriesSummary(rule, '2027-03-18')).toBe(words);
  });

  it('reads a UTC UNTIL as its date in the group’s zone', () => {
    // The web form's "until 30 June" for a New York group: the last second of that day there, in UTC.
    expect(seriesSummary('FREQ=WEEKLY;UNTIL=20270701T035959Z', '2027-03-18', 'America/New_York')).toBe(
      'Repeats every Thursday until 30 Jun 2027',
    );
  });
});

describe('parseSeriesRule', () => {
  it('spells an accepted rule one way (upper case, no RRULE: prefix, no trailing ;)', () => {
    expect(parseSeriesRule(' rrule:freq=weekly;byday=th; ').rule?.text).toBe('FREQ=WEEKLY;BYDAY=TH');
  });

  it.each([
    ['', seriesRuleTexts.empty],
    ['FREQ=YEARLY', seriesRuleTexts.freqUnsupported('YEARLY')],
    ['FREQ=WEEKLY;FREQ=DAILY', seriesRuleTexts.twice('FREQ')],
    ['FREQ=WEEKLY;INTERVAL=0', seriesRuleTexts.intervalInvalid],
    ['FREQ=WEEKLY;BYDAY=1TH', seriesRuleTexts.bydayNumbered],
    ['FREQ=WEEKLY;BYMONTHDAY=3', seriesRuleTexts.bymonthdayWeekly],
    ['FREQ=MONTHLY;BYDAY=TH;BYMONTHDAY=13', seriesRuleTexts.bydayWithMonthday],
    ['FREQ=MONTHLY;BYDAY=TH;BYSETPOS=5', seriesRuleTexts.bysetposInvalid],
    ['FREQ=WEEKLY;INTERVAL=6;BYMONTH=6', seriesRuleTexts.bymonthInterval],
    ['FREQ=WEEKLY;UNTIL=20270231', seriesRuleTexts.untilInvalid],
    ['FREQ=WEEKLY;BYWEEKNO=3', seriesRuleTexts.yearlyOnly('BYWEEKNO')],
    ['FREQ=WEEKLY;X-NAME=1', seriesRuleTexts.notAPart('X-NAME=1')],
  ])('%s → %s', (rule, problem) => {
    expect(parseSeriesRule(rule).problem).toBe(problem);
  });
});

describe('seriesRuleProblem', () => {
  const problem = (rule: string, start = '2027-03-18') =>
    seriesRuleProblem(parseSeriesRule(rule).rule!, start);
  it('finds rules that never give a game', () => {
    expect(problem('FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30')).toBe(seriesRuleTexts.never);
    expect(problem('FREQ=MONTHLY;INTERVAL=12;BYMONTH=2')).toBe(seriesRuleTexts.never);
    expect(problem('FREQ=MONTHLY;BYMONTH=4', '2027-01-31')).toBe(seriesRuleTexts.never);
    expect(problem('FREQ=DAILY;INTERVAL=7;BYDAY=MO')).toBe(seriesRuleTexts.neverWeekday);
    expect(problem('FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=29')).toBeNull();
    expect(problem('FREQ=MONTHLY;INTERVAL=12;BYMONTH=3')).toBeNull();
    expect(problem('FREQ=DAILY;INTERVAL=7;BYDAY=TH')).toBeNull();
  });

  it('refuses an UNTIL more than 20 years after the start', () => {
    expect(problem('FREQ=MONTHLY;UNTIL=20470318')).toBeNull();
    expect(problem('FREQ=MONTHLY;UNTIL=20470319')).toBe(seriesRuleTexts.untilTooFar);
  });
});
