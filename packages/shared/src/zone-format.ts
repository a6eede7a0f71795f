/**
 * Instants written with a date-fns pattern in a group's zone (docs/design.md#data-model: a game's time is
 * read in its group's zone). Apart from zone-rules.ts so that screens which only compare or split
 * instants do not load date-fns' pattern formatter and its English locale (bench/README.md "Web").
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';

/** date-fns `format` of an instant in `timeZone` ("EEE d MMM HH:mm" → "Thu 18 Mar 19:00"). */
export function formatInZone(at: Date | string, pattern: string, timeZone: string): string {
  return format(typeof at === 'string' ? new Date(at) : at, pattern, { in: tz(timeZone) });
}
