import { z } from 'zod';
import { productSchema } from './products';
import { sellerRatingSchema } from './reviews';

/** The seller page's query: which page of their live listings, newest first (24 a page). */
export const sellerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SellerPageQuery = z.infer<typeof sellerPageQuerySchema>;

/**
 * A seller's public page (docs/product.md#seller-pages): who they are and what the shop knows of them,
 * never their phone number or e-mail address, and one page of their live listings.
 */
export const sellerPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** When the account was opened (ISO). */
  memberSince: z.string(),
  /** A mobile number proved by SMS (docs/product.md#proven-phone-numbers); the number stays private. */
  phoneProven: z.boolean(),
  /** An admin verified the seller. */
  verified: z.boolean(),
  /** How many of their listings had their papers checked by an admin (docs/product.md#papers-checked). */
  papersChecked: z.number().int(),
  /** Buyers' published reviews after completed deals; null before the first. */
  rating: sellerRatingSchema.nullable(),
  /**
   * The median time to the seller's first answer in their recent conversations, in minutes, and how
   * many conversations it is drawn from; null while there are too few to say.
   */
  replyTime: z.object({ medianMinutes: z.number().int(), conversations: z.number().int() }).nullable(),
  /** Their live (available) bikes, this page of them, newest first. */
  listings: z.array(productSchema),
  /** How many live bikes they have in all. */
  total: z.number().int(),
  page: z.number().int(),
});
export type SellerPage = z.infer<typeof sellerPageSchema>;
