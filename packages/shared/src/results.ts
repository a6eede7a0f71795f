/**
 * Results, ratings and the season table (README "Sides, results and ratings"): the request and reply
 * schemas of /api/games/{id}/result, /api/groups/{id}/ratings and /api/groups/{id}/table, and their
 * sentences.
 */
import { z } from 'zod';

/** The most goals one side can be recorded with (a typo guard, not a football rule). */
export const MAX_GOALS = 99;
/** A player sees their own rating trend once they have this many rated games. */
export const OWN_TREND_AFTER_GAMES = 3;

/**
 * PUT /api/games/{id}/result: `{ scores: [3, 2] }` (goals per side, in the order of the published
 * sides) or `{ not_played: true }`. Exactly one of the two.
 */
export const resultBodySchema = z
  .object({
    scores: z
      .array(
        z
          .number({ error: 'Each score must be a whole number of goals.' })
          .int({ error: 'Each score must be a whole number of goals.' })
          .min(0, { error: 'A score cannot be negative.' })
          .max(MAX_GOALS, { error: `A score can be at most ${MAX_GOALS}.` }),
        { error: 'scores must be a list of goals, one per side.' },
      )
      .min(2, { error: 'Give a score for every side.' })
      .max(4, { error: 'A game has at most 4 sides.' })
      .optional(),
    not_played: z.literal(true, { error: 'not_played can only be true.' }).optional(),
  })
  .strict()
  .refine((b) => (b.scores === undefined) !== (b.not_played === undefined), {
    error: 'Send either the scores or not_played: true.',
  });
export type ResultBody = z.input<typeof resultBodySchema>;

/** Why a recorded game does not count for ratings (README "Sides, results and ratings"). */
export const UNRATED_REASONS = ['not_played', 'changed_after_kickoff', 'no_show', 'not_two_sides'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];

/** GET and PUT /api/games/{id}/result → the game's result, if any, and the published sides' names. */
export const resultReplySchema = z.object({
  /** The published sides' names, in score order ([] before sides are published). */
  sides: z.array(z.string()),
  result: z
    .object({
      scores: z.array(z.number()).nullable(),
      not_played: z.boolean(),
      rated: z.boolean(),
      unrated_reason: z.enum(UNRATED_REASONS).nullable(),
      recorded_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  /** Whether the caller may record or correct it (a group admin, after kick-off). */
  can_record: z.boolean(),
  message: z.string().optional(),
});
export type ResultReply = z.infer<typeof resultReplySchema>;

/** One member's rating as group admins see it. `trend`: the rating after each rated game, oldest first. */
export const ratingRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  surname: z.string(),
  stars: z.number().nullable(),
  /** Marked as a goalkeeper by an admin (spread across sides when picking). */
  goalkeeper: z.boolean(),
  rating: z.number(),
  games_rated: z.number(),
  trend: z.array(z.number()),
});
export type RatingRow = z.infer<typeof ratingRowSchema>;
/** GET /api/groups/{id}/ratings (group admins): every member, highest rating first. */
export const ratingsReplySchema = z.object({ players: z.array(ratingRowSchema) });
export type RatingsReply = z.infer<typeof ratingsReplySchema>;

/** GET /api/groups/{id}/ratings/me: the caller's own trend, once they have OWN_TREND_AFTER_GAMES rated games. */
export const myRatingReplySchema = z.object({
  games_rated: z.number(),
  /** Null until the trend shows. */
  rating: z.number().nullable(),
  trend: z.array(z.number()),
  message: z.string(),
});
export type MyRatingReply = z.infer<typeof myRatingReplySchema>;

const dateParam = (name: string) =>
  z
    .string({ error: `${name} must be a date, YYYY-MM-DD.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date, YYYY-MM-DD.` })
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        error: `${name} must be a real date, YYYY-MM-DD.`,
      },
    );

/** GET /api/groups/{id}/table(.csv)?from&to: both days included, in the group's time zone. */
export const tableQuerySchema = z
  .object({ from: dateParam('from').optional(), to: dateParam('to').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to.' });
export type TableQuery = z.input<typeof tableQuerySchema>;

/** One member's season: games played (appearances) and their results, no-shows and late drops. */
export const tableRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  surname: z.string(),
  appearances: z.number(),
  wins: z.number(),
  draws: z.number(),
  losses: z.number(),
  no_shows: z.number(),
  late_drops: z.number(),
});
export type TableRow = z.infer<typeof tableRowSchema>;
/** GET /api/groups/{id}/table → the range used and the rows, most appearances first. */
export const tableReplySchema = z.object({ from: z.string(), to: z.string(), rows: z.array(tableRowSchema) });
export type TableReply = z.infer<typeof tableReplySchema>;

/** The season table file's columns (GET /api/groups/{id}/table.csv). */
export const TABLE_COLUMNS = [
  'user_id',
  'name',
  'surname',
  'appearances',
  'wins',
  'draws',
  'losses',
  'no_shows',
  'late_drops',
] as const;

/** "3–2": a score as the app and notifications say it. */
export const scoreLine = (scores: number[]) => scores.join('–');

/** The sentences of the results, ratings and table endpoints. */
export const resultTexts = {
  adminOnly: 'Only a group admin can record the result.',
  beforeKickoff: 'The result can be recorded once the game has kicked off.',
  cancelled: 'This game was cancelled, so it has no result.',
  noSides: 'Publish the sides before recording a score, so it is clear which score is whose.',
  wrongCount: (sides: number) => `Give one score per side: this game has ${sides} sides.`,
  recorded: 'Result saved.',
  corrected: 'Result corrected.',
  notPlayed: 'Marked as not played.',
  trendNotYet: (games: number) =>
    `Your trend shows after ${OWN_TREND_AFTER_GAMES} rated games: you have ${games} so far.`,
  trendShown: (games: number) => `Your rating over your last ${games} rated games.`,
  unrated: {
    not_played: 'Not played: not rated.',
    changed_after_kickoff: 'The sides were changed after kick-off, so this game is not rated.',
    no_show: 'A side played short (a no-show), so this game is not rated.',
    not_two_sides: 'Only games between two sides are rated.',
  } satisfies Record<UnratedReason, string>,
} as const;

/* The notification to the players when a result is recorded or corrected: shared notices.resultRecorded,
 * resultCorrected and resultNotPlayed (notifications.ts). */
