/**
 * A game's name for the browser tab (lib/use-document-title.ts): its description and its day on the
 * group's clock, in the reader's locale without the year ("Thursday five-a-side, Thu 26 Nov").
 */
import type { Game } from '@turnout/shared';
import { readerLocale } from '../../i18n/languages.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "{description}, {weekday day month}" with the date in the game's zone (`time_zone`). */
export function gameTitle(game: Pick<Game, 'description' | 'game_datetime' | 'time_zone'>): string {
  const locale = readerLocale();
  const key = `${game.time_zone} ${locale}`;
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: game.time_zone,
    });
    dayFormats.set(key, f);
  }
  const day = f.format(new Date(game.game_datetime));
  return game.description.trim() ? `${game.description.trim()}, ${day}` : day;
}
