/**
 * GET /api/notifications/unread-count → { success, unreadCount } (spec §3 Unread counts). A failure is
 * only logged (spec §8): the badge stays at 0 and the call is not retried. The cache holds the reply in
 * the spec's shape, so the notifications feature may share this query key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountKeys } from './keys.ts';

type NotificationsUnread = { success: boolean; unreadCount: number };

export const notificationsUnreadQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notificationsUnread(),
    queryFn: async ({ signal }) => {
      try {
        return await api<NotificationsUnread>('/api/notifications/unread-count', { signal });
      } catch (err) {
        console.warn('Could not load the unread notifications count', err);
        return { success: false, unreadCount: 0 };
      }
    },
    retry: false,
  });

/** The number of unread notifications; 0 while loading or when the count cannot be had. */
export function useNotificationsUnread(enabled: boolean): number {
  const query = useQuery({
    ...notificationsUnreadQueryOptions(),
    enabled,
    select: (reply: NotificationsUnread) => Number(reply?.unreadCount) || 0,
  });
  return query.data ?? 0;
}
