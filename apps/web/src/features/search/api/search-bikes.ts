import type { SearchResult } from '@best-bikes/contract';
import { type SearchParams, searchApiPath } from '@best-bikes/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/bikes?…: one page of the search, its total and the count of every filter value. */
export function searchBikes(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  return api<SearchResult>(searchApiPath(params), { signal });
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    // Under the catalogue's key: anything that changes a bike invalidates the searches too.
    queryKey: ['catalog', 'search', searchApiPath(params)] as const,
    queryFn: ({ signal }) => searchBikes(params, signal),
    // Keeps the current results on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useSearchBikes(params: SearchParams) {
  return useQuery(searchQueryOptions(params));
}
