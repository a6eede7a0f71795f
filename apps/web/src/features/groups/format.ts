/** How the groups screens show dates and member counts, in the browser's own locale and time zone. */
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** "27 November 2026" (or "November 27, 2026") for an ISO 8601 datetime. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "1 member", "14 members". */
export function memberCount(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/**
 * A group's settings in one line, for members who cannot change them: "Plays in Africa/Johannesburg ·
 * ZAR · reminders 24 h before the cutoff" ("· no reminders" when reminder_hours is 0).
 */
export function settingsLine(g: { time_zone: string; currency: string; reminder_hours: number }): string {
  const reminders =
    g.reminder_hours > 0 ? `reminders ${g.reminder_hours} h before the cutoff` : 'no reminders';
  return `Plays in ${g.time_zone} · ${g.currency} · ${reminders}`;
}
