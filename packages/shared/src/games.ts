/**
 * Games, RSVPs and the team sheet: request/response schemas and texts (docs/product.md#s3-game,
 * #s3-team-sheet-entry, #s3-team-response; #s5-create-game, #s5-edit-game; #s7-games-rsvp; #s8-games,
 * #s8-rsvp).
 *
 * Server rules enforced from these schemas: mandatory fields, max_players ≥ 1, cost ≥ 0 with at most
 * 2 decimals, rsvp_cutoff 1–20 hours at creation (0 when unset) and ≥ 0 on edit; text fields one line
 * (notes multi-line) without control characters (common.ts). "Not in the past" and "at most 2 years
 * ahead" are checked by the server's clock in the games service (game-rules.ts gameDatetimeProblem);
 * the date minimum and 15-minute time slots are only what the forms offer (see game-rules.ts).
 */
import { z } from 'zod';
import {
  idParamSchema,
  idParamsSchema,
  idSchema,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
} from './common.ts';
import { combineDateTime, gameDatetimeProblem } from './game-rules.ts';
import { gameTexts, teamMoveTexts } from './texts/games.ts';
export * from './texts/games.ts';

/** Money in, as a number or decimal string: ≥ 0, at most 2 decimals, below 100 000 000. Out: "60.00" or null. */
export const costSchema = z
  .union([z.number(), z.string().trim()], { error: gameTexts.invalidCost })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const s = typeof v === 'number' ? String(v) : v;
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: gameTexts.invalidCost });
      return z.NEVER;
    }
    return Number(s).toFixed(2);
  });

/**
 * Max players, as a number or numeric string. Missing/blank → the mandatory sentence; anything else that
 * is not a whole number ≥ 1 → invalidPlayers. (Not z.coerce: it turns a missing value into NaN, so the
 * mandatory sentence could never show.)
 */
export const maxPlayers = (mandatory: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? Number(v.trim()) : v,
    z
      .number({ error: (iss) => (iss.input === undefined ? mandatory : gameTexts.invalidPlayers) })
      .int({ error: gameTexts.invalidPlayers })
      .min(1, { error: gameTexts.invalidPlayers })
      .max(500, { error: 'A game can have at most 500 players.' }),
  );

/** One line, not blank (common.ts singleLineText). */
export const requiredDescription = (mandatory: string) =>
  singleLineText({ label: 'Description', required: mandatory, max: 200 });

/** An ISO 8601 datetime with seconds and an offset ("2026-11-27T17:00:00.000Z"); missing or unreadable → mandatory. */
const requiredDatetime = (mandatory: string) =>
  z
    .string({ error: mandatory })
    .min(1, { error: mandatory })
    .pipe(z.iso.datetime({ offset: true, error: mandatory }));

export const cutoffHours = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** Fields shared by create and edit, after the mandatory ones. `cutoff_hours` is accepted for rsvp_cutoff. */
export const optionalGameFields = {
  venue: optionalSingleLineText({ label: 'Venue', max: 200 }),
  cost: costSchema,
  opponent: optionalSingleLineText({ label: 'Opponent', max: 200 }),
  colour: optionalSingleLineText({ label: 'Colour', max: 50 }),
  notes: optionalMultiLineText({ label: 'Notes', max: 2000 }),
};

/** A new game's RSVP cutoff, as rsvp_cutoff or cutoff_hours: 1–20 hours, or 0 (none). */
const newGameCutoff = z.union([z.literal(0), cutoffHours(1, 20, gameTexts.invalidCutoffCreate)]).nullish();

/**
 * The fields of a new game, as POST /api/games takes them (less when it is) and, for each of its games,
 * POST and PUT /api/game-series. `cutoff_hours` is accepted for rsvp_cutoff (withRsvpCutoff).
 */
export const newGameFields = (mandatory: string) => ({
  description: requiredDescription(mandatory),
  max_players: maxPlayers(mandatory),
  ...optionalGameFields,
  rsvp_cutoff: newGameCutoff,
  cutoff_hours: newGameCutoff,
});

/** A body's `rsvp_cutoff`, or else its `cutoff_hours`, as `rsvp_cutoff` (0 when neither is given). */
export const withRsvpCutoff = <T extends { rsvp_cutoff?: number | null; cutoff_hours?: number | null }>({
  cutoff_hours,
  rsvp_cutoff,
  ...rest
}: T) => ({ ...rest, rsvp_cutoff: rsvp_cutoff ?? cutoff_hours ?? 0 });

const { description: newGameDescription, ...newGameRest } = newGameFields(gameTexts.mandatoryCreate);

