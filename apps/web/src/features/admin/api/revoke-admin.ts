import { revokeAdminResultSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST /admins/:id/revoke: never the last admin (409). */
export function revokeAdmin(id: string) {
  return api(`/admins/${encodeURIComponent(id)}/revoke`, { method: 'POST', schema: revokeAdminResultSchema });
}

export function useRevokeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeAdmin,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
