import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/**
 * GET /conversations/unread-count — the dashboard menu's badge. Checked by hand rather than with the
 * contract's zod schema, so that the dashboard layout, which shows it on every dashboard page, does
 * not carry zod (web budget; ADR 0280).
 */
async function getUnread(signal?: AbortSignal): Promise<number> {
  const body = await api<unknown>('/conversations/unread-count', { signal });
  const unread = (body as { unread?: unknown } | null)?.unread;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) {
    throw new Error('Unexpected answer from /conversations/unread-count');
  }
  return unread;
}

export const conversationUnreadQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) => getUnread(signal),
  });

export function useConversationUnread(enabled: boolean) {
  return useQuery({ ...conversationUnreadQueryOptions(), enabled });
}
