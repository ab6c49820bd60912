import { z } from 'zod';
import { bdMobileSchema, requiredText } from './common';

/**
 * Fields the original client sends along for display (docs/product.md#entities booking payload). The server never trusts
 * them: product, price, seller and names are read from the database and the session.
 */
const shownOnly = z.union([z.string().max(2000), z.number()]).optional();

/** A required text field named in its messages ('Location is required'). */
const labelledText = (label: string, max: number) =>
  requiredText(`${label} is required`, max, {
    notText: `${label} is required`,
    tooLong: `${label} must be at most ${max} characters`,
  });

/** POST /bookings (docs/product.md#entities booking payload). */
export const bookingBodySchema = z.object({
  productID: labelledText('Product', 64),
  buyerMobile: z.string({ error: 'Phone is required' }).pipe(bdMobileSchema),
  buyerLocation: labelledText('Location', 200),
  productName: shownOnly,
  companyName: shownOnly,
  price: shownOnly,
  sellerName: shownOnly,
  sellerEmail: shownOnly,
  buyerName: shownOnly,
  buyerEmail: shownOnly,
  productCategoryID: shownOnly,
  bookingDate: shownOnly,
  productImage: shownOnly,
});
export type BookingBody = z.infer<typeof bookingBodySchema>;

export const productIdParamsSchema = z.object({ productId: z.string().min(1).max(64) });

const ORDER_STATES = ['Active', 'Paid'] as const;

/** docs/product.md#entities "Order as listed" (and the payment page's extra fields). Prices are whole Taka. */
export const orderSchema = z.object({
  _id: z.string(),
  productID: z.string(),
  productImage: z.string(),
  companyName: z.string(),
  productName: z.string(),
  productCategoryID: z.string(),
  price: z.number().int(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerMobile: z.string(),
  buyerLocation: z.string(),
  paid: z.boolean(),
  /** 'booking' from Book Now, 'checkout' from the buy page. */
  channel: z.enum(['booking', 'checkout']),
  state: z.enum(ORDER_STATES),
  /** product.md's 'month-day-year hh:mm AM/PM' in Dhaka time. */
  bookingDate: z.string(),
  bookedAt: z.string(),
  /** When an unpaid booking lapses and the bike is offered again (ISO). */
  expiresAt: z.string(),
  transactionId: z.string().nullable(),
  /**
   * The buyer's conversation with the seller about the bike (`/dashboard/messages/:id`), so the deal's
   * history is one link away; null while there is none (a Book Now booking and a paid deal open it).
   */
  conversationId: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);
