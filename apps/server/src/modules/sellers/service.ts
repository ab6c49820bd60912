import type { Product, SellerPage, SellerRating } from '@best-bikes/contract';
import { NotFound } from '../../lib/errors';

/** The message of a 404: the same for an unknown id and a removed seller, so ids tell nothing. */
export const NO_SUCH_SELLER =
  'No such seller: the account does not exist or is no longer selling on Best Bikes.';

/**
 * Where each part of a seller page comes from: the module that owns its table, through its `index`
 * (app.ts passes them in), so this module reads no table itself.
 */
export interface SellerSources {
  users: {
    publicSeller(
      id: string,
    ): Promise<{ id: string; name: string; createdAt: Date; verified: boolean } | undefined>;
  };
  phones: { isProven(userId: string): Promise<boolean> };
  papers: { approvedCount(sellerId: string): Promise<number> };
  catalog: {
    sellerListings(sellerId: string, page: number): Promise<{ listings: Product[]; total: number }>;
  };
  reviews: { ratingOf(sellerId: string): Promise<SellerRating | null> };
  conversations: {
    replyTime(sellerId: string): Promise<{ medianMinutes: number; conversations: number } | null>;
  };
}

/** A seller's public page (docs/product.md#seller-pages). */
export function createSellersService(sources: SellerSources) {
  return {
    async page(id: string, page: number): Promise<SellerPage> {
      const seller = await sources.users.publicSeller(id);
      if (!seller) throw new NotFound(NO_SUCH_SELLER);
      const [phoneProven, papersChecked, rating, replyTime, { listings, total }] = await Promise.all([
        sources.phones.isProven(id),
        sources.papers.approvedCount(id),
        sources.reviews.ratingOf(id),
        sources.conversations.replyTime(id),
        sources.catalog.sellerListings(id, page),
      ]);
      return {
        id: seller.id,
        name: seller.name,
        memberSince: seller.createdAt.toISOString(),
        phoneProven,
        verified: seller.verified,
        papersChecked,
        rating,
        replyTime,
        listings,
        total,
        page,
      };
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
