/**
 * Query keys of the accounts feature. The unread counts use the notifications and chat prefixes so that
 * when those features invalidate their data, the home badges refetch too.
 */
export const accountKeys = {
  profile: () => ['accounts', 'profile'] as const,
  notificationsUnread: () => ['notifications', 'unread-count'] as const,
  chatUnread: () => ['chat', 'unread-count'] as const,
};
