import { type PaymentConfig, paymentConfigSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /payment-config: Stripe or the test-mode card form, the checkout gateway and the USD rate. */
function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return api('/payment-config', { schema: paymentConfigSchema, signal });
}

const paymentConfigQueryOptions = queryOptions({
  queryKey: paymentKeys.config,
  queryFn: ({ signal }) => getPaymentConfig(signal),
  staleTime: 60 * 60 * 1000,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
