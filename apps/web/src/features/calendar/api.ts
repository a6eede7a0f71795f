/**
 * The calendar feed's calls (README "Notifications", calendar feed): GET /api/calendar/feed → `{ url }`,
 * the caller's secret feed URL (the server creates it on the first call and answers the same one after),
 * and POST /api/calendar/feed/reset → `{ url }`, a new one (the old URL stops working). Both under
 * calendarKeys.feed(); a reset writes the new URL into that query. One game's file, GET
 * /api/games/{id}/calendar.ics, is fetched with the bearer token and saved (lib/download.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedReply } from '@turnout/shared';
import { api } from '../../lib/api.ts';
import { fetchAttachment, saveBlob } from '../../lib/download.ts';
import { calendarKeys } from '../../lib/query-keys.ts';

/** The feed URL, fetched once `enabled` (the control is opened): it never changes but by a reset. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => api<CalendarFeedReply>('/api/calendar/feed', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** Replaces the feed's secret; the new URL lands in the feed query. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedReply>('/api/calendar/feed/reset', { method: 'POST' }),
    onSuccess: (reply) => queryClient.setQueryData(calendarKeys.feed(), reply),
  });
}

/** The same feed as a `webcal:` URL: phones hand it to their calendar app, which subscribes. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/i, 'webcal:');
}

/** Downloads game `gameId`'s .ics ("Add to my calendar") and hands it to the browser to save. */
export async function downloadGameCalendar(gameId: number): Promise<void> {
  const { blob, filename } = await fetchAttachment(
    `/api/games/${gameId}/calendar.ics`,
    'text/calendar',
    `turnout-game-${gameId}.ics`,
  );
  saveBlob(blob, filename);
}
