// One time format across the app (README "A group's time zone and currency"): 24-hour unless the
// user's language writes 12-hour; the zone is the one given.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayAndTime, timeOfDay, uses12HourClock } from './when.ts';

afterEach(() => vi.restoreAllMocks());
const speaks = (language: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

// 17:05Z on Thursday 3 December 2026: 19:05 in Johannesburg.
const at = '2026-12-03T17:05:00Z';

describe('timeOfDay', () => {
  it('writes 24-hour HH:MM in en-ZA', () => {
    speaks('en-ZA');
    expect(uses12HourClock()).toBe(false);
    expect(timeOfDay(at, 'Africa/Johannesburg')).toBe('19:05');
    expect(timeOfDay('2026-12-03T07:05:00Z', 'Africa/Johannesburg')).toBe('09:05');
  });

  it('writes 12-hour with AM/PM in en-US', () => {
    speaks('en-US');
    expect(uses12HourClock()).toBe(true);
    expect(timeOfDay(at, 'Africa/Johannesburg')).toMatch(/^7:05\sPM$/);
    expect(timeOfDay('2026-12-03T07:05:00Z', 'Africa/Johannesburg')).toMatch(/^9:05\sAM$/);
  });

  it("uses the browser's zone when none is given (the tests run in Pacific/Auckland)", () => {
    speaks('en-ZA');
    expect(timeOfDay(at)).toBe('06:05');
  });
});

describe('dayAndTime', () => {
  it('writes the day and a 24-hour time in en-ZA, a 12-hour one in en-US', () => {
    speaks('en-ZA');
    expect(dayAndTime(at, 'Africa/Johannesburg')).toMatch(/Thu.*3 Dec.*19:05$/);
    speaks('en-US');
    expect(dayAndTime(at, 'Africa/Johannesburg')).toMatch(/Thu.*Dec 3.*7:05\sPM$/);
  });
});
