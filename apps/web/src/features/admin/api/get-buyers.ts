import { type BuyerListItem, buyerListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

function getBuyers(signal?: AbortSignal): Promise<BuyerListItem[]> {
  return api('/buyers', { schema: buyerListSchema, signal });
}

const buyersQueryOptions = queryOptions({
  queryKey: adminKeys.buyers,
  queryFn: ({ signal }) => getBuyers(signal),
});

export function useBuyers() {
  return useQuery(buyersQueryOptions);
}
