/**
 * The English 'notifications' namespace (docs/product.md#s2-notifications, #s8): the catalogue of record, i18next JSON-v4
 * ({{param}} interpolation, _one/_other plurals; README "Languages").
 */
export default {
  title: 'Notifications',
  empty: 'No notifications yet.',
  loadFailed: 'Failed to load notifications.',
  deleteFailed: 'Failed to delete notifications.',
  notFound: 'This notification does not exist.',
  markedRead: 'Notification marked as read.',
  noneSelected: 'Select at least one notification to delete.',
  idsRequired: 'ids must be a list of notification ids.',
  deleted_one: '{{count}} notification deleted.',
  deleted_other: '{{count}} notifications deleted.',
} as const;
