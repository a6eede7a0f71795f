/**
 * How the games screens show dates, times and money: in the browser's own locale and time zone
 * (game_datetime is UTC on the wire), and cost in the spec §9 currency for that locale and zone.
 */
import { formatCost } from '@turnout/shared/game-rules';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const longDateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "Thu, 27 Nov 2026" in the user's locale. */
export function gameDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Thursday, 27 November 2026" in the user's locale. */
export function gameLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}

/** "19:00" (or "7:00 PM") in the user's locale. */
export function gameTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The cost with 2 decimals in the user's currency ("R 60,00", "$60.00"), or null when the game is free / unpriced. */
export function gameCost(cost: string | null): string | null {
  return formatCost(cost, {
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** "7/10" and whether the main team is full. */
export function mainTeamCount(count: number, max: number): { label: string; full: boolean } {
  return { label: `${count}/${max}`, full: count >= max };
}
