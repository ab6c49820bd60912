import { type PaymentHistoryItem, paymentHistorySchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /paymentHistory?email= — the caller's completed payments, card and hosted checkout. */
function getPaymentHistory(email: string, signal?: AbortSignal): Promise<PaymentHistoryItem[]> {
  return api('/paymentHistory', { query: { email }, schema: paymentHistorySchema, signal });
}

const paymentHistoryQueryOptions = (email: string) =>
  queryOptions({
    queryKey: paymentKeys.history(email),
    queryFn: ({ signal }) => getPaymentHistory(email, signal),
  });

export function usePaymentHistory(email: string | undefined) {
  return useQuery({ ...paymentHistoryQueryOptions(email ?? ''), enabled: Boolean(email) });
}
