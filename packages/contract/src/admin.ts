import { z } from 'zod';
import { roleSchema } from './enums';

/** SPEC §3 Seller / Buyer listing: `status` is 'Verified' for a verified seller, otherwise ''. */
export const sellerListItemSchema = z.object({
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

export const buyerListItemSchema = sellerListItemSchema;
export type BuyerListItem = SellerListItem;
export const buyerListSchema = z.array(buyerListItemSchema);

/** SPEC §3 User: name, email, photo, role, _id. */
export const registeredUserSchema = z.object({
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
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One audit-log entry: who did what to whom, and when. */
export const auditEntrySchema = z.object({
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
  /** SPEC's 'month-day-year hh:mm AM/PM' in Dhaka time. */
  date: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);

export const AUDIT_LOG_PAGE_SIZE = 50;
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
