/**
 * PUT /api/notifications/:id/mark-read. A failure is only logged (docs/product.md#s8-logged-only): opening the link matters
 * more. List and badge refetch afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationActionReply } from '@turnout/shared';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

export const markNotificationRead = (id: number) =>
  api<NotificationActionReply>(`/api/notifications/${id}/mark-read`, { method: 'PUT' });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onError: (err) => console.warn('Could not mark the notification read', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
