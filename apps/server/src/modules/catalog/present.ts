import { areaById, brandLogo, COPY, formatDhakaDateTime, type Product, VERIFIED } from '@best-bikes/contract';
import type { ProductRow } from './repository';

/** The seller's average of published reviews to one decimal, and their count (ADR 0220). */
function sellerRating(row: Pick<ProductRow, 'sellerRatingCount' | 'sellerRatingTotal'>) {
  const count = row.sellerRatingCount ?? 0;
  if (count === 0) return null;
  return { average: Math.round(((row.sellerRatingTotal ?? 0) / count) * 10) / 10, count };
}

/** Maps a stored bike to product.md's Product shape. */
export function presentProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    category_id: row.categoryId,
    category_name: row.categoryName,
    product_name: row.productName,
    img: row.img,
    description: row.description,
    // product.md's field for its clients: the district's name (ADR 0118).
    location: row.district,
    mobile: row.mobile,
    original_price: row.originalPrice,
    resale_price: row.resalePrice,
    years_of_use: row.yearsOfUse,
    posted_date: formatDhakaDateTime(row.postedAt),
    posted_at: row.postedAt.toISOString(),
    milage: row.milage,
    condition: row.condition,
    registration_year: row.registrationYear,
    engine_cc: row.engineCc,
    previous_owners: row.previousOwners,
    district: row.district,
    area: row.area,
    area_id: row.areaId,
    area_bn: areaById(row.areaId)?.name_bn ?? null,
    tax_token_until: row.taxTokenUntil,
    registration_papers: row.registrationPapers,
    seller_name: row.sellerName || COPY.unnamedUser,
    seller_id: row.sellerId,
    email: row.sellerEmail,
    brand_logo: row.categoryLogo ?? brandLogo(row.categoryId),
    status: row.sellerVerified ? VERIFIED : '',
    seller_phone_verified: row.sellerPhoneProven,
    papers_checked: row.papersChecked,
    seller_rating: sellerRating(row),
    availableStatus: row.state === 'Withdrawn' ? '' : row.state,
    sold_elsewhere: row.soldElsewhereAt !== null,
    advertiseStatus: row.advertisedAt ? 'Advertised' : '',
    bookingStatus: row.state === 'Booked' ? 'Booked' : '',
    model_id: row.modelId,
    bike_type: row.bikeType,
  };
}
