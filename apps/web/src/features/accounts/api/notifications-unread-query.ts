/**
 * GET /api/notifications/unread-count → { success, unreadCount } (spec §3 Unread counts). A failure is
 * only logged (spec §8): the badge stays at 0 and the call is not retried. The cache holds the reply in
 * the spec's shape, so the notifications feature may share this query key.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { serverEvents, type NotificationsUnreadPush } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
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

/**
 * Keeps the cached unread count live on `socket` (issue #4): the server's push
 * (serverEvents.notificationsUnreadCount { unreadCount }) replaces it, and a (re)connection refetches
 * it so nothing missed while disconnected is lost.
 */
export function useLiveNotificationsUnread(socket: Socket | null) {
  const queryClient = useQueryClient();
  useSocketEvent<NotificationsUnreadPush>(socket, serverEvents.notificationsUnreadCount, (push) => {
    queryClient.setQueryData<NotificationsUnread>(accountKeys.notificationsUnread(), {
      success: true,
      unreadCount: Number(push?.unreadCount) || 0,
    });
  });
  useSocketEvent(socket, 'connect', () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.notificationsUnread() });
  });
}
