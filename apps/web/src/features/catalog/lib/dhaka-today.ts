import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useBrowserValue } from '../../../lib/use-browser-value';

/** Today's date in Dhaka (UTC+6, no daylight saving) as 'YYYY-MM-DD'. */
export function dhakaToday(): string {
  return new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
}

/** Where a server render keeps the day it drew its page on; it travels in the page's data block. */
const RENDERED_DAY_KEY = ['rendered-day'] as const;

/** Records the day a server render (entry-server.tsx) draws its page on, for the browser's hydration. */
export function recordRenderedDay(queryClient: QueryClient): void {
  queryClient.setQueryData(RENDERED_DAY_KEY, dhakaToday());
}

/**
 * Today's date in Dhaka, for what a page says by it (a tax token that has run out). A page the server
 * drew hydrates with the day the server drew it on, then shows the device's: read straight from the
 * device's clock, which may be days off (or past midnight when the server's was not), the cards drew
 * "expired" where the server had not, and hydration failed (React #418, ADR 0372).
 */
export function useDhakaToday(): string {
  const rendered = useQueryClient().getQueryData<string>(RENDERED_DAY_KEY);
  return useBrowserValue(dhakaToday, rendered ?? dhakaToday());
}
