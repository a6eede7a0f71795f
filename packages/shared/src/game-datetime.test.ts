/**
 * game-rules.ts gameDatetimeProblem: when a game may be (docs/product.md#s5-create-game: "not in the past";
 * at most 2 years ahead), on creation and on edit, against a clock the test sets.
 */
import { describe, expect, it } from 'vitest';
import { gameDatetimeProblem, gameHorizon } from './game-rules.ts';
import { gameTexts } from './texts/games.ts';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('creating a game', () => {
  it('accepts any time after now up to exactly 2 years ahead', () => {
    expect(gameHorizon(now).toISOString()).toBe('2028-03-10T12:00:00.000Z');
    expect(gameDatetimeProblem(at('2026-03-10T12:00:01Z'), now)).toBeNull();
    expect(gameDatetimeProblem(at('2028-03-10T12:00:00Z'), now)).toBeNull();
  });

  it('refuses now and any earlier time', () => {
    expect(gameDatetimeProblem(now, now)).toBe(gameTexts.inThePast);
    expect(gameDatetimeProblem(at('2020-01-01T00:00:00Z'), now)).toBe(gameTexts.inThePast);
  });

  it('refuses a time more than 2 years ahead, up to the year 9999', () => {
    expect(gameDatetimeProblem(at('2028-03-10T12:00:00.001Z'), now)).toBe(gameTexts.tooFarAhead);
    expect(gameDatetimeProblem(at('9999-12-31T23:59:00Z'), now)).toBe(gameTexts.tooFarAhead);
    expect(gameTexts.tooFarAhead).toBe('A game can be at most 2 years ahead.');
  });
});

describe('editing a game', () => {
  const upcoming = at('2026-03-12T18:00:00Z');
  const started = at('2026-03-10T11:30:00Z');

  it('moves an upcoming game to any later time within 2 years', () => {
    expect(gameDatetimeProblem(at('2026-03-20T18:00:00Z'), now, upcoming)).toBeNull();
    expect(gameDatetimeProblem(upcoming, now, upcoming)).toBeNull();
  });

  it('refuses to move an upcoming game into the past, with an edit-worded sentence', () => {
    expect(gameDatetimeProblem(at('2026-03-09T18:00:00Z'), now, upcoming)).toBe(gameTexts.editInThePast);
    expect(gameDatetimeProblem(now, now, upcoming)).toBe(gameTexts.editInThePast);
  });

  it('lets a game that has started keep its time (its notes can still be edited)', () => {
    expect(gameDatetimeProblem(started, now, started)).toBeNull();
  });

  it('counts the same minute as the same time (the forms send whole minutes)', () => {
    const withSeconds = at('2026-03-10T11:30:42.500Z');
    expect(gameDatetimeProblem(at('2026-03-10T11:30:00Z'), now, withSeconds)).toBeNull();
    expect(gameDatetimeProblem(at('2026-03-10T11:29:00Z'), now, withSeconds)).toBe(gameTexts.editInThePast);
  });

  it('refuses to move a started game to another time already gone', () => {
    expect(gameDatetimeProblem(at('2026-03-10T11:00:00Z'), now, started)).toBe(gameTexts.editInThePast);
  });

  it('moves a started game to a later time', () => {
    expect(gameDatetimeProblem(at('2026-03-17T11:30:00Z'), now, started)).toBeNull();
  });

  it('refuses more than 2 years ahead on edit too, even when the stored time is already that far', () => {
    const far = at('2030-01-01T10:00:00Z');
    expect(gameDatetimeProblem(far, now, upcoming)).toBe(gameTexts.tooFarAhead);
    expect(gameDatetimeProblem(far, now, far)).toBe(gameTexts.tooFarAhead);
  });
});
