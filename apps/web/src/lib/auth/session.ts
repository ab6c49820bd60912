import type { Role } from '@best-bikes/contract/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  sellerVerified: boolean;
  /** The mobile number given at sign-up (01XXXXXXXXX), which fills in the booking forms. */
  mobile?: string | null;
}

export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Session | null> => (await api<Session | null>('/auth/get-session')) ?? null,
  staleTime: 60 * 1000,
  retry: 1,
});

/**
 * docs/product.md#states sign-in state: `loading` is true until the first answer arrives; `user` is null when
 * signed out.
 */
export function useSession(): { user: SessionUser | null; loading: boolean } {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user ?? null, loading: query.isPending };
}

/**
 * After signing in, up or out: forget other users' cached data and wait for
 * the fresh session, so guards and the navbar see the new state before the next navigation.
 */
export async function refreshSession(client: QueryClient): Promise<void> {
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}
