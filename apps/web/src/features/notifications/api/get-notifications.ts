import { type NotificationList, notificationListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /notifications — the caller's latest notifications, newest first, and the unread count. */
function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api('/notifications', { schema: notificationListSchema, signal });
}

const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => getNotifications(signal) });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
