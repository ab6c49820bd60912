import type { Product } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/bikeDetails/{id}: one bike (404 once withdrawn or never listed). */
function getBike(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/bikeDetails/${encodeURIComponent(id)}`, { signal });
}

export function bikeQueryOptions(id: string) {
  return queryOptions({ queryKey: catalogKeys.bike(id), queryFn: ({ signal }) => getBike(id, signal) });
}

export function useBike(id: string) {
  return useQuery(bikeQueryOptions(id));
}
