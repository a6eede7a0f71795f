/**
 * GET /api/notifications/unread-count → { success, unreadCount } (docs/product.md#s3-unread-counts), for the Home
 * screen's Notifications badge. A failure is only logged (docs/product.md#s8-logged-only): the badge stays at 0 and the call is
 * not retried. Kept live on the screen's socket: the server's push
 * (serverEvents.notificationsUnreadCount { unreadCount }) replaces the cached count, and a (re)connection
 * refetches it so nothing missed while disconnected is lost. The key sits under notificationKeys.all, so
 * marking read or deleting refreshes the badge too.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { NotificationsUnreadPush } from '@turnout/shared';
import { serverEvents } from '@turnout/shared/realtime';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

type NotificationsUnread = { success: boolean; unreadCount: number };

export const notificationsUnreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
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

/** The number of unread notifications, live on `socket`; 0 while loading, signed out or on failure. */
export function useNotificationsUnread(socket: Socket | null): number {
  const queryClient = useQueryClient();
  const signedIn = useSession() !== null;
  useSocketEvent<NotificationsUnreadPush>(socket, serverEvents.notificationsUnreadCount, (push) => {
    queryClient.setQueryData<NotificationsUnread>(notificationKeys.unread(), {
      success: true,
      unreadCount: Number(push?.unreadCount) || 0,
    });
  });
  useSocketEvent(socket, 'connect', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
  });
  const query = useQuery({
    ...notificationsUnreadQueryOptions(),
    enabled: signedIn,
    select: (reply: NotificationsUnread) => Number(reply?.unreadCount) || 0,
  });
  return query.data ?? 0;
}
