import { z } from 'zod';
import { LISTING_SORTS } from './constants/listing';

/** A bike as every screen reads it (SPEC §3 Product). Prices are whole Taka. */
export const productSchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  product_name: z.string(),
  img: z.string(),
  description: z.string(),
  location: z.string(),
  mobile: z.string(),
  original_price: z.number().int(),
  resale_price: z.number().int(),
  years_of_use: z.number().int(),
  /** SPEC's 'month-day-year hh:mm AM/PM' in Dhaka time. */
  posted_date: z.string(),
  /** ISO timestamp of posted_date, for machines. */
  posted_at: z.string(),
  milage: z.number().int().nullable(),
  condition: z.string(),
  seller_name: z.string(),
  /** The seller's e-mail (SPEC names it `email`). */
  email: z.string(),
  brand_logo: z.string(),
  /** 'Verified' when the seller is verified, otherwise ''. */
  status: z.string(),
  /** 'Available', 'Booked' or 'Sold'. */
  availableStatus: z.string(),
  /** 'Advertised' once advertised, otherwise ''. */
  advertiseStatus: z.string(),
  /** 'Booked' while a booking holds the bike, otherwise ''. */
  bookingStatus: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

export const listingQuerySchema = z.object({
  sort: z.enum(LISTING_SORTS).default('newest'),
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;
