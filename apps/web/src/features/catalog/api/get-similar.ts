import type { SimilarBikes } from '@best-bikes/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/bikeDetails/{id}/similar: bikes on sale like this one (404 for a bike never listed). */
export function useSimilarBikes(id: string) {
  return useQuery({
    queryKey: catalogKeys.similar(id),
    queryFn: async ({ signal }) =>
      // Not parsed with the contract's schema: zod would join the category page's download (the
      // bike page's own answer is read the same way).
      (await api<SimilarBikes>(`/bikeDetails/${encodeURIComponent(id)}/similar`, { signal })).products,
    // A bike never listed answers 404 at once: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
