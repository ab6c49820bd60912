import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './routes';
import { createDashboardService, type DashboardSources } from './service';

export type { DashboardSources } from './service';

/** The dashboard home's figures per role (docs/product.md#seller-and-admin-tools), gathered from the modules that own them. */
export async function dashboardModule(
  app: FastifyInstance,
  { sources, now }: { sources: DashboardSources; now?: () => Date },
) {
  await dashboardRoutes(app, { dashboard: createDashboardService(sources, now) });
}
