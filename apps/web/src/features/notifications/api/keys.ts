/**
 * Query keys of the notifications feature, all under ['notifications']: invalidating that prefix (after
 * marking read or deleting) refreshes the list and the Home badge's unread count together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread-count'] as const,
};
