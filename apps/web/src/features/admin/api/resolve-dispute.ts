import { dealSchema, type ResolveDisputeBody } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST /admin/disputes/:id/resolve: release, refund in full or refund part, with the reason both sides read. */
function resolveDispute({ dealId, body }: { dealId: string; body: ResolveDisputeBody }) {
  return api(`/admin/disputes/${encodeURIComponent(dealId)}/resolve`, {
    method: 'POST',
    body,
    schema: dealSchema,
  });
}

export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
