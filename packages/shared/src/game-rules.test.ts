import { describe, expect, it } from 'vitest';
import {
  combineDateTime,
  creationTimeSlots,
  currencyFor,
  cutoffCountdownText,
  cutoffInstant,
  editTimeSlots,
  formatCost,
  isCutoffPassed,
  splitDateTime,
  timeSlots,
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
    expect(cutoffCountdownText(game, 3, new Date('2026-11-27T14:00:00Z'))).toBe('RSVP deadline to opt out has passed.');
    expect(isCutoffPassed(game, 3, new Date('2026-11-27T13:59:59Z'))).toBe(false);
    expect(isCutoffPassed(game, 3, new Date('2026-11-27T14:00:00Z'))).toBe(true);
    expect(isCutoffPassed(game, 0, new Date('2026-11-27T16:59:00Z'))).toBe(false);
    expect(cutoffCountdownText(game, 0, new Date())).toBeNull();
  });
});

describe('currency', () => {
  it('maps locales as spec §9 says, with ZAR en-ZA by default and for Johannesburg', () => {
    expect(currencyFor('en-US', 'America/New_York')).toEqual({ locale: 'en-US', currency: 'USD' });
    expect(currencyFor('en-GB', 'Europe/London')).toEqual({ locale: 'en-GB', currency: 'GBP' });
    expect(currencyFor('fr-FR', 'Europe/Paris')).toEqual({ locale: 'fr-FR', currency: 'EUR' });
    expect(currencyFor('en-US', 'Africa/Johannesburg')).toEqual({ locale: 'en-ZA', currency: 'ZAR' });
    expect(currencyFor('de-DE', 'Europe/Berlin')).toEqual({ locale: 'en-ZA', currency: 'ZAR' });
    expect(currencyFor(undefined, undefined)).toEqual({ locale: 'en-ZA', currency: 'ZAR' });
  });

  it('shows costs with 2 decimals', () => {
    expect(formatCost('60', { locale: 'en-US' })).toBe('$60.00');
    expect(formatCost(7.5, { locale: 'en-GB' })).toBe('£7.50');
    expect(formatCost('60.00')).toMatch(/^R\s?60[,.]00$/);
    expect(formatCost(null)).toBeNull();
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

  it('disables past times today in the local time zone, and none on a later day', () => {
    const now = combineDateTime('2026-11-21', '18:10');
    const today = creationTimeSlots('2026-11-21', now);
    expect(today.find((s) => s.value === '18:00')?.disabled).toBe(true);
    expect(today.find((s) => s.value === '18:15')?.disabled).toBe(false);
    expect(creationTimeSlots('2026-11-22', now).every((s) => !s.disabled)).toBe(true);
  });

  it('round-trips a form date and time through an ISO instant in the local zone', () => {
    const iso = combineDateTime('2026-11-27', '19:00').toISOString();
    expect(splitDateTime(iso)).toEqual({ date: '2026-11-27', time: '19:00' });
  });
});
