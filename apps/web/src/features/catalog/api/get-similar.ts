import { similarBikesSchema } from '@best-bikes/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/bikeDetails/{id}/similar: bikes on sale like this one (404 for a bike never listed). */
export function useSimilarBikes(id: string) {
  return useQuery({
    queryKey: catalogKeys.similar(id),
    queryFn: async ({ signal }) =>
      (await api(`/bikeDetails/${encodeURIComponent(id)}/similar`, { signal, schema: similarBikesSchema }))
        .products,
    // A bike never listed answers 404 at once: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
