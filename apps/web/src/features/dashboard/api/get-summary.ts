import { type DashboardSummary, dashboardSummarySchema } from '@best-bikes/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (userId: string) => ['dashboard', 'summary', userId] as const,
};

/** GET /dashboard/summary — the dashboard home's figures for the caller's role (docs/product.md#seller-and-admin-tools). */
function getSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return api('/dashboard/summary', { schema: dashboardSummarySchema, signal });
}

const summaryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: dashboardKeys.summary(userId), queryFn: ({ signal }) => getSummary(signal) });

/** Keyed by the account, so a sign-out and sign-in as someone else never shows the last one's figures. */
export function useDashboardSummary(userId: string) {
  return useQuery(summaryQueryOptions(userId));
}