/** POST /api/games. The form's game_date and game_time may be sent too; only game_datetime counts. */
export const createGameBodySchema = z
  .object({
    group_id: idSchema('group_id', gameTexts.mandatoryCreate),
    description: newGameDescription,
    game_datetime: requiredDatetime(gameTexts.mandatoryCreate),
    ...newGameRest,
  })
  .transform(withRsvpCutoff);
export type CreateGameBody = z.input<typeof createGameBodySchema>;

/** PUT /api/games/{id}: the whole edit form. */
export const updateGameBodySchema = z
  .object({
    description: requiredDescription(gameTexts.mandatoryEdit),
    game_datetime: requiredDatetime(gameTexts.mandatoryEdit),
    max_players: maxPlayers(gameTexts.mandatoryEdit),
    ...optionalGameFields,
    rsvp_cutoff: cutoffHours(0, 10_000, gameTexts.invalidCutoffEdit).nullish(),
    cutoff_hours: cutoffHours(0, 10_000, gameTexts.invalidCutoffEdit).nullish(),
  })
  .transform(withRsvpCutoff);
export type UpdateGameBody = z.input<typeof updateGameBodySchema>;

/**
 * The create/edit game form as the user fills it (docs/product.md#s5-create-game, #s5-edit-game): the date
 * ("yyyy-MM-dd") and time ("HH:mm") apart, on the wall clock of the group's `timeZone` (README "A
 * group's time zone and currency"), numbers as typed (number or ''), the group as a Select value.
 * The same field rules as the bodies above, with each problem on its field; the date and time, once
 * both are filled, must pass gameDatetimeProblem at `now` (on edit, `current` is the game's stored time).
 * Web only: the form turns valid values into the body the API takes.
 */
export function gameFormSchema(mode: 'create' | 'edit', now: Date, timeZone: string, current?: Date) {
  const mandatory = mode === 'create' ? gameTexts.mandatoryCreate : gameTexts.mandatoryEdit;
  const filled = z.string({ error: mandatory }).min(1, { error: mandatory });
  /** A blank choice is "no cutoff" (0). */
  const blankIsNone = (v: unknown) => (v === '' ? undefined : v);
  type DateAndTime = { date: string; time: string };
  const datetimeProblem = ({ date, time }: DateAndTime) => {
    const at = combineDateTime(date, time, timeZone);
    return Number.isNaN(at.getTime()) ? mandatory : gameDatetimeProblem(at, now, current);
  };
  return z
    .object({
      groupId: mode === 'create' ? idSchema('group_id', mandatory) : z.unknown(),
      description: requiredDescription(mandatory),
      date: filled,
      time: filled,
      maxPlayers: maxPlayers(mandatory),
      ...optionalGameFields,
      rsvpCutoff: z.preprocess(
        blankIsNone,
        mode === 'create'
          ? z.union([z.literal(0), cutoffHours(1, 20, gameTexts.invalidCutoffCreate)]).nullish()
          : cutoffHours(0, 10_000, gameTexts.invalidCutoffEdit).nullish(),
      ),
    })
    .refine((v) => datetimeProblem(v) === null, {
      path: ['time'],
      error: (issue) => datetimeProblem(issue.input as DateAndTime) ?? mandatory,
      // Checked once both are filled, even while other fields still have problems of their own.
      when: ({ value }) => {
        const { date, time } = value as Partial<Record<keyof DateAndTime, unknown>>;
        return typeof date === 'string' && date !== '' && typeof time === 'string' && time !== '';
      },
    });
}

export const rsvpStatusSchema = z.enum(['in', 'out', 'reserves'], {
  error: 'Status must be one of: in, out, reserves.',
});
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;
/** What the team sheet shows for a member: their RSVP, or pending when they have not answered. */
export type TeamStatus = RsvpStatus | 'pending';

