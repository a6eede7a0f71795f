/**
 * Games' user-facing texts (docs/product.md#s4-admin-team-moves, #s5, #s8-games, #s8-rsvp), without zod:
 * the English sentences of the 'games' catalogue namespace (i18n/locales/en/games.ts; README "Languages").
 */
import { englishT, englishTexts } from '../i18n/english.ts';

/** How far ahead a game may be scheduled, in years (creation and edit). */
export { GAME_HORIZON_YEARS } from './limits.ts';

export const gameTexts = {
  ...englishTexts('games'),
  /** The game form's warning (not a refusal) when the chosen kick-off minus the cutoff is already gone. */
  cutoffAlreadyPassed: (hours: number) => englishT('games:cutoffAlreadyPassed', { count: hours }),
  mainTeamFull: (max: number) => englishT('games:mainTeamFull', { max }),
  tooManyUpcomingGames: (max: number) => englishT('games:tooManyUpcomingGames', { max }),
  /** `wait`: "5 seconds", "12 minutes" (when the caller may create games again). */
  tooManyGamesCreated: (wait: string) => englishT('games:tooManyGamesCreated', { wait }),
  /**
   * 429 of game edits and admin team moves past 120 an hour per admin and group (README "Security");
   * `wait`: "5 seconds", "12 minutes".
   */
  tooManyGameChanges: (wait: string) => englishT('games:tooManyGameChanges', { wait }),
  /** 429 past 30 guest adds and removals an hour per member and game (README "Security"). */
  tooManyGuestChanges: (wait: string) => englishT('games:tooManyGuestChanges', { wait }),
  /** 429 past 30 answers an hour through one one-tap answer link (README "Security"). */
  tooManyLinkAnswers: (wait: string) => englishT('games:tooManyLinkAnswers', { wait }),
} as const;

/** Texts of the admin team moves (docs/product.md#s4-admin-team-moves). */
export const teamMoveTexts = {
  ...englishTexts('games', 'teamMoves'),
  movedToMainTeam: (name: string) => englishT('games:teamMoves.movedToMainTeam', { name }),
  movedToReserves: (name: string) => englishT('games:teamMoves.movedToReserves', { name }),
  addedToMainTeam: (name: string) => englishT('games:teamMoves.addedToMainTeam', { name }),
  addedToReserves: (name: string) => englishT('games:teamMoves.addedToReserves', { name }),
  removed: (name: string) => englishT('games:teamMoves.removed', { name }),
  alreadyInMainTeam: (name: string) => englishT('games:teamMoves.alreadyInMainTeam', { name }),
  alreadyInReserves: (name: string) => englishT('games:teamMoves.alreadyInReserves', { name }),
  notOnSheet: (name: string) => englishT('games:teamMoves.notOnSheet', { name }),
} as const;
