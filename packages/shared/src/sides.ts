/**
 * Sides (README "Sides, results and ratings"): the schemas of GET/PUT /api/games/{id}/sides, POST
 * /api/games/{id}/sides/pick, the admins' member ratings (GET /api/groups/{id}/ratings, PUT
 * /api/groups/{id}/members/{userId}/rating), a guest's stars, the stars → rating mapping and the
 * sentences. Every refusal is one of sideTexts' sentences.
 */
import { z } from 'zod';
import { idSchema, nameText } from './common.ts';

/** Fewest and most sides a game can have. */
export const SIDES_MIN = 2;
export const SIDES_MAX = 4;
/** The sides' names a pick proposes when none were published (README "Sides, results and ratings"). */
export const DEFAULT_SIDE_NAMES = ['Bibs', 'Non-bibs', 'Side 3', 'Side 4'] as const;
/** Longest side name, in characters. */
export const SIDE_NAME_MAX = 30;
/** Most together or apart pairs an admin can set for a game. */
export const SIDE_PAIRS_MAX = 20;
/** Most players in one side's lists (far above any main team). */
const SIDE_PLAYERS_MAX = 200;

/**
 * The rating a member or guest starts from (README "Sides, results and ratings"): an Elo-like scale,
 * 1000 for an average player (3 stars, or no stars set) and 100 points a star either way.
 */
export const STAR_RATINGS = { 1: 800, 2: 900, 3: 1000, 4: 1100, 5: 1200 } as const;
/** The rating of a player nobody rated. */
export const AVERAGE_RATING = STAR_RATINGS[3];

/** The rating `stars` (1–5, or null = an average player) stand for. */
export function starsToRating(stars: number | null | undefined): number {
  return stars ? (STAR_RATINGS[stars as keyof typeof STAR_RATINGS] ?? AVERAGE_RATING) : AVERAGE_RATING;
}

export const sideTexts = {
  sideCount: `A game can have ${SIDES_MIN} to ${SIDES_MAX} sides.`,
  sideName: 'Each side needs a name.',
  sideNamesUnique: 'Give each side a different name.',
  playerIds: 'Sides list players by their ids.',
  pairs: `Together and apart take at most ${SIDE_PAIRS_MAX} pairs of two different players each.`,
  spreadGoalkeepers: 'spread_goalkeepers must be true or false.',
  seed: 'seed must be a whole number.',
  stars: 'Stars must be a whole number from 1 to 5, or null for an average player.',
  goalkeeper: 'goalkeeper must be true or false.',
  /** 403: a member who is not a group admin picks, publishes or rates. */
  adminOnly: 'Only a group admin can pick and publish sides.',
  ratingsAdminOnly: "Only a group admin can see and set players' ratings.",
  /** 404: PUT …/rating for someone not in the group. */
  memberNotFound: 'This player is not a member of this group.',
  /** 409 of a pick: fewer main-team players than sides. */
  tooFewPlayers: (sides: number) =>
    `Picking ${sides} sides needs at least ${sides} players in the main team.`,
  /** 409 of a pick: a pair both together and apart. */
  contradiction: 'Two players cannot be kept both together and apart.',
  /** 409 of a pick: no split meets every constraint. */
  unsatisfiable: 'No split keeps to all these constraints: remove a pair or stop spreading the goalkeepers.',
  /** 409 of a publish: the sides do not list the main team, each player once. */
  notTheMainTeam: 'The sides must list every player of the main team once, and nobody else: pick again.',
  published: 'Sides published.',
  ratingSaved: 'Rating saved.',
  /** The badge over published sides the main team has changed since. */
  outOfDate: 'Out of date',
} as const;

const playerId = idSchema('player');
const idList = z
  .array(playerId, { error: sideTexts.playerIds })
  .max(SIDE_PLAYERS_MAX, { error: sideTexts.playerIds });
const pair = z.tuple([playerId, playerId], { error: sideTexts.pairs }).refine(([a, b]) => a !== b, {
  error: sideTexts.pairs,
});
const pairs = z.array(pair, { error: sideTexts.pairs }).max(SIDE_PAIRS_MAX, { error: sideTexts.pairs });

/** Keep two members together or apart (by user id), spread the goalkeepers; all optional. */
export const sideConstraintsSchema = z.object(
  {
    together: pairs.default([]),
    apart: pairs.default([]),
    spread_goalkeepers: z.boolean({ error: sideTexts.spreadGoalkeepers }).default(false),
  },
  { error: sideTexts.pairs },
);
export type SideConstraintsInput = z.input<typeof sideConstraintsSchema>;
export type SideConstraintsBody = z.output<typeof sideConstraintsSchema>;

