import { createPaymentIntentResponseSchema, type Order } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export type PaymentIntentAnswer = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * POST /create-payment-intent with the order (docs/product.md#calls). The server charges the booking's price,
 * whatever `price` says, and answers the client secret.
 */
function createPaymentIntent(order: Order): Promise<PaymentIntentAnswer> {
  return api('/create-payment-intent', {
    method: 'POST',
    body: { bookingId: order._id, _id: order._id, price: order.price },
    schema: createPaymentIntentResponseSchema,
  });
}

/** Asked once per visit of the payment page (never cached: a secret is single-use). */
const paymentIntentQueryOptions = (order: Order) =>
  queryOptions({
    queryKey: paymentKeys.intent(order._id),
    queryFn: () => createPaymentIntent(order),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function usePaymentIntent(order: Order | undefined) {
  return useQuery({
    ...paymentIntentQueryOptions(order ?? ({ _id: '' } as Order)),
    enabled: Boolean(order && !order.paid),
  });
}
