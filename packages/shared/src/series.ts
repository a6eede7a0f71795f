/**
 * Recurring games (README "Recurring games"): request/response schemas of /api/game-series and the
 * sentences they use. A series is the game fields of POST /api/games plus `start_date` ("YYYY-MM-DD",
 * group-local), `time` ("HH:MM", group-local) and `rrule`, an RFC 5545 RRULE without DTSTART (FREQ
 * DAILY, WEEKLY or MONTHLY). The server expands it with the `rrule` library in the group's time zone.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { parseSeriesRule } from './series-rules.ts';
import { gameSchema, gameTexts, newGameFields, withRsvpCutoff } from './games.ts';
export * from './series-rules.ts';
export * from './series-summary.ts';

export const seriesTexts = {
  startDateInvalid: 'start_date must be a date written YYYY-MM-DD.',
  timeInvalid: 'time must be a time of day written HH:MM (24-hour).',
  rruleRequired: 'rrule is required: a recurrence rule such as FREQ=WEEKLY;BYDAY=TH.',
  notFound: 'This series does not exist or you are not a member of its group.',
  notAdmin: 'Only a group admin of this group can change its recurring games.',
  startTooEarly: 'start_date can be at most a year ago.',
  /** 409: the series' new games would take the group past its limit of upcoming games. */
  tooManyUpcomingGames: (max: number, adding: number) =>
    `A group can have at most ${max} upcoming games, and this series would add ${adding}. Delete some games, or repeat less often.`,
  stopped: (n: number) =>
    n === 1
      ? 'Series stopped: 1 upcoming game was deleted.'
      : `Series stopped: ${n} upcoming games were deleted.`,
} as const;

const startDate = z
  .string({ error: seriesTexts.startDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: seriesTexts.startDateInvalid })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: seriesTexts.startDateInvalid,
    },
  );

const timeOfDay = z
  .string({ error: seriesTexts.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: seriesTexts.timeInvalid });

/** The rule as text; what the text alone says is checked here (series-rules.ts parseSeriesRule), the rest by the server. */
const rruleText = z
  .string({ error: seriesTexts.rruleRequired })
  .trim()
  .min(1, { error: seriesTexts.rruleRequired })
  .max(500, { error: 'rrule must be at most 500 characters.' })
  .superRefine((text, ctx) => {
    const { problem } = parseSeriesRule(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The fields of a series, as POST and PUT take them (the game form's rules, plus when it repeats). */
const seriesFields = (mandatory: string) => ({
  ...newGameFields(mandatory),
  start_date: startDate,
  time: timeOfDay,
  rrule: rruleText,
});

/**
 * POST /api/game-series (group admin of group_id). The rule's text is checked here; UNTIL against the
 * start, the number of games and the 2-year limit by the server as it expands the rule.
 */
export const createSeriesBodySchema = z
  .object({
    group_id: idSchema('group_id', gameTexts.mandatoryCreate),
    ...seriesFields(gameTexts.mandatoryCreate),
  })
  .transform(withRsvpCutoff);
export type CreateSeriesBody = z.input<typeof createSeriesBodySchema>;

/** PUT /api/game-series/{id}: the whole series again (the edit form sends every field). */
export const updateSeriesBodySchema = z
  .object(seriesFields(gameTexts.mandatoryEdit))
  .transform(withRsvpCutoff);
export type UpdateSeriesBody = z.input<typeof updateSeriesBodySchema>;

/** A series as the API returns it; start_date and time are group-local, in the group's time_zone. */
export const seriesSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  // The fields each of its games takes, as a game has them.
  ...gameSchema.pick({
    description: true,
    venue: true,
    cost: true,
    opponent: true,
    colour: true,
    notes: true,
    max_players: true,
    rsvp_cutoff: true,
  }).shape,
  start_date: z.string(),
  time: z.string(),
  rrule: z.string(),
  time_zone: z.string(),
  currency: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

/** POST (201), GET and PUT /api/game-series/{id}: the series and its games that have not started. */
export const seriesReplySchema = z.object({ series: seriesSchema, games: z.array(gameSchema) });
export type SeriesReply = z.infer<typeof seriesReplySchema>;

/** DELETE /api/game-series/{id}: the series is stopped and its games that had not started are deleted. */
export const seriesDeletedReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.number(),
});
export type SeriesDeletedReply = z.infer<typeof seriesDeletedReplySchema>;

/** GET /api/groups/{id}/series: the group's series (members), soonest next game first. */
export const groupSeriesReplySchema = z.object({ series: z.array(seriesSchema) });
export type GroupSeriesReply = z.infer<typeof groupSeriesReplySchema>;
