import { dashboardSummarySchema } from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { DashboardService } from './service';

export async function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/summary', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['dashboard'],
      summary:
        "The dashboard home's figures for the caller's role: Admin (reports, unverified sellers, listings, this week's bookings and sales, revenue), Seller (listings by state, views, bookings), Buyer (bookings held and when they lapse)",
      response: { 200: dashboardSummarySchema },
    },
    handler: (request) => dashboard.summary(requireCaller(request)),
  });
}
