import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, storeToken } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      storeToken(null);
      client.setQueryData(sessionQueryKey, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
  });
}
