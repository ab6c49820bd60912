import type { BikeHistory } from '@best-bikes/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/bikeDetails/{id}/history: the earlier listings of the bike's chassis
 * (docs/product.md#bike-history). Typed, not parsed: a schema here would bring the validation
 * library into the catalogue's chunk, which the category page loads first (ADR 0084).
 */
export function useBikeHistory(id: string) {
  return useQuery({
    queryKey: ['catalog', 'history', id] as const,
    queryFn: ({ signal }) => api<BikeHistory>(`/bikeDetails/${encodeURIComponent(id)}/history`, { signal }),
  });
}
