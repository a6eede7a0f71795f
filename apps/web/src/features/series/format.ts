/**
 * How the series screen shows times and money (README "A group's time zone and currency"): on the
 * group's clock, written the browser's way, with the zone's short name when the viewer's clock reads
 * otherwise ("19:00 SAST"); costs in the group's currency.
 */
import type { Game, Series } from '@turnout/shared';
import { formatMoney, sameWallClock, zoneAbbreviation, zonedInstant } from '@turnout/shared/zone-rules';
import { timeOfDay } from '../../lib/when.ts';
import { readerLocale } from '../../i18n/languages.ts';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "19:00" ("7:00 PM" in a 12-hour language), or "19:00 SAST" when the viewer's clock shows another time at `at`. */
function timeInZone(at: Date | string, timeZone: string): string {
  const time = timeOfDay(at, timeZone);
  return sameWallClock(at, timeZone, viewerZone()) ? time : `${time} ${zoneAbbreviation(at, timeZone)}`;
}

/** A game of the series: "Thu, 18 Mar 2027" and "19:00" (with the zone when it differs), group-local. */
export function gameWhen(game: Pick<Game, 'game_datetime' | 'time_zone'>): { date: string; time: string } {
  const date = new Intl.DateTimeFormat(readerLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: game.time_zone,
  }).format(new Date(game.game_datetime));
  return { date, time: timeInZone(game.game_datetime, game.time_zone) };
}

/** The series' kick-off time ("19:00", or "19:00 SAST" seen from another zone), at its first game. */
export function seriesTime(series: Pick<Series, 'start_date' | 'time' | 'time_zone'>): string {
  const at = zonedInstant(series.start_date, series.time, series.time_zone);
  return Number.isNaN(at.getTime()) ? series.time : timeInZone(at, series.time_zone);
}

/** The cost in the group's currency ("R 60,00"), or null when free. */
export function seriesCost(series: Pick<Series, 'cost' | 'currency'>): string | null {
  return formatMoney(series.cost, series.currency);
}
