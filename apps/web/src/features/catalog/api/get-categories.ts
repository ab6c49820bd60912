import type { Category } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './keys';

/** GET /api/categories: the three brands. */
function getCategories(signal?: AbortSignal): Promise<Category[]> {
  // Typed, not parsed: zod stays out of the home page's bundle (the server already validates its answer).
  return api<Category[]>('/categories', { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: catalogKeys.categories,
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 10 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
