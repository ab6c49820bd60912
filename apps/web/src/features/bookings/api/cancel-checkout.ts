import { modifiedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/**
 * DELETE /orders/{id}: gives up an unpaid order, a checkout the buyer started and left or a Book Now
 * booking (ADR 0112); the bike is offered again.
 */
function cancelCheckout(orderId: string) {
  return api(`/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE', schema: modifiedCountSchema });
}

export function useCancelCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelCheckout,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
