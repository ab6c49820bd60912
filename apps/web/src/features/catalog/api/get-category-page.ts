import type { Product } from '@best-bikes/contract';
import { categoryListingPath } from '@best-bikes/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ListingParams } from '../lib/listing-params';
import { catalogKeys } from './keys';

export interface CategoryPageData {
  products: Product[];
  /** Every available bike matching the search, across pages (X-Total-Count). */
  total: number;
}

/** GET /api/category/{id}?sort=&q=&page=: one page of 24 available bikes and the total. */
async function getCategoryPage(
  id: string,
  params: ListingParams,
  signal?: AbortSignal,
): Promise<CategoryPageData> {
  // The same URL the server preloads from the page's HTML (modules/catalog/head-hints.ts).
  const { data, headers } = await apiRequest<Product[]>(categoryListingPath(id, params), { signal });
  return { products: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function categoryPageQueryOptions(id: string, params: ListingParams) {
  return queryOptions({
    queryKey: catalogKeys.categoryPage(id, params),
    queryFn: ({ signal }) => getCategoryPage(id, params, signal),
    // Keeps the current page on screen while the next sort or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useCategoryPage(id: string, params: ListingParams) {
  return useQuery(categoryPageQueryOptions(id, params));
}
