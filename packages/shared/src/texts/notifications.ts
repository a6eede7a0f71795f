/**
 * The notifications screen's user-facing texts (docs/product.md#s2-notifications, #s8), without zod or
 * date-fns.
 */
export const notificationTexts = {
  title: 'Notifications',
  empty: 'No notifications yet.',
  loadFailed: 'Failed to load notifications.',
  deleteFailed: 'Failed to delete notifications.',
  notFound: 'This notification does not exist.',
  markedRead: 'Notification marked as read.',
  noneSelected: 'Select at least one notification to delete.',
  idsRequired: 'ids must be a list of notification ids.',
  deleted: (n: number) => (n === 1 ? '1 notification deleted.' : `${n} notifications deleted.`),
} as const;
