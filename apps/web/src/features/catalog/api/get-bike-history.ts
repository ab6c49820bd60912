import { type BikeHistory, bikeHistorySchema } from '@best-bikes/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/bikeDetails/{id}/history: the earlier listings of the bike's chassis (docs/product.md#bike-history). */
export function useBikeHistory(id: string) {
  return useQuery({
    queryKey: ['catalog', 'history', id] as const,
    queryFn: ({ signal }): Promise<BikeHistory> =>
      api(`/bikeDetails/${encodeURIComponent(id)}/history`, { signal, schema: bikeHistorySchema }),
  });
}
