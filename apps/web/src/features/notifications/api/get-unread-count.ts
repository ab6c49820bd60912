import { type UnreadCount, unreadCountSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count — the navbar badge. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api('/notifications/unread-count', { schema: unreadCountSchema, signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // New events arrive from other people's actions: look again now and then while the tab is open.
    refetchInterval: 60_000,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
