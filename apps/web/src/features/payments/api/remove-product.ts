import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isPaymentIntent } from './keys';

/** DELETE /payments/{productId}: takes the bought bike off its category (deletedCount > 0). */
function removeProduct(productId: string) {
  return api(`/payments/${encodeURIComponent(productId)}`, { method: 'DELETE', schema: deletedCountSchema });
}

export function useRemoveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeProduct,
    // Category lists and bike pages cache the bike; they must not show it any more.
    onSettled: () =>
      client.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'session' && !isPaymentIntent(q.queryKey),
      }),
  });
}
