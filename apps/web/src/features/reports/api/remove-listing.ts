import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** POST /reportedProducts/bike/:id/remove: withdraws the bike; the reason is mailed to its seller. */
export function removeListing({ productId, reason }: { productId: string; reason: string }) {
  return api(`/reportedProducts/bike/${encodeURIComponent(productId)}/remove`, {
    method: 'POST',
    body: { reason },
    schema: deletedCountSchema,
  });
}

export function useRemoveListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeListing,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
