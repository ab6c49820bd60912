import { z } from 'zod';

const text = z.string().max(2000);
const textOrNumber = z.union([z.string().max(100), z.number()]);

/**
 * SPEC §3 Report fields as the client sends them. Only `productDataBaseId` is used: the server
 * reads the bike from the database and the reporter from the session, so nothing else can be forged.
 */
export const reportCreateSchema = z.object({
  productDataBaseId: z.string().trim().min(1, 'productDataBaseId is required').max(64),
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
});
export type ReportCreate = z.infer<typeof reportCreateSchema>;

/** SPEC §3 Report, listed with _id. Prices are whole Taka; dates are 'month-day-year hh:mm AM/PM' (Dhaka). */
export const reportSchema = z.object({
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
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.array(reportSchema);

/** An admin's reason for removing a reported bike: mailed to its seller and kept in the audit log. */
export const removeListingBodySchema = z.object({
  reason: z
    .string({ error: 'Please say why the listing is removed.' })
    .trim()
    .min(5, 'Please say why the listing is removed (at least 5 characters).')
    .max(500, 'Please keep the reason under 500 characters.'),
});
export type RemoveListingBody = z.infer<typeof removeListingBodySchema>;
