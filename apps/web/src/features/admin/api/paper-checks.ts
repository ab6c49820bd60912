import { modifiedCountSchema, paperCheckQueueSchema } from '@best-bikes/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

// The admins' queue of papers to check (docs/product.md#papers-checked).

export function usePaperChecks() {
  return useQuery({
    queryKey: adminKeys.paperChecks,
    queryFn: ({ signal }) => api('/admin/paper-checks', { signal, schema: paperCheckQueueSchema }),
  });
}

/** Where an admin reads a paper's private photo. */
export const adminPaperPhotoUrl = (productId: string, kind: 'registration' | 'tax_token') =>
  `/api/products/${encodeURIComponent(productId)}/papers/photos/${kind}`;

export function useDecidePapers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
      api(`/admin/paper-checks/${encodeURIComponent(id)}/${approve ? 'approve' : 'refuse'}`, {
        method: 'POST',
        body: approve ? {} : { reason },
        schema: modifiedCountSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.paperChecks }),
  });
}
