import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { productKeys } from './keys';

/** DELETE /api/products/{id} (bearer): withdraws the bike; deletedCount is 0 when it already was. */
function deleteProduct(id: string) {
  return api(`/products/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountSchema });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}
