import type { Product, ReportCreate } from '@best-bikes/contract';
import {
  formatDhakaDateTime,
  REASON_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@best-bikes/contract/constants';

/** docs/product.md#entities Report fallbacks for a reporter whose profile lacks them. */
const FALLBACK = { name: 'Unregistered User', image: 'No Image Added', role: 'No Role Found' } as const;

/** docs/product.md#entities's Report payload from a bike card and the signed-in reporter. */
export function reportPayload(
  product: Product,
  reporter: { name: string; email: string; image: string | null; role: string } | null,
  why: { reason: ReportReason; reasonText?: string },
  now: Date = new Date(),
): ReportCreate {
  return {
    productDataBaseId: product._id,
    reason: why.reason,
    ...(why.reasonText ? { reasonText: why.reasonText } : {}),
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

/**
 * docs/product.md#errors report wording, in English; the pages show it translated (`i18n._`, declared in
 * lib/i18n/app-messages.ts). The wordings with a value in them are written where they are shown.
 */
export const REPORT_COPY = {
  notAdded: 'Report Not Added. Try Again Properly',
  empty: 'No Report Available',
  deleted: 'Report Deleted Successfully',
  deleteFailed: 'Can not Delete Report. Try Again',
} as const;

/** The Report dialog's choices, in the order it shows them. */
export const REASON_CHOICES = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** What the Report dialog refuses before sending (the server checks the same). */
export function reportReasonErrors(
  reason: ReportReason | null,
  text: string,
): { choice?: string; text?: string } {
  if (!reason) return { choice: REASON_MESSAGES.reasonRequired };
  if (reason === 'other' && text.trim().length < 3) return { text: REASON_MESSAGES.reasonTextRequired };
  return {};
}

/** What the Remove listing dialog refuses before sending. */
export function removalReasonError(text: string): { text?: string } {
  return text.trim().length < 5 ? { text: REASON_MESSAGES.removalReasonRequired } : {};
}
