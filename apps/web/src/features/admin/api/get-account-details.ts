import { buyerOrdersSchema, sellerListingsSchema } from '@best-bikes/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /admin/sellers/:id/listings (read-only). */
export function useSellerListings(id: string) {
  return useQuery({
    queryKey: adminKeys.sellerListings(id),
    queryFn: ({ signal }) =>
      api(`/admin/sellers/${encodeURIComponent(id)}/listings`, { schema: sellerListingsSchema, signal }),
  });
}

/** GET /admin/buyers/:id/orders (read-only). */
export function useBuyerOrders(id: string) {
  return useQuery({
    queryKey: adminKeys.buyerOrders(id),
    queryFn: ({ signal }) =>
      api(`/admin/buyers/${encodeURIComponent(id)}/orders`, { schema: buyerOrdersSchema, signal }),
  });
}
