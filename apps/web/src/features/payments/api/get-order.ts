import { type Order, orderSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /orders/{id} — one of the caller's orders, for the payment page (under the 'orders' key). */
function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api(`/orders/${encodeURIComponent(id)}`, { schema: orderSchema, signal });
}

const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['orders', 'one', id], queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
