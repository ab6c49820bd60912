import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type HydrationState, matchRoutes, type RouteObject, UNSAFE_ErrorResponseImpl } from 'react-router';
import { readToken } from './api-client';
import { type SerializedError, SSR_DATA_ID, type SsrData } from './ssr-data';

/**
 * What the server rendered this page with (ADR 0370), when it did: only a signed-out visitor's
 * public page is rendered there. A bearer token kept in this browser means someone is signed in
 * after all: the app then renders afresh over the server's HTML rather than hydrate a page drawn for
 * nobody.
 */
function serverData(): SsrData | undefined {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent || readToken()) return undefined;
  try {
    return JSON.parse(block.textContent) as SsrData;
  } catch {
    return undefined;
  }
}

/** A route's error as the browser's router holds it (ssr-data.ts serializes it on the server). */
function deserializeErrors(errors: unknown): HydrationState['errors'] {
  if (!errors || typeof errors !== 'object') return null;
  return Object.fromEntries(
    Object.entries(errors as Record<string, SerializedError>).map(([id, error]) => [
      id,
      error.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
        : new Error(error.message),
    ]),
  );
}

/**
 * Fills the query cache with the server's answers, loads the lazy routes the page matched (the first
 * render must be the server's, as hydration needs, not a loading state) and gives the router's state
 * to hydrate with and how to hydrate; undefined when this page is not the server's to hydrate. Kept
 * small (the cache filled with setQueryData rather than TanStack Query's hydrate), as it is in the
 * first file every page loads (web budget).
 */
export async function hydrateFromServer(
  queryClient: QueryClient,
  routes: RouteObject[],
): Promise<{ state: HydrationState; hydrate(container: Element, app: ReactNode): void } | undefined> {
  const ssr = serverData();
  if (!ssr) return undefined;
  // The server's answers, as fresh as a fetch now would be (the server keeps a rendered page only while
  // what it shows is unchanged, ADR 0370): the page's queries do not fetch them again on mount. The
  // server sends only answered queries (dehydrate's default), so each is data to set.
  const now = Date.now();
  for (const { queryKey, state } of ssr.queries.queries)
    queryClient.setQueryData(queryKey, state.data, { updatedAt: now });
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return {
    state: { ...ssr.router, errors: deserializeErrors(ssr.router.errors) },
    hydrate(container, app) {
      // As a transition, React hydrates in slices and lets the browser answer in between: as one
      // task, a bike page's hydration blocked a slowed phone's main thread for 250–360 ms (ADR 0390).
      startTransition(() => {
        hydrateRoot(container, app, {
          // A mismatch between the server's markup and this first render (React #418) says where: the
          // component stack, logged beside the error (e2e/hydration.spec.ts fails on it).
          onRecoverableError: (error, { componentStack }) =>
            console.error('hydration:', error, componentStack),
        });
      });
    },
  };
}
