import { conversationOffersSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './keys';

/** GET /conversations/:id/offers — the offers of a conversation and what the caller may do now. */
export const conversationOffersQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: offerKeys.conversation(conversationId),
    queryFn: ({ signal }) =>
      api(`/conversations/${encodeURIComponent(conversationId)}/offers`, {
        signal,
        schema: conversationOffersSchema,
      }),
    // An open offer expires on the server's clock: look again now and then while the panel shows.
    refetchInterval: 60_000,
  });

export function useConversationOffers(conversationId: string) {
  return useQuery(conversationOffersQueryOptions(conversationId));
}
