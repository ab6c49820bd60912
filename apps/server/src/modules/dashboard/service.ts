import type { DashboardSummary, ListingsByState } from '@best-bikes/contract';
import type { Caller } from '../../plugins/access';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Where each figure comes from: every one is answered by the module that owns its table, through
 * that module's `index` (app.ts passes them in), so this module reads no table itself.
 */
export interface DashboardSources {
  catalog: {
    listingsByState(sellerId?: string): Promise<ListingsByState>;
    viewsOfSeller(sellerId: string): Promise<number>;
  };
  bookings: {
    madeSince(since: Date, sellerId?: string): Promise<number>;
    heldForSeller(sellerId: string): Promise<number>;
    heldForBuyer(
      buyerId: string,
    ): Promise<
      { bookingId: string; productId: string; productName: string; price: number; expiresAt: Date }[]
    >;
  };
  payments: { salesSince(since?: Date): Promise<{ sales: number; revenue: number }> };
  reports: { open(): Promise<{ reports: number; bikes: number }> };
  accounts: { unverifiedSellers(): Promise<number> };
}

/** The dashboard home's figures (docs/product.md#seller-and-admin-tools), for the caller's role; "this week" is the last 7 days. */
export function createDashboardService(sources: DashboardSources, now: () => Date = () => new Date()) {
  return {
    async summary(caller: Caller): Promise<DashboardSummary> {
      const weekAgo = new Date(now().getTime() - WEEK_MS);
      if (caller.role === 'Admin') {
        const [open, unverifiedSellers, listings, bookingsThisWeek, week, ever] = await Promise.all([
          sources.reports.open(),
          sources.accounts.unverifiedSellers(),
          sources.catalog.listingsByState(),
          sources.bookings.madeSince(weekAgo),
          sources.payments.salesSince(weekAgo),
          sources.payments.salesSince(),
        ]);
        return {
          role: 'Admin',
          pendingReports: open.reports,
          reportedBikes: open.bikes,
          unverifiedSellers,
          listings,
          bookingsThisWeek,
          salesThisWeek: week.sales,
          revenueThisWeek: week.revenue,
          revenueTotal: ever.revenue,
        };
      }
      if (caller.role === 'Seller') {
        const [listings, views, activeBookings, bookingsThisWeek] = await Promise.all([
          sources.catalog.listingsByState(caller.id),
          sources.catalog.viewsOfSeller(caller.id),
          sources.bookings.heldForSeller(caller.id),
          sources.bookings.madeSince(weekAgo, caller.id),
        ]);
        return { role: 'Seller', listings, views, activeBookings, bookingsThisWeek };
      }
      const held = await sources.bookings.heldForBuyer(caller.id);
      return {
        role: 'Buyer',
        activeBookings: held.map((b) => ({ ...b, expiresAt: b.expiresAt.toISOString() })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
