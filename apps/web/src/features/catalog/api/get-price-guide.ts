import type { PriceGuide } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/bikes/{id}/price-guide: how the asking price compares with the same model's. */
export function getPriceGuide(id: string, signal?: AbortSignal): Promise<PriceGuide> {
  return api<PriceGuide>(`/bikes/${encodeURIComponent(id)}/price-guide`, { signal });
}

export function priceGuideQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'price-guide', id] as const,
    queryFn: ({ signal }) => getPriceGuide(id, signal),
  });
}

export function usePriceGuide(id: string) {
  return useQuery(priceGuideQueryOptions(id));
}
