import { type EditProductBody, modifiedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { productKeys } from './keys';

/** The seller's own listing calls of docs/product.md#seller-and-admin-tools; each invalidates the seller's list and the catalogue. */

/** PATCH /api/products/{id}: the whole listing as the edit form now writes it (not the photos). */
export function editProduct({ id, body }: { id: string; body: EditProductBody }) {
  return api(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: modifiedCountSchema });
}

/** DELETE /api/products/{id}/advertisement: stop advertising; 0 when it was not advertised. */
export function stopAdvertising(id: string) {
  return api(`/products/${encodeURIComponent(id)}/advertisement`, {
    method: 'DELETE',
    schema: modifiedCountSchema,
  });
}

/** POST /api/products/{id}/soldElsewhere: hidden like a sale, counted apart. */
export function markSoldElsewhere(id: string) {
  return api(`/products/${encodeURIComponent(id)}/soldElsewhere`, {
    method: 'POST',
    body: {},
    schema: modifiedCountSchema,
  });
}

/** POST /api/bookedProducts/{productId}/release: the seller lets a quiet buyer's booking go. */
export function releaseBooking(productId: string) {
  return api(`/bookedProducts/${encodeURIComponent(productId)}/release`, {
    method: 'POST',
    body: {},
    schema: modifiedCountSchema,
  });
}

function useListingMutation<V>(mutationFn: (v: V) => Promise<{ modifiedCount: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}

export const useEditProduct = () => useListingMutation(editProduct);
export const useStopAdvertising = () => useListingMutation(stopAdvertising);
export const useMarkSoldElsewhere = () => useListingMutation(markSoldElsewhere);
export const useReleaseBooking = () => useListingMutation(releaseBooking);
