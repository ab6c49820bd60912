import type { AuthProviders } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const NONE: AuthProviders = { google: false, oidc: null };

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth-providers'],
  // Typed, not parsed: zod stays off the login page's first load (the server validates its answer).
  queryFn: ({ signal }) => api<AuthProviders>('/auth-providers', { signal }),
  staleTime: 60 * 60 * 1000,
  retry: false,
});

/** Which continue-with buttons to show; none while loading or when the answer fails. */
export function useAuthProviders(): AuthProviders {
  const query = useQuery(authProvidersQueryOptions);
  return query.data ?? NONE;
}