/** One side: its name and its players, members by user id and guests by guest id. */
export const sideSchema = z.object(
  {
    name: nameText({ label: 'Side name', required: sideTexts.sideName, max: SIDE_NAME_MAX }),
    user_ids: idList,
    guest_ids: idList,
  },
  { error: sideTexts.sideName },
);
export type Side = z.output<typeof sideSchema>;

const sideList = z
  .array(sideSchema, { error: sideTexts.sideCount })
  .min(SIDES_MIN, { error: sideTexts.sideCount })
  .max(SIDES_MAX, { error: sideTexts.sideCount })
  .refine((sides) => new Set(sides.map((s) => s.name.toLowerCase())).size === sides.length, {
    error: sideTexts.sideNamesUnique,
  });

/** PUT /api/games/{id}/sides (group admins): publish these sides (and keep these constraints for next time). */
export const publishSidesBodySchema = z.object({
  sides: sideList,
  constraints: sideConstraintsSchema.optional(),
});
export type PublishSidesBody = z.input<typeof publishSidesBodySchema>;

/** POST /api/games/{id}/sides/pick (group admins): how many sides, the constraints, optionally a seed. */
export const pickSidesBodySchema = z.object({
  sides: z
    .int({ error: sideTexts.sideCount })
    .min(SIDES_MIN, { error: sideTexts.sideCount })
    .max(SIDES_MAX, { error: sideTexts.sideCount }),
  constraints: sideConstraintsSchema.optional(),
  /** The same seed, team and constraints give the same proposal; without one each pick is a fresh draw. */
  seed: z
    .int({ error: sideTexts.seed })
    .min(0, { error: sideTexts.seed })
    .max(2 ** 32 - 1, { error: sideTexts.seed })
    .optional(),
});
export type PickSidesBody = z.input<typeof pickSidesBodySchema>;

/** A side as the API answers it; `total` (its players' ratings added up) only for group admins. */
export const sideReplySchema = z.object({
  name: z.string(),
  user_ids: z.array(z.number()),
  guest_ids: z.array(z.number()),
  total: z.number().optional(),
});
export type SideReply = z.infer<typeof sideReplySchema>;

/**
 * GET /api/games/{id}/sides and the pick's proposal: the sides (none before the first publish),
 * whether they are published, whether the main team has changed since (`stale`); for group admins also
 * the constraints kept with the sides (`constraints`).
 */
export const sidesReplySchema = z.object({
  sides: z.array(sideReplySchema),
  published: z.boolean(),
  stale: z.boolean(),
  /**
   * Group admins only: the rating and goalkeeper flag of every player of the main team and of the
   * sides, so a screen can add up a side's total after moving a player.
   */
  players: z
    .array(
      z.object({
        user_id: z.number().nullable(),
        guest_id: z.number().nullable(),
        rating: z.number(),
        goalkeeper: z.boolean(),
      }),
    )
    .optional(),
  constraints: z
    .object({
      together: z.array(z.tuple([z.number(), z.number()])),
      apart: z.array(z.tuple([z.number(), z.number()])),
      spread_goalkeepers: z.boolean(),
    })
    .optional(),
});
export type SidesReply = z.infer<typeof sidesReplySchema>;

// Ratings (group admins)

const starsSchema = z
  .int({ error: sideTexts.stars })
  .min(1, { error: sideTexts.stars })
  .max(5, { error: sideTexts.stars })
  .nullable();

/** PUT /api/groups/{id}/members/{userId}/rating: the member's stars (null = average) and goalkeeper flag. */
export const memberRatingBodySchema = z.object({
  stars: starsSchema,
  goalkeeper: z.boolean({ error: sideTexts.goalkeeper }),
});
export type MemberRatingBody = z.input<typeof memberRatingBodySchema>;

/** A member's rating as admins see it: the stars set, goalkeeper, and the rating used to pick sides. */
export const memberRatingSchema = z.object({
  user_id: z.number(),
  stars: z.number().nullable(),
  goalkeeper: z.boolean(),
  rating: z.number(),
});
export type MemberRating = z.infer<typeof memberRatingSchema>;

/** The reply of PUT …/rating. */
export const memberRatingReplySchema = memberRatingSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export type MemberRatingReply = z.infer<typeof memberRatingReplySchema>;

/** A guest's optional stars and goalkeeper flag, as their host sets them (POST /api/games/{id}/guests). */
export const guestStrengthFields = {
  stars: starsSchema.optional(),
  goalkeeper: z.boolean({ error: sideTexts.goalkeeper }).optional(),
};
