import { modifiedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { productKeys } from './keys';

/** PUT /api/products/{id}: advertise; modifiedCount is 0 when it already was. */
function advertiseProduct(id: string) {
  return api(`/products/${encodeURIComponent(id)}`, { method: 'PUT', schema: modifiedCountSchema });
}

export function useAdvertiseProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: advertiseProduct,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}
