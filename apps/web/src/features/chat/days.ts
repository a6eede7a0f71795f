/**
 * Days in a conversation (beside docs/product.md#s2-chat-screen, which shows each message's HH:MM): messages
 * are grouped by the calendar day they were sent on, on the viewer's own clock (the browser's time zone),
 * and each day opens with a separator: "Today", "Yesterday", else the date as the reader's locale
 * writes it ("Mon 23 Nov" in en-GB/en-ZA, "Mon, Nov 23" in en-US), with the year when it is not this
 * year's.
 */
import type { ChatMessage } from '@turnout/shared';
import { sharedChatTexts } from './i18n.ts';
import { readerLocale } from '../../i18n/languages.ts';

/** The calendar day of `instant` on the browser's clock, as "2026-11-23" (for comparing days). */
export function dayKey(instant: Date): string {
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${instant.getFullYear()}-${m}-${d}`;
}

/** The day's date in the reader's locale (i18n/languages.ts readerLocale), with the year or without. */
const dateOf = (instant: Date, withYear: boolean) =>
  new Intl.DateTimeFormat(readerLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(instant);

/**
 * The separator's text for the day of `instant`, seen at `now`: "Today", "Yesterday", or the date
 * ("Mon 23 Nov"; "Mon 23 Nov 2025" in another year). Both are read on the browser's clock.
 */
export function dayLabel(instant: Date, now: Date = new Date()): string {
  const day = dayKey(instant);
  if (day === dayKey(now)) return sharedChatTexts.t('today');
  // Yesterday's date by the calendar, not now minus 24 hours (a day can be 23 or 25 hours long).
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  if (day === dayKey(yesterday)) return sharedChatTexts.t('yesterday');
  return dateOf(instant, instant.getFullYear() !== now.getFullYear());
}

export type DayGroup = { key: string; label: string; messages: ChatMessage[] };

/** `messages` (oldest first) in runs of one calendar day each, labelled with dayLabel. */
export function groupByDay(messages: ChatMessage[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const sent = new Date(message.timestamp);
    const key = dayKey(sent);
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(sent, now), messages: [message] });
  }
  return groups;
}
