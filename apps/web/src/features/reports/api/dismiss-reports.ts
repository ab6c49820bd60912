import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** POST /reportedProducts/bike/:id/dismiss: closes every report of the bike; it stays listed. */
export function dismissReports(productId: string) {
  return api(`/reportedProducts/bike/${encodeURIComponent(productId)}/dismiss`, {
    method: 'POST',
    schema: deletedCountSchema,
  });
}

export function useDismissReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
