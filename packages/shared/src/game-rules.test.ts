import { describe, expect, it } from 'vitest';
import {
  combineDateTime,
  creationTimeSlots,
  cutoffCountdownText,
  cutoffInstant,
  editTimeSlots,
  isCutoffPassed,
  splitDateTime,
  timeSlots,
  todayDate,
} from './game-rules.ts';

const game = new Date('2026-11-27T17:00:00Z');

describe('RSVP cutoff', () => {
  it('is game time minus the cutoff hours, and absent when the cutoff is 0', () => {
    expect(cutoffInstant(game, 3)?.toISOString()).toBe('2026-11-27T14:00:00.000Z');
    expect(cutoffInstant(game, 0)).toBeNull();
  });

  it('counts down in days, hours and minutes before the cutoff', () => {
    const now = new Date('2026-11-25T11:29:30Z'); // cutoff 2026-11-27T14:00Z is 2 d 2 h 30.5 min away
    expect(cutoffCountdownText(game, 3, now)).toBe('RSVP cutoff in 2 days 2 hours 30 mins');
  });

  it('says the deadline has passed from the cutoff instant on', () => {
    expect(cutoffCountdownText(game, 3, new Date('2026-11-27T14:00:00Z'))).toBe(
      'RSVP deadline to opt out has passed.',
    );
    expect(isCutoffPassed(game, 3, new Date('2026-11-27T13:59:59Z'))).toBe(false);
    expect(isCutoffPassed(game, 3, new Date('2026-11-27T14:00:00Z'))).toBe(true);
    expect(isCutoffPassed(game, 0, new Date('2026-11-27T16:59:00Z'))).toBe(false);
    expect(cutoffCountdownText(game, 0, new Date())).toBeNull();
  });
});

describe('time slots', () => {
  it('offers 07:00 to 22:45 every 15 minutes at creation, and all day when editing', () => {
    const slots = timeSlots('07:00', '22:45');
    expect(slots[0]).toBe('07:00');
    expect(slots[1]).toBe('07:15');
    expect(slots.at(-1)).toBe('22:45');
    expect(slots).toHaveLength(64);
    expect(editTimeSlots()).toHaveLength(96);
    expect(editTimeSlots().at(-1)).toBe('23:45');
  });

  it("disables the times already gone on the group's today, in the group's zone, and none on a later day", () => {
    // 18:10 in Johannesburg is 05:10 the next day in Auckland, where the tests run.
    const now = new Date('2026-11-21T16:10:00Z');
    expect(todayDate(now, 'Africa/Johannesburg')).toBe('2026-11-21');
    expect(todayDate(now, 'Pacific/Auckland')).toBe('2026-11-22');
    const today = creationTimeSlots('2026-11-21', now, 'Africa/Johannesburg');
    expect(today.find((s) => s.value === '18:00')?.disabled).toBe(true);
    expect(today.find((s) => s.value === '18:15')?.disabled).toBe(false);
    expect(creationTimeSlots('2026-11-22', now, 'Africa/Johannesburg').every((s) => !s.disabled)).toBe(true);
    expect(creationTimeSlots('2026-11-21', now, 'Pacific/Auckland').every((s) => !s.disabled)).toBe(true);
  });

  it("turns a form's date and time into the instant of that wall clock in the group's zone, and back", () => {
    const at = combineDateTime('2026-11-27', '19:00', 'Africa/Johannesburg');
    expect(at.toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(splitDateTime(at.toISOString(), 'Africa/Johannesburg')).toEqual({
      date: '2026-11-27',
      time: '19:00',
    });
    expect(splitDateTime(at.toISOString(), 'Pacific/Auckland')).toEqual({
      date: '2026-11-28',
      time: '06:00',
    });
    // Across a daylight-saving change the wall clock stays: 19:00 in London is 19:00Z, then 18:00Z.
    expect(combineDateTime('2027-03-25', '19:00', 'Europe/London').toISOString()).toBe(
      '2027-03-25T19:00:00.000Z',
    );
    expect(combineDateTime('2027-04-01', '19:00', 'Europe/London').toISOString()).toBe(
      '2027-04-01T18:00:00.000Z',
    );
    expect(Number.isNaN(combineDateTime('', '19:00', 'Europe/London').getTime())).toBe(true);
  });
});
