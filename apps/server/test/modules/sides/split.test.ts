/**
 * The fair split (README "Sides, results and ratings"; src/modules/sides/split.ts): optimal on small
 * cases (checked against a brute force written here independently), sizes within one, constraints
 * honoured, the same seed giving the same split and other seeds other equal-best splits.
 */
import { describe, expect, it } from 'vitest';
import {
  balancedSplitCount,
  mulberry32,
  splitSides,
  SplitImpossible,
  type SplitConstraints,
  type SplitPlayer,
} from '../../../src/modules/sides/split.ts';

const NONE: SplitConstraints = { together: [], apart: [], spreadGoalkeepers: false };

/** `n` players with ratings from a seeded generator (800–1200), every `keeperEvery`-th a goalkeeper. */
function players(n: number, seed: number, keeperEvery = 0): SplitPlayer[] {
  const random = mulberry32(seed);
  return [...Array(n).keys()].map((i) => ({
    key: `u${i + 1}`,
    rating: 800 + Math.floor(random() * 9) * 50,
    goalkeeper: keeperEvery > 0 && i % keeperEvery === 0,
  }));
}

/** Brute force: every assignment of players to k labelled sides; the least max−min among valid ones. */
function bruteBest(ps: SplitPlayer[], k: number, valid: (sides: number[]) => boolean): number {
  let best = Infinity;
  const assign = Array(ps.length).fill(0);
  const total = k ** ps.length;
  for (let code = 0; code < total; code++) {
    let c = code;
    for (let i = 0; i < ps.length; i++) {
      assign[i] = c % k;
      c = Math.floor(c / k);
    }
    const sizes = Array(k).fill(0);
    const totals = Array(k).fill(0);
    ps.forEach((p, i) => {
      sizes[assign[i]]++;
      totals[assign[i]] += p.rating;
    });
    if (Math.max(...sizes) - Math.min(...sizes) > 1 || !valid(assign)) continue;
    best = Math.min(best, Math.max(...totals) - Math.min(...totals));
  }
  return best;
}

const sideOf = (sides: string[][], key: string) => sides.findIndex((side) => side.includes(key));
const rating = (ps: SplitPlayer[], key: string) => ps.find((p) => p.key === key)!.rating;

