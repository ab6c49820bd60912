import { modifiedCountSchema } from '@best-bikes/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** PUT /sellers?email=: the seller, and so every bike of theirs, shows 'Verified'. */
function verifySeller(email: string) {
  return api('/sellers', { method: 'PUT', query: { email }, schema: modifiedCountSchema });
}

export function useVerifySeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
