export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
};
