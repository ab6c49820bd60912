/** Query keys of notifications; marking read invalidates `all` (the list and the navbar badge). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
};
