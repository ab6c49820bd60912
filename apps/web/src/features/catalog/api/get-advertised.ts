import type { Product } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/advertisedProducts: available advertised bikes, most recently advertised first. */
function getAdvertised(signal?: AbortSignal): Promise<Product[]> {
  // Typed, not parsed: the home page stays free of zod.
  return api<Product[]>('/advertisedProducts', { signal });
}

const advertisedQueryOptions = queryOptions({
  queryKey: catalogKeys.advertised,
  queryFn: ({ signal }) => getAdvertised(signal),
});

export function useAdvertised() {
  return useQuery(advertisedQueryOptions);
}
