/**
 * Whether a game asks its players for money (README "Who pays what"), without the payments panel's code:
 * the game screen decides on it before that panel is loaded.
 */
import type { Game } from '@turnout/shared';

/** Whether the game's cost asks anyone for money ("0.00" and null do not). */
export function hasCost(game: Pick<Game, 'cost'>): boolean {
  return game.cost !== null && Number(game.cost) > 0;
}
