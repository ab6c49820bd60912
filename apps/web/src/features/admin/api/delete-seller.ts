import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE /sellers/{id}: the seller can no longer sign in and their bikes for sale are withdrawn. */
function deleteSeller(id: string) {
  return api(`/sellers/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountSchema });
}

export function useDeleteSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSeller,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