/** A game as the API returns it (docs/product.md#s3-game). Datetimes ISO 8601 UTC; cost "60.00" or null. */
/** A game's status (games.status): cancelled games stay, marked (README "Cancelled games"). */
export const gameStatusSchema = z.enum(['scheduled', 'cancelled']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const gameSchema = z.object({
  id: z.number(),
  group_id: z.number(),
  group_name: z.string(),
  description: z.string(),
  game_datetime: z.string(),
  venue: z.string().nullable(),
  cost: z.string().nullable(),
  opponent: z.string().nullable(),
  colour: z.string().nullable(),
  notes: z.string().nullable(),
  max_players: z.number(),
  /** Hours before game_datetime; 0 = no cutoff. */
  rsvp_cutoff: z.number(),
  /** The same value under its alternative name (docs/product.md#s3). */
  cutoff_hours: z.number(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller is an admin of the game's group. */
  is_admin: z.boolean(),
  /** The caller's own answer. */
  my_status: z.enum(['in', 'out', 'reserves', 'pending']),
  main_team_count: z.number(),
  reserves_count: z.number(),
  /** The group's IANA time zone: screens show game_datetime's local date and time in it. */
  time_zone: z.string(),
  /** The group's ISO 4217 currency code: the cost is in it. */
  currency: z.string(),
  /** The recurring series the game belongs to, or null for a one-off game. */
  series_id: z.number().nullable(),
  /**
   * "scheduled", or "cancelled" by a group admin (README "Cancelled games"): a cancelled game stays in
   * the lists, marked, and takes no answers until it is reinstated.
   */
  status: gameStatusSchema,
  /** The admin's word to the players when cancelling (plain user text); null when none or scheduled. */
  cancel_message: z.string().nullable(),
  /**
   * Create and edit replies only (POST /api/games, PUT /api/games/{id}): sentences the form shows
   * beside a saved game, e.g. gameTexts.cutoffPassedWarning when its RSVP cutoff has already passed.
   */
  warnings: z.array(z.string()).optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** POST /api/games/{id}/cancel: an optional word to the players (plain text, quoted under the admin's name). */
export const cancelGameBodySchema = z
  .object({ message: optionalMultiLineText({ label: 'Message', max: 500 }) })
  .nullish()
  .transform((v) => ({ message: v?.message ?? null }));
export type CancelGameBody = z.input<typeof cancelGameBodySchema>;

/** POST /api/games/{id}/cancel and …/reinstate: the game as it now is, and a sentence saying so. */
export const gameStatusReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  game: gameSchema,
});
export type GameStatusReply = z.infer<typeof gameStatusReplySchema>;

/**
 * GET /api/games: upcoming games of the caller's groups, soonest first (`{ games }` only); with
 * `when=past`, the games that have kicked off, newest first, a page at a time, and `next_before`, the
 * cursor of the next page (null on the last). README "Past games".
 */
export const gamesListSchema = z.object({
  games: z.array(gameSchema),
  /** when=past only: send it back as `before` for the next page; null when there is none. */
  next_before: z.string().nullable().optional(),
});
export type GamesList = z.infer<typeof gamesListSchema>;

/** GET /api/games?when=past answers at most this many games a page. */
export const PAST_GAMES_PAGE = 50;

/** A past-games cursor: a kick-off (ISO 8601 UTC) and, optionally, "_" and the game's id. */
const PAST_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)(?:_(\d{1,10}))?$/;

/** The `next_before` of a page whose last game is `game`: its kick-off and id. */
export function pastGamesCursor(game: Pick<Game, 'game_datetime' | 'id'>): string {
  return `${game.game_datetime}_${game.id}`;
}

/**
 * GET /api/games's query (README "Past games"): `when` `upcoming` (the default: the list as it always
 * was) or `past`; `group_id` keeps one group's games (either tense); `before` (past only) is the
 * `next_before` of the previous page, or an ISO 8601 UTC instant (the games that kicked off before it).
 * Parsed: `before` becomes `{ at, id }` (id 0 for a bare instant: strictly before it).
 */
export const gamesQuerySchema = z
  .object({
    when: z.enum(['upcoming', 'past'], { error: gameTexts.invalidWhen }).optional().default('upcoming'),
    group_id: idParamSchema('group_id').optional(),
    before: z
      .string({ error: gameTexts.invalidBefore })
      .transform((v, ctx) => {
        const m = PAST_CURSOR.exec(v);
        const at = m ? new Date(m[1]!) : null;
        const id = m?.[2] === undefined ? 0 : Number(m[2]);
        if (!at || Number.isNaN(at.getTime()) || id > 2_147_483_647) {
          ctx.addIssue({ code: 'custom', message: gameTexts.invalidBefore });
          return z.NEVER;
        }
        return { at, id };
      })
      .optional(),
  })
  .refine((q) => q.before === undefined || q.when === 'past', {
    error: gameTexts.beforeNeedsPast,
    path: ['before'],
  });
export type GamesQuery = z.input<typeof gamesQuerySchema>;

/** GET /api/games/{id}. */
export const gameDetailSchema = z.object({ game: gameSchema, isAdmin: z.boolean() });
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** PUT /api/games/{id}: the game as stored after the edit. */
export const gameReplySchema = z.object({ game: gameSchema });
export type GameReply = z.infer<typeof gameReplySchema>;

/** DELETE /api/games/{id}: `{ success: true, message: gameTexts.deleted }`. */
export const gameDeletedReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type GameDeletedReply = z.infer<typeof gameDeletedReplySchema>;

/**
 * One entry of the team sheet: a member (`user_id`), or a guest answering on a member's behalf (README
 * "Guests"): `{ user_id: null, guest_id, name, surname: "", host_user_id, status }` (status `in` or
 * `reserves`), shown as "Sam (guest of Thabo)".
 */
export const teamEntrySchema = z.object({
  user_id: z.number().nullable(),
  /** A guest's id (guests only). */
  guest_id: z.number().optional(),
  name: z.string(),
  surname: z.string(),
  /** The member who brought the guest (guests only). */
  host_user_id: z.number().optional(),
  status: z.enum(['in', 'out', 'reserves', 'pending']),
  /**
   * Reserves only: true when the player said "reserves" themselves ("I'll play if you need me"), false
   * when they wait for a place (an "in" behind a full main team, or moved there by an admin or a
   * max_players drop). docs/decisions/010-reserves-queue.md.
   */
  by_choice: z.boolean().optional(),
});
export type TeamEntry = z.infer<typeof teamEntrySchema>;

/**
 * Where a player now stands (the replies to an answer and to an admin move): `list` main, reserves, out
 * or none (off the sheet), and `place`, 1-based, in the main team or the reserves queue (null otherwise).
 */
export const sheetStandingSchema = z.object({
  list: z.enum(['main', 'reserves', 'out', 'none']),
  place: z.number().nullable(),
});

/**
 * GET /api/games/{id}/team: main team and reserves in joining order; notAttending = out, then pending;
 * `offers`, the open timed offers (README "Reserves"): each reserve `user_id` holding an opened place
 * until `expires_at` (ISO 8601 UTC), oldest first; always present, empty when none.
 */
export const teamResponseSchema = z.object({
  mainTeam: z.array(teamEntrySchema),
  reserves: z.array(teamEntrySchema),
  notAttending: z.array(teamEntrySchema),
  max_players: z.number(),
  offers: z.array(z.object({ user_id: z.number(), expires_at: z.string() })),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /api/games/{id}/remind (group admin): how many members who had not answered were reminded. */
export const remindReplySchema = z.object({ success: z.literal(true), reminded: z.number() });
export type RemindReply = z.infer<typeof remindReplySchema>;

/** POST /api/rsvps. */
export const rsvpBodySchema = z.object({ gameId: idSchema('gameId'), status: rsvpStatusSchema });
export type RsvpBody = z.input<typeof rsvpBodySchema>;

/**
 * The reply to POST /api/rsvps: where the caller ended up (an `in` may land on the reserves), the
 * sentence saying so ("You're 2nd on the reserves.") and their `position`.
 */
export const rsvpReplySchema = z.object({
  success: z.literal(true),
  status: rsvpStatusSchema,
  message: z.string(),
  position: sheetStandingSchema,
});
export type RsvpReply = z.infer<typeof rsvpReplySchema>;

export const gameIdParamsSchema = idParamsSchema;

/** POST /api/rsvps/admin/update-team: move a player to the main team or the reserves. */
export const updateTeamBodySchema = z.object({
  userId: idSchema('userId'),
  gameId: idSchema('gameId'),
  newTeam: z.enum(['main', 'reserves'], { error: teamMoveTexts.newTeamInvalid }),
});
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;

/** POST /api/rsvps/add: put a player on the main team (`in`) or the reserves. */
export const addPlayerBodySchema = z.object({
  gameId: idSchema('gameId'),
  userId: idSchema('userId'),
  status: z.enum(['in', 'reserves'], { error: teamMoveTexts.addStatusInvalid }),
});
export type AddPlayerBody = z.input<typeof addPlayerBodySchema>;

/** POST /api/rsvps/remove: take a player off the sheet (back to pending). */
export const removePlayerBodySchema = z.object({ gameId: idSchema('gameId'), userId: idSchema('userId') });
export type RemovePlayerBody = z.input<typeof removePlayerBodySchema>;

/** DELETE /api/games/{id}/remove-player/{userId}. */
export const removePlayerParamsSchema = z.object({
  id: idParamSchema('id'),
  userId: idParamSchema('userId'),
});

/** The reply to every admin team move: where the player is now, and a sentence saying so. */
export const teamMoveReplySchema = z.object({
  success: z.literal(true),
  status: z.enum(['in', 'out', 'reserves', 'pending']),
  message: z.string(),
  position: sheetStandingSchema,
});
export type TeamMoveReply = z.infer<typeof teamMoveReplySchema>;
