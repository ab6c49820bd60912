import { acknowledgedSchema, type PaymentRecordBody } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isPaymentIntent, paymentKeys } from './keys';

/** POST /payments with product.md's payment record; the server verifies it with the provider. */
function recordPayment(body: PaymentRecordBody) {
  return api('/payments', { method: 'POST', body, schema: acknowledgedSchema });
}

export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: () => {
      client.invalidateQueries({ queryKey: paymentKeys.all, predicate: (q) => !isPaymentIntent(q.queryKey) });
      client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
