import { type Deal, dealListSchema, dealSchema } from '@best-bikes/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealKeys } from './keys';

/** GET /api/deals?side= — the caller's deals as buyer or as seller, newest first. */
export function useMyDeals(side: 'buyer' | 'seller', enabled = true) {
  return useQuery({
    queryKey: dealKeys.list(side),
    queryFn: ({ signal }): Promise<Deal[]> =>
      api('/deals', { query: { side }, schema: dealListSchema, signal }),
    enabled,
  });
}

/** GET /api/deals/:id — one deal as its buyer, its seller or an admin sees it. */
export function useDeal(id: string) {
  return useQuery({
    queryKey: dealKeys.one(id),
    queryFn: ({ signal }): Promise<Deal> =>
      api(`/deals/${encodeURIComponent(id)}`, { schema: dealSchema, signal }),
    // The other side acts too (the seller shares the papers, the buyer picks a time): seen within a minute.
    refetchInterval: 60_000,
  });
}
