import { type Product, productListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './keys';

interface MyProducts {
  products: Product[];
  /** All of the seller's bikes (X-Total-Count), even beyond what one answer lists. */
  total: number;
}

/** GET /api/products?email= (bearer): the seller's own bikes, newest first. */
async function getMyProducts(email: string, signal?: AbortSignal): Promise<MyProducts> {
  const { data, headers } = await apiRequest('/products', {
    query: { email },
    schema: productListSchema,
    signal,
  });
  return { products: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

function myProductsQueryOptions(email: string) {
  return queryOptions({
    queryKey: productKeys.mine(email),
    queryFn: ({ signal }) => getMyProducts(email, signal),
    enabled: Boolean(email),
  });
}

export function useMyProducts(email: string) {
  return useQuery(myProductsQueryOptions(email));
}
