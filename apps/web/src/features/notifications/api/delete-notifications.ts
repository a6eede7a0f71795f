/**
 * DELETE /api/notifications/delete-multiple { ids } (ids given) or DELETE /api/notifications/delete-all
 * (ids null) → { success, message, unreadCount }. List and badge refetch afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationActionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

export const deleteNotifications = (ids: number[] | null) =>
  ids === null
    ? api<NotificationActionReply>('/api/notifications/delete-all', { method: 'DELETE' })
    : api<NotificationActionReply>('/api/notifications/delete-multiple', { method: 'DELETE', body: { ids } });

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
