import { makeAdminResultSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** PUT /makeAdmin?email=: modifiedCount 1 and a message, or 0 and the reason. */
function makeAdmin(email: string) {
  return api('/makeAdmin', { method: 'PUT', query: { email }, schema: makeAdminResultSchema });
}

export function useMakeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
