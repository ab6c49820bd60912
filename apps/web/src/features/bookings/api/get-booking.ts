import { type Order, orderSchema } from '@best-bikes/contract';
import { api } from '../../../lib/api-client';

/** GET /orders/{id}: one of the buyer's orders (after booking: when it must be paid by). */
export function getBooking(id: string): Promise<Order> {
  return api(`/orders/${encodeURIComponent(id)}`, { schema: orderSchema });
}
