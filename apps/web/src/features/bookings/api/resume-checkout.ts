import { type CheckoutResponse, checkoutResponseSchema } from '@best-bikes/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /orders/{id}/resume: a new gateway page for a checkout the buyer left (same hold, same end). */
function resumeCheckout(orderId: string): Promise<CheckoutResponse> {
  return api(`/orders/${encodeURIComponent(orderId)}/resume`, {
    method: 'POST',
    schema: checkoutResponseSchema,
  });
}

export function useResumeCheckout() {
  return useMutation({ mutationFn: resumeCheckout });
}
