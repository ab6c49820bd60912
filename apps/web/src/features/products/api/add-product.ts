import type { AddProductBody } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog';
import { productKeys } from './keys';

interface AddProductAnswer {
  acknowledged: boolean;
  insertedId?: string;
  message?: string;
  /** Held for an admin: another live listing has the chassis number (docs/product.md#chassis-register). */
  held?: boolean;
}

/** POST /api/products: the server adds the seller, their name, e-mail, verification and the time. */
function addProduct(body: AddProductBody): Promise<AddProductAnswer> {
  return api<AddProductAnswer>('/products', { method: 'POST', body });
}

export function useAddProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productKeys.all }),
        client.invalidateQueries({ queryKey: catalogKeys.all }),
      ]),
  });
}
