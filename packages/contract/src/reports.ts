import { z } from 'zod';
import { ADMIN_PAGE_SIZE, REASON_MESSAGES, REPORT_REASONS, REPORTED_SORTS } from './constants/admin';

const text = z.string().max(2000);
const textOrNumber = z.union([z.string().max(100), z.number()]);

/**
 * docs/product.md#entities Report fields as the client sends them. Only `productDataBaseId` is used: the server
 * reads the bike from the database and the reporter from the session, so nothing else can be forged.
 */

const reportReasonSchema = z.enum(REPORT_REASONS, { error: REASON_MESSAGES.reasonRequired });

/** What the reporter writes: required with 'other' (checked by reportCreateSchema), up to 500 characters. */
const reportReasonTextSchema = z
  .string()
  .trim()
  .max(500, 'Please keep it under 500 characters.')
  .optional()
  .transform((v) => (v ? v : undefined));

/** The note of a report that came without a reason (the original client's). */
export const NO_REASON_GIVEN = 'Reported without a reason';

export const reportCreateSchema = z
  .object({
    productDataBaseId: z.string().trim().min(1, 'productDataBaseId is required').max(64),
    /**
     * Why: one of REPORT_REASONS; with 'other', reasonText says what is wrong. The original client
     * sends no reason at all: its report is filed as 'other', "Reported without a reason" (ADR 0124).
     */
    reason: reportReasonSchema.optional(),
    reasonText: reportReasonTextSchema,
    productName: text.optional(),
    brandName: text.optional(),
    productImage: text.optional(),
    location: text.optional(),
    sellingPrice: textOrNumber.optional(),
    years_use: textOrNumber.optional(),
    product_posted_date: text.optional(),
    report_posted_date: text.optional(),
    sellerName: text.optional(),
    sellerEmail: text.optional(),
    sellerMobileNumber: text.optional(),
    category_id: text.optional(),
    productCondition: text.optional(),
    reporterName: text.optional(),
    reporterImage: text.optional(),
    reporterEmail: text.optional(),
    reporterRole: text.optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.reasonText?.length ?? 0) >= 3, {
    path: ['reasonText'],
    message: REASON_MESSAGES.reasonTextRequired,
  })
  .transform((r) =>
    r.reason
      ? { ...r, reason: r.reason }
      : { ...r, reason: 'other' as const, reasonText: r.reasonText ?? NO_REASON_GIVEN },
  );
export type ReportCreate = z.input<typeof reportCreateSchema>;
/** A report as the server files it: the reason always said. */
export type ReportFiled = z.output<typeof reportCreateSchema>;

/** docs/product.md#entities Report, listed with _id. Prices are whole Taka; dates are 'month-day-year hh:mm AM/PM' (Dhaka). */
const reportSchema = z.object({
  _id: z.string(),
  productDataBaseId: z.string(),
  productName: z.string(),
  brandName: z.string(),
  productImage: z.string(),
  location: z.string(),
  sellingPrice: z.number().int(),
  years_use: z.number().int(),
  product_posted_date: z.string(),
  report_posted_date: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerMobileNumber: z.string(),
  category_id: z.string(),
  productCondition: z.string(),
  reporterName: z.string(),
  reporterImage: z.string(),
  reporterEmail: z.string(),
  reporterRole: z.string(),
  reason: reportReasonSchema,
  /** The reporter's own words, '' when none. */
  reasonText: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.array(reportSchema);

/** An admin's reason for removing a reported bike: mailed to its seller and kept in the audit log. */
export const removeListingBodySchema = z.object({
  reason: z
    .string({ error: 'Please say why the listing is removed.' })
    .trim()
    .min(5, REASON_MESSAGES.removalReasonRequired)
    .max(500, 'Please keep the reason under 500 characters.'),
});

/** The admin's Reported Items (docs/product.md#seller-and-admin-tools): one row per reported bike, newest report first or most reported first. */
export const reportedBikesQuerySchema = z.object({
  /** Matches the start of the model, brand, or seller's name or e-mail (case-insensitive). */
  q: z.string().trim().max(100, 'Please keep the search under 100 characters.').optional(),
  sort: z.enum(REPORTED_SORTS, { error: 'sort must be latest or most' }).default('latest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(50).default(ADMIN_PAGE_SIZE),
});
export type ReportedBikesQuery = z.output<typeof reportedBikesQuerySchema>;

const reportNoteSchema = z.object({
  _id: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  reason: reportReasonSchema,
  reasonText: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});

const reportedBikeSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  brandName: z.string(),
  productImage: z.string(),
  sellingPrice: z.number().int(),
  /** The bike's state now: an admin can remove only an Available bike. */
  state: z.enum(['Available', 'Booked', 'Sold', 'Withdrawn', 'Held']),
  sellerName: z.string(),
  sellerEmail: z.string(),
  /** How many open reports the bike has, and how many of each reason. */
  reports: z.number().int(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  /** ISO time of the newest report. */
  latestAt: z.string(),
  /** Every open report of the bike, newest first. */
  notes: z.array(reportNoteSchema),
});
export type ReportedBike = z.infer<typeof reportedBikeSchema>;

export const reportedBikesPageSchema = z.object({
  items: z.array(reportedBikeSchema),
  /** Bikes matching the search, on every page. */
  total: z.number().int(),
  /** Open reports in all (not only those matching the search). */
  openReports: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportedBikesPage = z.infer<typeof reportedBikesPageSchema>;
