import { type CheckoutBody, type CheckoutResponse, checkoutResponseSchema } from '@best-bikes/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /orders with product.md's order payload: holds the bike and answers the gateway page's url. */
function startCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api('/orders', { method: 'POST', body, schema: checkoutResponseSchema });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
