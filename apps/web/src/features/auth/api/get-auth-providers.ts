import { type AuthProviders, authProvidersSchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const NONE: AuthProviders = { google: false, oidc: null };

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  queryFn: ({ signal }) => api('/auth-providers', { signal, schema: authProvidersSchema }),
  staleTime: 60 * 60 * 1000,
  retry: false,
});

/** Which continue-with buttons to show; none while loading or when the answer fails. */
export function useAuthProviders(): AuthProviders {
  const query = useQuery(authProvidersQueryOptions);
  return query.data ?? NONE;
}
