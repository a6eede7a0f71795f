/**
 * How the games screens show a game's date, time and money (README "A group's time zone and
 * currency"): the date and time on the wall clock of the game's group (`time_zone`; game_datetime is UTC
 * on the wire), written in the reader's language (i18n/languages.ts readerLocale), with the zone's short name when the
 * viewer's own clock reads differently ("19:00 SAST"); the cost in the group's currency.
 */
import type { Game } from '@turnout/shared';
import { formatMoney, sameWallClock, zoneAbbreviation } from '@turnout/shared/zone-rules';
import { timeOfDay } from '../../lib/when.ts';
import { readerLocale } from '../../i18n/languages.ts';
import { gameScreenTexts } from './i18n.ts';
import { currentLanguage } from '../../i18n/index.ts';

/** The instant and the zone of a game: all the date and time helpers need. */
export type GameWhen = Pick<Game, 'game_datetime' | 'time_zone'>;

/** The browser's IANA time zone ("Pacific/Auckland"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per style, zone and reader's locale (created on first use). */
function dateFormat(style: 'short' | 'long', timeZone: string): Intl.DateTimeFormat {
  const locale = readerLocale();
  const key = `${style} ${timeZone} ${locale}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      weekday: style,
      day: 'numeric',
      month: style,
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(key, f);
  }
  return f;
}

/** "Thu, 27 Nov 2026" in the reader's locale, the date in the game's zone. */
export function gameDate(game: GameWhen): string {
  return dateFormat('short', game.time_zone).format(new Date(game.game_datetime));
}

/** "Thursday, 27 November 2026" in the browser's locale, the date in the game's zone. */
export function gameLongDate(game: GameWhen): string {
  return dateFormat('long', game.time_zone).format(new Date(game.game_datetime));
}

/**
 * The kick-off on the group's clock ("19:00"; "7:00 PM" in a 12-hour language, lib/when.ts),
 * followed by the zone's short name when the viewer's clock shows another time then ("19:00 SAST"
 * seen from Auckland, a no-break space between).
 */
export function gameTime(game: GameWhen, viewerZone: string = viewerTimeZone()): string {
  const time = timeOfDay(game.game_datetime, game.time_zone);
  return sameWallClock(game.game_datetime, game.time_zone, viewerZone)
    ? time
    : `${time}\u00a0${zoneAbbreviation(game.game_datetime, game.time_zone)}`;
}

/**
 * The sentence the game form shows under its time when the group's clock is not the browser's
 * ("Times are in Africa/Johannesburg (SAST)"), or null when both read the same at `at`.
 */
export function zoneNotice(timeZone: string, at: Date, viewerZone: string = viewerTimeZone()): string | null {
  if (sameWallClock(at, timeZone, viewerZone)) return null;
  return gameScreenTexts.t('zoneNotice', { zone: timeZone, abbreviation: zoneAbbreviation(at, timeZone) });
}

/**
 * The cost with 2 decimals in the group's currency, written the one way Turnout writes money
 * (formatMoney: "R 60,00", "£8.50"), or null when the game is free / unpriced.
 */
export function gameCost(game: Pick<Game, 'cost' | 'currency'>): string | null {
  return formatMoney(game.cost, game.currency, currentLanguage());
}

/** "7/10" and whether the main team is full. */
export function mainTeamCount(count: number, max: number): { label: string; full: boolean } {
  return { label: `${count}/${max}`, full: count >= max };
}
