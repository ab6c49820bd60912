import { z } from 'zod';

const count = z.number().int().min(0);
const taka = z.number().int().min(0).describe('Whole Taka');

/** A seller's or the whole shop's bikes by state (Withdrawn ones are not counted). */
const listingsByStateSchema = z.object({
  available: count,
  booked: count,
  sold: count.describe('Sold through Best Bikes'),
  soldElsewhere: count.describe('Marked "sold elsewhere" by the seller'),
});
export type ListingsByState = z.infer<typeof listingsByStateSchema>;

const adminSummarySchema = z.object({
  role: z.literal('Admin'),
  pendingReports: count.describe('Open reports, not yet dismissed or acted on'),
  reportedBikes: count.describe('Bikes those reports concern'),
  unverifiedSellers: count,
  listings: listingsByStateSchema,
  bookingsThisWeek: count.describe('Bookings made in the last 7 days'),
  salesThisWeek: count.describe('Payments received in the last 7 days'),
  revenueThisWeek: taka.describe('Whole Taka paid in the last 7 days'),
  revenueTotal: taka.describe('Whole Taka paid since the shop opened'),
});

const sellerSummarySchema = z.object({
  role: z.literal('Seller'),
  listings: listingsByStateSchema,
  views: count.describe(
    "How often the seller's bikes' pages were opened by others (counted every few seconds)",
  ),
  activeBookings: count.describe("The seller's bikes booked now, waiting for the buyer to pay"),
  bookingsThisWeek: count.describe("Bookings of the seller's bikes made in the last 7 days"),
});

const buyerBookingSchema = z.object({
  bookingId: z.string(),
  productId: z.string(),
  productName: z.string(),
  price: taka,
  expiresAt: z.string().describe('ISO time the booking lapses unless paid'),
});
export type BuyerActiveBooking = z.infer<typeof buyerBookingSchema>;

const buyerSummarySchema = z.object({
  role: z.literal('Buyer'),
  activeBookings: z.array(buyerBookingSchema).describe('Unpaid bookings still held, soonest to lapse first'),
});

/** GET /api/dashboard/summary (docs/product.md#seller-and-admin-tools): the dashboard home's figures for the caller's role. */
export const dashboardSummarySchema = z.discriminatedUnion('role', [
  adminSummarySchema,
  sellerSummarySchema,
  buyerSummarySchema,
]);
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type SellerSummary = z.infer<typeof sellerSummarySchema>;
export type BuyerSummary = z.infer<typeof buyerSummarySchema>;
