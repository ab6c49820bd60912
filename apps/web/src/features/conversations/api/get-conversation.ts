import { type ConversationDetail, conversationDetailSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** GET /conversations/:id?before= — the conversation and a page of its messages, oldest first. */
export function getConversation(
  id: string,
  before?: string,
  signal?: AbortSignal,
): Promise<ConversationDetail> {
  return api(`/conversations/${encodeURIComponent(id)}`, {
    signal,
    query: { before },
    schema: conversationDetailSchema,
  });
}

/** The newest page; older pages are asked with `getConversation(id, before)` by the page. */
export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => getConversation(id, undefined, signal),
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
