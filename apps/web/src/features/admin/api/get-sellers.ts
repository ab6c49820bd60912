import { type SellerListItem, sellerListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

function getSellers(signal?: AbortSignal): Promise<SellerListItem[]> {
  return api('/sellers', { schema: sellerListSchema, signal });
}

const sellersQueryOptions = queryOptions({
  queryKey: adminKeys.sellers,
  queryFn: ({ signal }) => getSellers(signal),
});

export function useSellers() {
  return useQuery(sellersQueryOptions);
}
