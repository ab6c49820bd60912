import { COPY, formatDhakaDateTime, type Report } from '@best-bikes/contract';
import type { ReportRow } from './repository';

/** docs/product.md#entities Report fallbacks, for reporters whose profile lacks them. */
export const REPORT_FALLBACKS = {
  reporterName: 'Unregistered User',
  reporterImage: 'No Image Added',
  reporterRole: 'No Role Found',
  /** The catalogue's fallback for a seller who never set a name (docs/product.md#roles). */
  sellerName: COPY.unnamedUser,
} as const;

/** Maps a stored report, with the bike and the people it joins, to product.md's Report shape. */
export function presentReport(row: ReportRow): Report {
  const p = row.product;
  return {
    _id: row.id,
    productDataBaseId: p.id,
    productName: p.productName,
    brandName: row.categoryName,
    productImage: p.img,
    location: p.district,
    sellingPrice: p.resalePrice,
    years_use: p.yearsOfUse,
    product_posted_date: formatDhakaDateTime(p.postedAt),
    report_posted_date: formatDhakaDateTime(row.createdAt),
    sellerName: row.sellerName || REPORT_FALLBACKS.sellerName,
    sellerEmail: row.sellerEmail,
    sellerMobileNumber: p.mobile,
    category_id: p.categoryId,
    productCondition: p.condition,
    reporterName: row.reporterName || REPORT_FALLBACKS.reporterName,
    reporterImage: row.reporterImage || REPORT_FALLBACKS.reporterImage,
    reporterEmail: row.reporterEmail,
    reporterRole: row.reporterRole || REPORT_FALLBACKS.reporterRole,
    reason: row.reason,
    reasonText: row.reasonText ?? '',
  };
}
