import { deletedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE /buyers/{id}: the buyer can no longer sign in and their open bookings are cancelled. */
function deleteBuyer(id: string) {
  return api(`/buyers/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedCountSchema });
}

export function useDeleteBuyer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBuyer,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
