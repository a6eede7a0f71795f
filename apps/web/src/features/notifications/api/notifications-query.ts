/** GET /api/notifications → { success, notifications } (newest first). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api<NotificationsReply>('/api/notifications', { signal }),
    select: (reply) => reply.notifications,
  });

/** The signed-in user's notifications, newest first. */
export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
