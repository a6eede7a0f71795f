/**
 * The create/edit game form's values and the request bodies built from them (the form's checks are the
 * shared gameFormSchema, packages/shared/src/games.ts). Date and time are on the wall clock of the
 * game's group (its IANA `time_zone`, README "A group's time zone and currency"), whatever the browser's
 * zone; game_datetime goes out as an ISO UTC instant.
 */
import type { CreateGameBody, Game, UpdateGameBody } from '@turnout/shared';
import { combineDateTime, splitDateTime } from '@turnout/shared/game-rules';
import { hasVisibleText } from '@turnout/shared/text-rules';

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

/** The edit form prefilled from a game (its instant split back into its group's local date and time). */
export function gameToForm(game: Game): GameFormValues {
  const { date, time } = splitDateTime(game.game_datetime, game.time_zone);
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

const text = (v: string) => (v.trim() ? v.trim() : null);

function commonBody(v: GameFormValues, timeZone: string) {
  return {
    description: v.description.trim(),
    game_datetime: combineDateTime(v.date, v.time ?? '', timeZone).toISOString(),
    max_players: Number(v.maxPlayers),
    venue: text(v.venue),
    cost: blank(v.cost) ? null : Number(v.cost).toFixed(2),
    opponent: text(v.opponent),
    colour: text(v.colour),
    notes: text(v.notes),
    rsvp_cutoff: blank(v.rsvpCutoff) ? 0 : Number(v.rsvpCutoff),
  };
}

/**
 * POST /api/games body, from values that passed gameFormSchema('create', …); `timeZone` is the chosen
 * group's, whose wall clock the date and time are on.
 */
export function toCreateBody(v: GameFormValues, timeZone: string): CreateGameBody {
  return { group_id: Number(v.groupId), ...commonBody(v, timeZone) };
}

/** PUT /api/games/:id body, from values that passed gameFormSchema('edit', …), in the game's `timeZone`. */
export function toUpdateBody(v: GameFormValues, timeZone: string): UpdateGameBody {
  return commonBody(v, timeZone);
}
