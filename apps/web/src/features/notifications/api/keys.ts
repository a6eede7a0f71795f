/**
 * Query keys of the notifications feature. Everything sits under ['notifications'], the prefix the home
 * badge's unread count uses too, so invalidating it refreshes list and badge together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
