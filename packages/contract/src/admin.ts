import { z } from 'zod';
import { ACCOUNT_SORTS, ADMIN_PAGE_SIZE } from './constants/admin';
import { roleSchema } from './enums';

/** docs/product.md#entities Seller / Buyer listing: `status` is 'Verified' for a verified seller, otherwise ''. */
const sellerListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The profile picture's URL, or '' when none was added. */
  photo: z.string(),
  status: z.string(),
  role: roleSchema,
});
export type SellerListItem = z.infer<typeof sellerListItemSchema>;
export const sellerListSchema = z.array(sellerListItemSchema);

const buyerListItemSchema = sellerListItemSchema;
export const buyerListSchema = z.array(buyerListItemSchema);

/** docs/product.md#entities User: name, email, photo, role, _id. */
const registeredUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  role: roleSchema,
  /** ISO time of sign-up. */
  createdAt: z.string(),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
export const registeredUserListSchema = z.array(registeredUserSchema);

/** What an admin did; each value names one admin call. */
export const AUDIT_ACTIONS = [
  'seller.verify',
  'seller.delete',
  'buyer.delete',
  'report.delete',
  'user.makeAdmin',
  'listing.remove',
  'report.dismiss',
  'user.revokeAdmin',
  'dispute.resolve',
  'payout.batch',
  'payout.reference',
  'payout.bkashTrx',
  'payout.bkashSend',
  'conversation.read',
  'chassis.stolenBlocked',
  'chassis.stolenAdd',
  'chassis.stolenRemove',
  'chassis.release',
  'chassis.refuse',
  'papers.approve',
  'papers.refuse',
  'chassis.kmRollback',
] as const;
const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One audit-log entry: who did what to whom, and when. */
const auditEntrySchema = z.object({
  _id: z.string(),
  action: auditActionSchema,
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A readable name of the target as it was when the action happened (a name, an e-mail, a bike). */
  targetLabel: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** product.md's 'month-day-year hh:mm AM/PM' in Dhaka time. */
  date: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);

export const AUDIT_LOG_PAGE_SIZE = 50;
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/**
 * The admin tables (docs/product.md#seller-and-admin-tools): one role's accounts (every role's when `role` is
 * left out: Registered Users), searched, sorted and paged on the server.
 */
export const accountsQuerySchema = z.object({
  role: roleSchema.optional(),
  /** Matches any part of the name, the e-mail address or the mobile number (case-insensitive, ADR 0181). */
  q: z.string().trim().max(100, 'Please keep the search under 100 characters.').optional(),
  sort: z.enum(ACCOUNT_SORTS, { error: 'sort must be newest, oldest, name or email' }).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(50).default(ADMIN_PAGE_SIZE),
});
export type AccountsQuery = z.output<typeof accountsQuerySchema>;

const accountRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The profile picture's URL, or ''. */
  photo: z.string(),
  /** The mobile number given at sign-up (01XXXXXXXXX), or ''. */
  mobile: z.string(),
  role: roleSchema,
  /** A seller verified by an admin. */
  verified: z.boolean(),
  /** ISO time of sign-up. */
  createdAt: z.string(),
  /** Bikes of theirs still listed or sold (not withdrawn). */
  listings: z.number().int(),
  /** Their bookings that are live or paid. */
  orders: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export const accountsPageSchema = z.object({
  items: z.array(accountRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

/** A seller's listings as an admin sees them (read-only), newest first. */
export const sellerListingsSchema = z.object({
  seller: accountRowSchema,
  listings: z.array(
    z.object({
      _id: z.string(),
      productName: z.string(),
      brandName: z.string(),
      img: z.string(),
      resalePrice: z.number().int(),
      state: z.enum(['Available', 'Booked', 'Sold', 'Withdrawn', 'Held']),
      postedAt: z.string(),
      openReports: z.number().int(),
    }),
  ),
});
export type SellerListings = z.infer<typeof sellerListingsSchema>;

/** A buyer's orders (bookings and what became of them) as an admin sees them (read-only), newest first. */
export const buyerOrdersSchema = z.object({
  buyer: accountRowSchema,
  orders: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      productName: z.string(),
      brandName: z.string(),
      img: z.string(),
      price: z.number().int(),
      state: z.enum(['Active', 'Paid', 'Expired', 'Cancelled']),
      createdAt: z.string(),
      expiresAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
});
export type BuyerOrders = z.infer<typeof buyerOrdersSchema>;

export const revokeAdminResultSchema = z.object({
  modifiedCount: z.number().int(),
  message: z.string(),
  /** The role the account has now. */
  role: roleSchema,
});
