import { modifiedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** PUT /bookedProducts/{productId}: sent right after the booking (docs/product.md#calls); answers modifiedCount. */
function markBooked(productId: string) {
  return api(`/bookedProducts/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    schema: modifiedCountSchema,
  });
}

export function useMarkBooked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markBooked,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
