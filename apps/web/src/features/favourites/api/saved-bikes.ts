import { savedBikeListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { favouriteKeys } from './keys';

/** GET /favourites — the Saved bikes page (its own chunk, so the schema may come along). */
export const savedBikesQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.list(),
    queryFn: ({ signal }) => api('/favourites', { signal, schema: savedBikeListSchema }),
  });

export function useSavedBikes() {
  return useQuery(savedBikesQueryOptions());
}
