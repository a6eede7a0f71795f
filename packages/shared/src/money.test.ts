/**
 * The money rules of money.ts (README "Who pays what"): amounts to integer cents and back, and the
 * largest-remainder split whose shares always add up to the total, extra cents on the first places; and
 * formatMoney (zone-rules.ts), the one way an amount is written.
 */
import { describe, expect, it } from 'vitest';
import { fromCents, splitCents, toCents } from './money.ts';
import { formatMoney } from './zone-rules.ts';

describe('toCents', () => {
  it('reads amounts with no, one or two decimals as integer cents', () => {
    expect(toCents('100.00')).toBe(10000);
    expect(toCents('33.34')).toBe(3334);
    expect(toCents('0.01')).toBe(1);
    expect(toCents('7.5')).toBe(750);
    expect(toCents('60')).toBe(6000);
    expect(toCents(' 12.30 ')).toBe(1230);
    expect(toCents('0')).toBe(0);
    // numeric(10,2)'s largest value, exactly (no floating point on the way).
    expect(toCents('99999999.99')).toBe(9999999999);
    // 0.1 + 0.2 style amounts stay exact.
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1.15')).toBe(115);
  });

  it('throws on anything but a non-negative amount with at most two decimals', () => {
    for (const bad of ['', '-1.00', '1.234', '1,50', 'abc', '1.', '.5', '1e3', 'NaN']) {
      expect(() => toCents(bad), bad).toThrow(`Not an amount: ${bad}`);
    }
  });
});

describe('fromCents', () => {
  it('writes cents as a string with two decimals, negative amounts with a minus', () => {
    expect(fromCents(3334)).toBe('33.34');
    expect(fromCents(1)).toBe('0.01');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(10000)).toBe('100.00');
    expect(fromCents(-2250)).toBe('-22.50');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(9999999999)).toBe('99999999.99');
  });

  it('is the inverse of toCents', () => {
    for (const amount of ['0.00', '0.01', '0.10', '14.29', '1234.56', '99999999.99']) {
      expect(fromCents(toCents(amount))).toBe(amount);
    }
  });
});

describe('splitCents', () => {
  it('100.00 over 3 → 33.34, 33.33, 33.33: the extra cent goes to the first place', () => {
    expect(splitCents(10000, 3)).toEqual([3334, 3333, 3333]);
  });

  it('0.01 over 3 → 0.01, 0.00, 0.00', () => {
    expect(splitCents(1, 3)).toEqual([1, 0, 0]);
  });

  it('100.00 over 7 → four of 14.29, then three of 14.28', () => {
    expect(splitCents(10000, 7)).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428]);
  });

  it('an even split has no extra cents; one place takes it all; no places → no shares', () => {
    expect(splitCents(6000, 4)).toEqual([1500, 1500, 1500, 1500]);
    expect(splitCents(1234, 1)).toEqual([1234]);
    expect(splitCents(0, 3)).toEqual([0, 0, 0]);
    expect(splitCents(10000, 0)).toEqual([]);
  });

  it('always adds up to the total, shares at most a cent apart, larger ones first', () => {
    for (const total of [1, 2, 99, 100, 101, 6000, 9999, 10001, 123457, 9999999999]) {
      for (let places = 1; places <= 22; places++) {
        const shares = splitCents(total, places);
        const label = `${total} over ${places}`;
        expect(shares, label).toHaveLength(places);
        expect(
          shares.reduce((a, b) => a + b, 0),
          label,
        ).toBe(total);
        expect(
          shares.every((s) => Number.isInteger(s) && s >= 0),
          label,
        ).toBe(true);
        expect(shares[0]! - shares[places - 1]!, label).toBeLessThanOrEqual(1);
        expect(
          [...shares].sort((a, b) => b - a),
          label,
        ).toEqual(shares);
      }
    }
  });
});

describe('formatMoney: the one way money is written (screens and calendar feed alike)', () => {
  const nbsp = '\u00a0';
  it('writes each currency in its own locale, whatever the reader’s', () => {
    expect(formatMoney('60.00', 'ZAR')).toBe(`R${nbsp}60,00`);
    expect(formatMoney('30', 'GBP')).toBe('£30.00');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney('8.5', 'EUR')).toMatch(/^8,50\s€$/);
    expect(formatMoney('8.5', 'NZD')).toBe('NZ$8.50');
  });
  it('gives null for no cost or an unreadable one', () => {
    expect(formatMoney(null, 'ZAR')).toBeNull();
    expect(formatMoney('', 'ZAR')).toBeNull();
    expect(formatMoney('abc', 'ZAR')).toBeNull();
  });
});
