import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, isRouteErrorResponse } from 'react-router';

/**
 * What a page the server rendered hands to the browser's app (ADR 0370): the router's loader answers
 * and the query cache they filled. Sent as a JSON data block, not a script (the CSP runs no inline
 * script but the theme's): `<script type="application/json" id="ssr-data">`.
 */
export const SSR_DATA_ID = 'ssr-data';

export interface SsrData {
  router: HydrationState;
  queries: DehydratedState;
}

export type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

/** A route's error as JSON (a 404 thrown by a loader is a response, not an Error). */
export function serializeErrors(errors: HydrationState['errors']): Record<string, SerializedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedError] => [
      id,
      isRouteErrorResponse(error)
        ? {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data,
          }
        : { __type: 'Error', message: error instanceof Error ? error.message : String(error) },
    ]),
  );
}

/** JSON that cannot end its `<script>` element early (`</script>`, `<!--`), nor break a line in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
