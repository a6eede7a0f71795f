/**
 * The rating maths (README "Sides, results and ratings"): the star mapping, the expected score, K and
 * the goal-difference multiplier, and a hand-worked game.
 */
import { describe, expect, it } from 'vitest';
import {
  computeRatings,
  expectedScore,
  goalMultiplier,
  kFactor,
  startingRating,
  type RatedGame,
} from '../../../src/modules/results/ratings.ts';

const game = (gameId: number, a: number[], b: number[], scores: [number, number]): RatedGame => ({
  gameId,
  sides: [
    { userIds: a, guestStars: [] },
    { userIds: b, guestStars: [] },
  ],
  scores,
});

describe('rating maths', () => {
  it('starts from the stars: 1000 + (stars − 3) × 100, no stars = 1000', () => {
    expect([1, 2, 3, 4, 5].map(startingRating)).toEqual([800, 900, 1000, 1100, 1200]);
    expect(startingRating(null)).toBe(1000);
  });

  it('expects 0.5 of equal sides and about 0.76 of a side 200 points stronger', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1100, 900)).toBeCloseTo(0.759747, 5);
    expect(expectedScore(900, 1100)).toBeCloseTo(0.240253, 5);
  });

  it('scales by goal difference and uses K 40 for the first 5 rated games, then 20', () => {
    expect([0, 1, 2, 3, 4, 5, 9, -3].map(goalMultiplier)).toEqual([1, 1, 1, 1.25, 1.25, 1.5, 1.5, 1.25]);
    expect([0, 4, 5, 30].map(kFactor)).toEqual([40, 40, 20, 20]);
  });

  it('a hand-worked game: 1100 against 900 won 3–0 moves each player by 40 × 1.25 × 0.240253 ≈ 12.01', () => {
    // Side A: user 1 (3 stars, 1000) and user 2 (5 stars, 1200): 1100. Side B: user 3 (1 star, 800) and
    // user 4 (no stars, 1000): 900. Expected for A 0.759747; A wins by 3 goals (× 1.25).
    const stars = new Map<number, number | null>([
      [1, 3],
      [2, 5],
      [3, 1],
      [4, null],
    ]);
    const r = computeRatings(stars, [game(1, [1, 2], [3, 4], [3, 0])]);
    expect(r.get(1)!.rating).toBeCloseTo(1012.0127, 3);
    expect(r.get(2)!.rating).toBeCloseTo(1212.0127, 3);
    expect(r.get(3)!.rating).toBeCloseTo(787.9873, 3);
    expect(r.get(4)!.rating).toBeCloseTo(987.9873, 3);
    expect(r.get(1)!.gamesRated).toBe(1);
    expect(r.get(1)!.trend).toHaveLength(1);
  });

  it('a draw between equal sides changes nothing; a guest counts in the average at their stars', () => {
    const r = computeRatings(new Map(), [game(1, [1], [2], [1, 1])]);
    expect(r.get(1)!.rating).toBe(1000);
    // User 1 (1000) with a 5-star guest (1200) averages 1100 against user 2 (1000): a 1–0 win gains less.
    const withGuest = computeRatings(new Map(), [
      {
        gameId: 1,
        sides: [
          { userIds: [1], guestStars: [5] },
          { userIds: [2], guestStars: [] },
        ],
        scores: [1, 0],
      },
    ]);
    expect(withGuest.get(1)!.rating).toBeCloseTo(1000 + 40 * (1 - expectedScore(1100, 1000)), 6);
    expect(withGuest.size).toBe(2);
  });

  it('after 5 rated games a player moves by K 20', () => {
    const games = Array.from({ length: 6 }, (_, i) => game(i + 1, [1], [2], [1, 1]));
    games.push(game(7, [1], [2], [1, 0]));
    const r = computeRatings(new Map(), games);
    // Six draws of equal players change nothing; the 7th game is their 7th: K 20 → +10.
    expect(r.get(1)!.rating).toBeCloseTo(1010, 6);
    expect(r.get(1)!.gamesRated).toBe(7);
  });
});
