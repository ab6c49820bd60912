import type { Category } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  // Typed, not parsed: zod stays out of the home page's bundle (the server already validates its answer).
  queryFn: ({ signal }) => api<Category[]>('/categories', { signal }),
  staleTime: 10 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
