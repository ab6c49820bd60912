import { z } from 'zod';
import { bdMobileSchema, POST_CODE_MESSAGE, POST_CODE_PATTERN } from './common';
import { CURRENCIES } from './constants/enums';
import { toLatinDigits } from './constants/format';
import { PAYMENT_KINDS } from './constants/money';

const shownOnly = z.union([z.string().max(2000), z.number()]).optional();

/** GET /payment-config: which card form and checkout the SPA shows (public; no secrets). */
export const paymentConfigSchema = z.object({
  card: z.object({
    provider: z.enum(['test', 'stripe']),
    /** Stripe's publishable key when Stripe is on, otherwise null. */
    publishableKey: z.string().nullable(),
    /** The card numbers the test-mode processor knows, to show beside its form. */
    testCards: z.array(z.object({ number: z.string(), outcome: z.string() })),
  }),
  checkout: z.object({
    gateway: z.enum(['sandbox', 'sslcommerz']),
    /** Taka per US dollar used for USD checkouts. */
    usdBdtRate: z.number(),
  }),
  booking: z.object({ ttlHours: z.number(), maxActive: z.number().int() }),
  /** DEPOSIT_PERCENT: the share of the price a buyer may pay online, the rest at the handover (ADR 0240). */
  deposit: z.object({ percent: z.number().int() }),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * POST /create-payment-intent. the original client sends the whole order; only its id is used
 * (`bookingId`, or the order's `_id`). The amount always comes from the booking.
 */
export const createPaymentIntentBodySchema = z
  .object({
    bookingId: z.string().min(1).max(64).optional(),
    _id: z.string().min(1).max(64).optional(),
    price: shownOnly,
    /** The full price (the default, as the original client pays) or a deposit (ADR 0240). */
    paymentKind: z.enum(PAYMENT_KINDS).optional(),
  })
  .refine((b) => Boolean(b.bookingId ?? b._id), { message: 'bookingId is required', path: ['bookingId'] });

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  /** Minor units (paisa). */
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['test', 'stripe']),
  /** What `amount` pays: the full price, or the deposit with `dueAtHandover` (whole Taka) paid in person. */
  paymentKind: z.enum(PAYMENT_KINDS),
  dueAtHandover: z.number().int(),
});

/** POST /test-payments/confirm: the test-mode processor's confirmCardPayment. */
export const testConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: z.string().max(8),
  }),
  billing_details: z
    .object({ name: z.string().max(200).optional(), email: z.string().max(254).optional() })
    .optional(),
});
export type TestConfirmBody = z.infer<typeof testConfirmBodySchema>;

const paymentIntentSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

const cardErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  decline_code: z.string().optional(),
});
export type CardError = z.infer<typeof cardErrorSchema>;

export const testConfirmResponseSchema = z.union([
  z.object({ paymentIntent: paymentIntentSummarySchema }),
  z.object({ error: cardErrorSchema }),
]);
export type TestConfirmResponse = z.infer<typeof testConfirmResponseSchema>;

/**
 * POST /payments (docs/product.md#entities payment record). The server verifies `transactionId` (the payment intent)
 * with the provider for `bookingId`; every other field is display-only and ignored.
 */
export const paymentRecordBodySchema = z.object({
  transactionId: z.string({ error: 'transactionId is required' }).min(1).max(200),
  bookingId: z.string({ error: 'bookingId is required' }).min(1).max(64),
  price: shownOnly,
  email: shownOnly,
  paymentBy: shownOnly,
  productName: shownOnly,
  brand: shownOnly,
  photo: shownOnly,
  sellerName: shownOnly,
  sellerEmail: shownOnly,
  buyerMobile: shownOnly,
  bikeOriginalID: shownOnly,
});
export type PaymentRecordBody = z.infer<typeof paymentRecordBodySchema>;

/** docs/product.md#entities payment history item. */
const paymentHistoryItemSchema = z.object({
  _id: z.string(),
  photo: z.string(),
  brand: z.string(),
  productName: z.string(),
  price: z.number().int(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  transactionId: z.string(),
  method: z.enum(['card', 'checkout']),
  currency: z.string(),
  /** product.md's 'month-day-year hh:mm AM/PM' in Dhaka time. */
  PaidDate: z.string(),
  paidAt: z.string(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistorySchema = z.array(paymentHistoryItemSchema);

/** docs/product.md#entities receipt data (GET /bikePayment/{transactionID}). */
export const receiptSchema = z.object({
  transactionId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** Whole Taka. */
  sellingPrice: z.number().int(),
  PaidDate: z.string(),
  paidAt: z.string(),
  bikeImage: z.string(),
  bikeModel: z.string(),
  bikeCompany: z.string(),
  buyerLocation: z.string(),
  currency: z.string(),
  /** What was charged in `currency`, e.g. '1229.51' (major units, two decimals). */
  chargedAmount: z.string(),
  postCode: z.string(),
  paymentGateway: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const transactionParamsSchema = z.object({ transactionID: z.string().min(1).max(200) });

/** POST /orders (docs/product.md#entities order payload): starts a hosted checkout for one bike. */
export const checkoutBodySchema = z.object({
  bikeID: z.string({ error: 'bikeID is required' }).trim().min(1).max(64),
  buyerPhone: z.string({ error: 'Phone is required' }).pipe(bdMobileSchema),
  buyerLocation: z
    .string({ error: 'Location is required' })
    .trim()
    .min(1, 'Location is required')
    .max(200, 'Location must be at most 200 characters'),
  /**
   * Optional (ADR 0180): nothing is delivered, so a buyer need not know one; '' or none is left empty and
   * the server gives the card service the post code it requires. One that is given must be 4 digits.
   */
  postCode: z
    .string({ error: POST_CODE_MESSAGE })
    .trim()
    .overwrite(toLatinDigits)
    .refine((code) => code === '' || POST_CODE_PATTERN.test(code), POST_CODE_MESSAGE)
    .optional(),
  currency: z.enum(CURRENCIES).default('BDT'),
  /** The full price (the default) or a deposit, the rest paid to the seller at the handover (ADR 0240). */
  paymentKind: z.enum(PAYMENT_KINDS).optional(),
  buyerName: shownOnly,
  buyerEmail: shownOnly,
  sellerName: shownOnly,
  sellerEmail: shownOnly,
  bikeModel: shownOnly,
  bikeCompany: shownOnly,
  bikeImage: shownOnly,
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z.object({
  /** Where the browser goes next: the gateway's hosted page. */
  url: z.string(),
  transactionId: z.string(),
  currency: z.enum(CURRENCIES),
  /** What the gateway will charge, major units with two decimals ('1229.51'). */
  amount: z.string(),
  /** The bike's price in whole Taka. */
  taka: z.number().int(),
  /** What `amount` pays: the full price, or the deposit with `dueAtHandover` (whole Taka) paid in person. */
  paymentKind: z.enum(PAYMENT_KINDS),
  dueAtHandover: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Fields of a gateway callback (form-encoded or in the query): all text. */
export const gatewayCallbackSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
