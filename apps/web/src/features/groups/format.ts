/**
 * How the groups screens show dates and member counts, in the reader's language and the browser's time zone,
 * and a group's settings in words for members (the 'groups' namespace).
 */
import type { CostMode } from '@turnout/shared';
import { readerLocale } from '../../i18n/languages.ts';
import { groupScreenTexts } from './i18n.ts';

const t = groupScreenTexts.t;

/** "27 November 2026" (or "November 27, 2026") for an ISO 8601 datetime, in the reader's locale. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(readerLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** "1 member", "14 members" (the reader's language and plural forms). */
export function memberCount(count: number): string {
  return t('format.members', { count });
}

/**
 * A group's settings in one line, for members who cannot change them: "Plays in Africa/Johannesburg ·
 * ZAR · reminders 24 h before the cutoff" ("· no reminders" when reminder_hours is 0).
 */
export function settingsLine(g: { time_zone: string; currency: string; reminder_hours: number }): string {
  const reminders =
    g.reminder_hours > 0 ? t('format.reminders', { hours: g.reminder_hours }) : t('format.noReminders');
  return t('format.plays', { zone: g.time_zone, currency: g.currency, reminders });
}

/**
 * How a group shares costs and how many guests a member may bring, for members who cannot change them
 * (README "Who pays what", "Guests"): "Costs are split between the main team · 1 guest per member",
 * "Each player pays the game's cost · no guests".
 */
export function moneyLine(g: { cost_mode: CostMode; guests_per_member: number }): string {
  const costs = g.cost_mode === 'split' ? t('format.costsSplit') : t('format.costsPerPlayer');
  const guests =
    g.guests_per_member === 0 ? t('format.noGuests') : t('format.guests', { count: g.guests_per_member });
  return `${costs} · ${guests}`;
}
