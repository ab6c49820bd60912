import {
  adminPayoutsSchema,
  type PayoutAccountBody,
  payoutBatchSchema,
  payoutResultsSchema,
  sellerPayoutsSchema,
} from '@best-bikes/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readToken } from '../../../lib/api-client';

const keys = {
  all: ['payouts'] as const,
  mine: () => [...keys.all, 'mine'] as const,
  admin: () => [...keys.all, 'admin'] as const,
};

/** GET /payouts — the seller's account, pending and paid amounts. */
export function useMyPayouts() {
  return useQuery({
    queryKey: keys.mine(),
    queryFn: ({ signal }) => api('/payouts', { signal, schema: sellerPayoutsSchema }),
  });
}

/** PUT /payouts/account */
export function useSavePayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) =>
      api('/payouts/account', { method: 'PUT', body, schema: sellerPayoutsSchema }),
    onSuccess: (data) => client.setQueryData(keys.mine(), data),
  });
}

/** GET /admin/payouts — what is due (overdue flagged), open batches, recent payouts. */
export function useAdminPayouts() {
  return useQuery({
    queryKey: keys.admin(),
    queryFn: ({ signal }) => api('/admin/payouts', { signal, schema: adminPayoutsSchema }),
  });
}

function useAdminMutation<A, T>(fn: (arg: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: keys.admin() }),
  });
}

export const useCreateBatch = () =>
  useAdminMutation(() => api('/admin/payouts/batches', { method: 'POST', schema: payoutBatchSchema }));

export const useRecordReference = () =>
  useAdminMutation(({ id, reference }: { id: string; reference: string }) =>
    api(`/admin/payouts/${encodeURIComponent(id)}/reference`, {
      method: 'POST',
      body: { reference },
      schema: adminPayoutsSchema,
    }),
  );

export const useUploadResults = () =>
  useAdminMutation(({ batchId, csv }: { batchId: string; csv: string }) =>
    api(`/admin/payouts/batches/${encodeURIComponent(batchId)}/results`, {
      method: 'POST',
      body: { csv },
      schema: payoutResultsSchema,
    }),
  );

export const useSendWithBkash = () =>
  useAdminMutation((id: string) =>
    api(`/admin/payouts/${encodeURIComponent(id)}/bkash`, { method: 'POST', schema: adminPayoutsSchema }),
  );

/** Downloads a batch's bank-upload CSV (signed in by cookie or bearer token) as a file. */
export async function downloadBatchCsv(batchId: string): Promise<void> {
  const token = readToken();
  const response = await fetch(`/api/admin/payouts/batches/${encodeURIComponent(batchId)}/csv`, {
    credentials: 'same-origin',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `payouts-${batchId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
