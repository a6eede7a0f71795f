/**
 * The create/edit game form's values, its client-side checks (spec §5, with the spec's sentences) and
 * the request bodies built from it. The server re-checks everything: these only spare a round trip.
 * Date and time are the user's local wall clock; game_datetime goes out as an ISO UTC instant.
 */
import type { CreateGameBody, Game, UpdateGameBody } from '@turnout/shared';
import { combineDateTime, gameDatetimeProblem, splitDateTime } from '@turnout/shared/game-rules';
import { hasVisibleText } from '@turnout/shared/text-rules';
import { gameTexts } from '@turnout/shared/texts';

export type GameFormValues = {
  groupId: string | null;
  description: string;
  date: string;
  time: string | null;
  maxPlayers: number | string;
  venue: string;
  cost: number | string;
  opponent: string;
  colour: string;
  notes: string;
  /** Hours; '' = no cutoff (0). */
  rsvpCutoff: number | string;
};

export const emptyGameForm = (groupId: string | null = null): GameFormValues => ({
  groupId,
  description: '',
  date: '',
  time: null,
  maxPlayers: '',
  venue: '',
  cost: '',
  opponent: '',
  colour: '',
  notes: '',
  rsvpCutoff: '',
});

/** The edit form prefilled from a game (its instant split back into the user's local date and time). */
export function gameToForm(game: Game): GameFormValues {
  const { date, time } = splitDateTime(game.game_datetime);
  return {
    groupId: String(game.group_id),
    description: game.description,
    date,
    time,
    maxPlayers: game.max_players,
    venue: game.venue ?? '',
    cost: game.cost === null ? '' : Number(game.cost),
    opponent: game.opponent ?? '',
    colour: game.colour ?? '',
    notes: game.notes ?? '',
    rsvpCutoff: game.rsvp_cutoff,
  };
}

/** Empty, or only whitespace and invisible characters (the server's rule, text-rules.ts). */
const blank = (v: string | number | null) => v === null || !hasVisibleText(String(v));

/** The first problem a user must fix before creating, or null. */
export function validateCreate(v: GameFormValues, now: Date): string | null {
  if (blank(v.groupId) || blank(v.description) || blank(v.date) || blank(v.time) || blank(v.maxPlayers)) {
    return gameTexts.mandatoryCreate;
  }
  if (!(Number(v.maxPlayers) > 0) || !Number.isInteger(Number(v.maxPlayers))) return gameTexts.invalidPlayers;
  // Not in the past, at most 2 years ahead (the server's rule, game-rules.ts).
  return gameDatetimeProblem(combineDateTime(v.date, v.time!), now);
}

/**
 * The first problem a user must fix before saving an edit, or null. `initial`: the form as it opened, so
 * a game already under way may keep its time while its notes change (game-rules.ts).
 */
export function validateEdit(v: GameFormValues, now: Date, initial: GameFormValues): string | null {
  if (blank(v.description) || blank(v.date) || blank(v.time) || blank(v.maxPlayers))
    return gameTexts.mandatoryEdit;
  if (!(Number(v.maxPlayers) > 0) || !Number.isInteger(Number(v.maxPlayers))) return gameTexts.invalidPlayers;
  const current = initial.date && initial.time ? combineDateTime(initial.date, initial.time) : undefined;
  return gameDatetimeProblem(combineDateTime(v.date, v.time!), now, current);
}

const text = (v: string) => (v.trim() ? v.trim() : null);

function commonBody(v: GameFormValues) {
  return {
    description: v.description.trim(),
    game_datetime: combineDateTime(v.date, v.time ?? '').toISOString(),
    max_players: Number(v.maxPlayers),
    venue: text(v.venue),
    cost: blank(v.cost) ? null : Number(v.cost).toFixed(2),
    opponent: text(v.opponent),
    colour: text(v.colour),
    notes: text(v.notes),
    rsvp_cutoff: blank(v.rsvpCutoff) ? 0 : Number(v.rsvpCutoff),
  };
}

/** POST /api/games body. Call after validateCreate. */
export function toCreateBody(v: GameFormValues): CreateGameBody {
  return { group_id: Number(v.groupId), ...commonBody(v) };
}

/** PUT /api/games/:id body. Call after validateEdit. */
export function toUpdateBody(v: GameFormValues): UpdateGameBody {
  return commonBody(v);
}
