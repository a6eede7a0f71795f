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
