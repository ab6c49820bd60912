import { ROUTES } from '@best-bikes/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, storeToken } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth/session';

/** Signs out, removes product.md's access-token key and lands on the home page. */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      storeToken(null);
      // Go home before forgetting the session, so a guarded page being left does not send the user
      // to /login (the guard sees the URL has already moved on, see app/guards.tsx).
      await navigate(ROUTES.home);
      client.setQueryData(sessionQueryKey, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
