import { type Order, orderListSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /orders?email= — the signed-in buyer's own orders (the server refuses anyone else's). */
function getOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return api('/orders', { query: { email }, schema: orderListSchema, signal });
}

const ordersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: orderKeys.list(email),
    queryFn: ({ signal }) => getOrders(email, signal),
  });

export function useOrders(email: string | undefined) {
  return useQuery({ ...ordersQueryOptions(email ?? ''), enabled: Boolean(email) });
}
