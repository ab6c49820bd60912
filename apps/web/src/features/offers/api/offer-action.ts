import { type ConversationOffers, conversationOffersSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './keys';

export type OfferStep =
  | { type: 'offer'; amount: number }
  | { type: 'accept' | 'decline' | 'withdraw'; offerId: string };

/**
 * POST /conversations/:id/offers (an offer or a counter) and POST /offers/:id/{accept,decline,withdraw}:
 * each answers the conversation's offers after the step, which replace the panel's.
 */
function send(conversationId: string, step: OfferStep): Promise<ConversationOffers> {
  if (step.type === 'offer') {
    return api(`/conversations/${encodeURIComponent(conversationId)}/offers`, {
      method: 'POST',
      body: { amount: step.amount },
      schema: conversationOffersSchema,
    });
  }
  return api(`/offers/${encodeURIComponent(step.offerId)}/${step.type}`, {
    method: 'POST',
    schema: conversationOffersSchema,
  });
}

export function useOfferStep(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: OfferStep) => send(conversationId, step),
    onSuccess: (offers) => {
      client.setQueryData(offerKeys.conversation(conversationId), offers);
      void client.invalidateQueries({ queryKey: offerKeys.agreed(offers.productId) });
    },
  });
}
