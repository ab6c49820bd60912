import type { Product, ReportCreate } from '@best-bikes/contract';
import { formatDhakaDateTime } from '@best-bikes/contract/constants';

/** SPEC §3 Report fallbacks for a reporter whose profile lacks them. */
const FALLBACK = { name: 'Unregistered User', image: 'No Image Added', role: 'No Role Found' } as const;

/** SPEC §3's Report payload from a bike card and the signed-in reporter. */
export function reportPayload(
  product: Product,
  reporter: { name: string; email: string; image: string | null; role: string } | null,
  now: Date = new Date(),
): ReportCreate {
  return {
    productDataBaseId: product._id,
    productName: product.product_name,
    brandName: product.category_name,
    productImage: product.img,
    location: product.location,
    sellingPrice: product.resale_price,
    years_use: product.years_of_use,
    product_posted_date: product.posted_date,
    report_posted_date: formatDhakaDateTime(now),
    sellerName: product.seller_name,
    sellerEmail: product.email,
    sellerMobileNumber: product.mobile,
    category_id: product.category_id,
    productCondition: product.condition,
    reporterName: reporter?.name || FALLBACK.name,
    reporterImage: reporter?.image || FALLBACK.image,
    reporterEmail: reporter?.email ?? '',
    reporterRole: reporter?.role || FALLBACK.role,
  };
}

/** SPEC §8 report wording. */
export const REPORT_COPY = {
  added: (product: string) => ({ title: 'Good', text: `Your Report For ${product} has been added.` }),
  notAdded: 'Report Not Added. Try Again Properly',
  count: (n: number) => `${n} Reports Found`,
  empty: 'No Report Available',
  deleted: 'Report Deleted Successfully',
  deleteFailed: 'Can not Delete Report. Try Again',
} as const;
