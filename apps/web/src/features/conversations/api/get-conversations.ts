import { conversationListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** GET /conversations — the caller's conversations as buyer and as seller, newest activity first. */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.list(),
    queryFn: ({ signal }) => api('/conversations', { signal, schema: conversationListSchema }),
  });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
