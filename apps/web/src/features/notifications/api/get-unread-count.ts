import type { UnreadCount } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/**
 * GET /notifications/unread-count — the navbar badge, on every signed-in page. Checked by hand, not
 * with the contract's zod schema: importing the schema pulls zod and the form libraries (about 40 KB
 * compressed) into every signed-in page's first load, which delayed the category page's largest
 * paint by half a second on a slow phone (docs/product.md#everyday-use, ADR 0084).
 */
async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  const body = await api<unknown>('/notifications/unread-count', { signal });
  const unread = (body as Partial<UnreadCount> | null)?.unread;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) {
    throw new Error('Unexpected answer from /notifications/unread-count');
  }
  return { unread };
}

const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // New events arrive from other people's actions: look again now and then while the tab is open.
    refetchInterval: 60_000,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
