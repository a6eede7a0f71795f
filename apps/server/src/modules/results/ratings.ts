/**
 * The rating maths (README "Sides, results and ratings"), pure: no database, no clock.
 *
 * - A member's starting rating comes from the stars a group admin set: 1000 + (stars − 3) × 100
 *   (1 star 800 … 5 stars 1200); no stars = 1000, an average player. A guest is never rated but counts
 *   toward their side's average at the stars their host gave them (same mapping).
 * - A side's rating is the average of its players' ratings. Side A's expected score against side B is
 *   1 / (1 + 10^((Rb − Ra) / 400)); the actual score is 1 for a win, 0.5 for a draw, 0 for a loss.
 * - Each member's change = K × multiplier × (actual − expected): K = 40 for the player's first 5 rated
 *   games, then 20; the multiplier by goal difference is 1 for 0–2 goals, 1.25 for 3–4, 1.5 for 5 or more.
 * - Only games between exactly two sides are rated (a 3- or 4-side game is recorded, not rated).
 * - Ratings are always recomputed from the start, game by game in kick-off order (`computeRatings`),
 *   never patched, so a corrected result gives the same ratings as if it had been right first.
 */

/** Ratings of the seed mapping: the average player. */
export const BASE_RATING = 1000;
/** K for a player's first PROVISIONAL_GAMES rated games, then SETTLED_K. */
export const PROVISIONAL_K = 40;
export const SETTLED_K = 20;
export const PROVISIONAL_GAMES = 5;

/** 1–5 stars (or null, average) → a starting rating: 1000 + (stars − 3) × 100. */
export function startingRating(stars: number | null | undefined): number {
  return stars == null ? BASE_RATING : BASE_RATING + (stars - 3) * 100;
}

/** The expected score (0–1) of a side rated `ra` against a side rated `rb`. */
export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

/** The goal-difference multiplier: ×1 for 0–2 goals, ×1.25 for 3–4, ×1.5 for 5 or more. */
export function goalMultiplier(goalDifference: number): number {
  const d = Math.abs(goalDifference);
  if (d >= 5) return 1.5;
  if (d >= 3) return 1.25;
  return 1;
}

/** K for a player who has `gamesRated` rated games before this one. */
export function kFactor(gamesRated: number): number {
  return gamesRated < PROVISIONAL_GAMES ? PROVISIONAL_K : SETTLED_K;
}

/** One side of a rated game: its members (rated) and its guests' stars (counted in the average only). */
export type RatedSide = { userIds: number[]; guestStars: (number | null)[] };
/** A game to rate: exactly two sides and their goals, in the same order. */
export type RatedGame = { gameId: number; sides: [RatedSide, RatedSide]; scores: [number, number] };
/** A player's rating after some games: `trend` is the rating after each of their rated games. */
export type PlayerRating = { rating: number; gamesRated: number; trend: number[] };

/**
 * Every player's rating after `games` (oldest first), starting from `stars` (user id → stars; a player
 * missing from it starts at 1000). Returns user id → PlayerRating for every player in `stars` or in a
 * game; a player with no rated game keeps their starting rating and an empty trend. Ratings are kept
 * unrounded (the trend too); callers round for display.
 */
export function computeRatings(
  stars: Map<number, number | null>,
  games: RatedGame[],
): Map<number, PlayerRating> {
  const players = new Map<number, PlayerRating>();
  const player = (id: number) => {
    let p = players.get(id);
    if (!p) {
      p = { rating: startingRating(stars.get(id)), gamesRated: 0, trend: [] };
      players.set(id, p);
    }
    return p;
  };
  for (const id of stars.keys()) player(id);
  for (const game of games) {
    const [a, b] = game.sides;
    if (a.userIds.length + a.guestStars.length === 0 || b.userIds.length + b.guestStars.length === 0)
      continue;
    const average = (side: RatedSide) => {
      const ratings = [
        ...side.userIds.map((id) => player(id).rating),
        ...side.guestStars.map(startingRating),
      ];
      return ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
    };
    const ra = average(a);
    const rb = average(b);
    const [ga, gb] = game.scores;
    const actualA = ga > gb ? 1 : ga === gb ? 0.5 : 0;
    const expectedA = expectedScore(ra, rb);
    const multiplier = goalMultiplier(ga - gb);
    const changes: [number, number][] = [];
    for (const [side, actual, expected] of [
      [a, actualA, expectedA],
      [b, 1 - actualA, 1 - expectedA],
    ] as const) {
      for (const id of side.userIds) {
        const p = player(id);
        changes.push([id, kFactor(p.gamesRated) * multiplier * (actual - expected)]);
      }
    }
    // Changes are worked out from the ratings before the game, then applied together.
    for (const [id, change] of changes) {
      const p = player(id);
      p.rating += change;
      p.gamesRated += 1;
      p.trend.push(p.rating);
    }
  }
  return players;
}
