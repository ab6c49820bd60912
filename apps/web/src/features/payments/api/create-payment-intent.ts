import { createPaymentIntentResponseSchema, type Order, type PaymentKind } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export type PaymentIntentAnswer = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * POST /create-payment-intent with the order (docs/product.md#calls). The server charges the booking's price,
 * or its deposit when chosen (ADR 0240), whatever `price` says, and answers the client secret.
 */
function createPaymentIntent(order: Order, kind: PaymentKind): Promise<PaymentIntentAnswer> {
  return api('/create-payment-intent', {
    method: 'POST',
    body: { bookingId: order._id, _id: order._id, price: order.price, paymentKind: kind },
    schema: createPaymentIntentResponseSchema,
  });
}

/** Asked once per visit of the payment page (never cached: a secret is single-use). */
const paymentIntentQueryOptions = (order: Order, kind: PaymentKind) =>
  queryOptions({
    queryKey: paymentKeys.intent(order._id, kind),
    queryFn: () => createPaymentIntent(order, kind),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function usePaymentIntent(order: Order | undefined, kind: PaymentKind = 'full') {
  return useQuery({
    ...paymentIntentQueryOptions(order ?? ({ _id: '' } as Order), kind),
    enabled: Boolean(order && !order.paid),
  });
}
