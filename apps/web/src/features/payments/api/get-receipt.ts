import { type Receipt, receiptSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /bikePayment/{transactionID} — the receipt, for the buyer who paid. */
function getReceipt(transactionId: string, signal?: AbortSignal): Promise<Receipt> {
  return api(`/bikePayment/${encodeURIComponent(transactionId)}`, { schema: receiptSchema, signal });
}

const receiptQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(transactionId),
    queryFn: ({ signal }) => getReceipt(transactionId, signal),
  });

export function useReceipt(transactionId: string) {
  return useQuery({ ...receiptQueryOptions(transactionId), enabled: Boolean(transactionId) });
}
