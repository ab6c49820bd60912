import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * docs/product.md#constants: failed fetches retry up to 3 times with the delay doubling from 1 s, capped at 30 s;
 * cached data is kept 5 minutes. A 4xx is an answer, not a failure: it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The browser's cache (the server's render makes one per page: entry-server.tsx). */
export const queryClient = createQueryClient();
