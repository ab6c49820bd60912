import type { SellerPage } from '@best-bikes/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** GET /api/sellers/{id}?page=: the seller and one page of their live bikes (404: no such seller). */
function getSellerPage(id: string, page: number, signal?: AbortSignal): Promise<SellerPage> {
  const query = page > 1 ? `?page=${page}` : '';
  return api<SellerPage>(`/sellers/${encodeURIComponent(id)}${query}`, { signal });
}

export function sellerPageQueryOptions(id: string, page: number) {
  return queryOptions({
    // Under the catalogue's key: a change to any bike refreshes the seller's list too.
    queryKey: ['catalog', 'seller', id, page] as const,
    queryFn: ({ signal }) => getSellerPage(id, page, signal),
    placeholderData: keepPreviousData,
    // An unknown or removed seller stays unknown: no retries before saying so.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useSellerPage(id: string, page: number) {
  return useQuery(sellerPageQueryOptions(id, page));
}