describe('splitSides', () => {
  it('finds the fairest split of small cases, as a brute force does', () => {
    for (let seed = 1; seed <= 12; seed++) {
      for (const [n, k] of [
        [6, 2],
        [9, 2],
        [7, 3],
        [8, 4],
      ] as const) {
        const ps = players(n, seed);
        const split = splitSides(ps, k, NONE, seed);
        expect(split.exhaustive).toBe(true);
        expect(split.cost).toBe(bruteBest(ps, k, () => true));
        // The totals it reports are the sides' real totals.
        split.sides.forEach((side, i) =>
          expect(side.reduce((sum, key) => sum + rating(ps, key), 0)).toBe(split.totals[i]),
        );
      }
    }
  });

  it('places every player exactly once, in sides whose sizes differ by at most one', () => {
    for (const [n, k] of [
      [10, 2],
      [11, 2],
      [13, 3],
      [14, 4],
      [30, 2],
      [31, 3],
      [40, 4],
    ] as const) {
      const ps = players(n, n * k);
      const split = splitSides(ps, k, NONE, 7);
      expect(split.sides).toHaveLength(k);
      expect(split.sides.flat().sort()).toEqual(ps.map((p) => p.key).sort());
      const sizes = split.sides.map((side) => side.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('searches exhaustively up to 22 players in two sides, and uses the heuristic past that', () => {
    expect(balancedSplitCount(22, 2)).toBe(352_716);
    expect(splitSides(players(22, 3), 2, NONE, 1).exhaustive).toBe(true);
    const big = splitSides(players(30, 3), 2, NONE, 1);
    expect(big.exhaustive).toBe(false);
    // Thirty players rated in steps of 50 split within one step.
    expect(big.cost).toBeLessThanOrEqual(50);
  });

  it('keeps together and apart pairs, and stays optimal among the splits that do', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const ps = players(8, seed);
      const constraints: SplitConstraints = {
        together: [['u1', 'u2']],
        apart: [
          ['u3', 'u4'],
          ['u5', 'u1'],
        ],
        spreadGoalkeepers: false,
      };
      const split = splitSides(ps, 2, constraints, seed);
      expect(sideOf(split.sides, 'u1')).toBe(sideOf(split.sides, 'u2'));
      expect(sideOf(split.sides, 'u3')).not.toBe(sideOf(split.sides, 'u4'));
      expect(sideOf(split.sides, 'u5')).not.toBe(sideOf(split.sides, 'u1'));
      const best = bruteBest(ps, 2, (a) => a[0] === a[1] && a[2] !== a[3] && a[4] !== a[0]);
      expect(split.cost).toBe(best);
    }
  });

  it('spreads the goalkeepers: each side gets ⌊g/k⌋ or ⌈g/k⌉ of them, small and large', () => {
    for (const [n, k, every] of [
      [10, 2, 4],
      [12, 3, 3],
      [36, 2, 5],
      [33, 3, 4],
    ] as const) {
      const ps = players(n, n, every);
      const keepers = new Set(ps.filter((p) => p.goalkeeper).map((p) => p.key));
      const split = splitSides(ps, k, { ...NONE, spreadGoalkeepers: true }, 5);
      const counts = split.sides.map((side) => side.filter((key) => keepers.has(key)).length);
      expect(Math.min(...counts)).toBe(Math.floor(keepers.size / k));
      expect(Math.max(...counts)).toBe(Math.ceil(keepers.size / k));
    }
  });

  it('honours together and apart pairs past the exhaustive limit too', () => {
    const ps = players(28, 9, 7);
    const constraints: SplitConstraints = {
      together: [
        ['u1', 'u2'],
        ['u2', 'u3'],
      ],
      apart: [['u4', 'u5']],
      spreadGoalkeepers: true,
    };
    const split = splitSides(ps, 2, constraints, 11);
    expect(split.exhaustive).toBe(false);
    expect(new Set(['u1', 'u2', 'u3'].map((key) => sideOf(split.sides, key))).size).toBe(1);
    expect(sideOf(split.sides, 'u4')).not.toBe(sideOf(split.sides, 'u5'));
    expect(split.sides.map((side) => side.length).sort()).toEqual([14, 14]);
  });

  it('gives the same split for the same seed, and other equal-best splits for other seeds', () => {
    // Eight players of equal rating: every 4–4 split is equally fair.
    const ps = players(8, 1).map((p) => ({ ...p, rating: 1000 }));
    const first = splitSides(ps, 2, NONE, 42);
    expect(splitSides(ps, 2, NONE, 42)).toEqual(first);
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const split = splitSides(ps, 2, NONE, seed);
      expect(split.cost).toBe(0);
      seen.add(JSON.stringify([...split.sides].sort((a, b) => a[0]!.localeCompare(b[0]!))));
    }
    expect(seen.size).toBeGreaterThan(5);
    // The heuristic is seeded the same way.
    const many = players(30, 2);
    expect(splitSides(many, 3, NONE, 9)).toEqual(splitSides(many, 3, NONE, 9));
  });

  it('refuses what cannot be split: too few players, contradictions, unsatisfiable constraints', () => {
    expect(() => splitSides(players(1, 1), 2, NONE, 1)).toThrow(SplitImpossible);
    const both: SplitConstraints = {
      together: [['u1', 'u2']],
      apart: [['u2', 'u1']],
      spreadGoalkeepers: false,
    };
    expect(() => splitSides(players(6, 1), 2, both, 1)).toThrow(new SplitImpossible('contradiction'));
    // Three players who must be together cannot fit a side of two.
    const trio: SplitConstraints = {
      together: [
        ['u1', 'u2'],
        ['u2', 'u3'],
      ],
      apart: [],
      spreadGoalkeepers: false,
    };
    expect(() => splitSides(players(4, 1), 2, trio, 1)).toThrow(new SplitImpossible('unsatisfiable'));
  });
});
