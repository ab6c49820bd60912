/** Why a bike is reported (docs/product.md#seller-and-admin-tools). Order matters: it is the order the Report dialog shows. */
export const REPORT_REASONS = [
  'fake-or-scam',
  'wrong-details',
  'already-sold',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'fake-or-scam': 'Fake or scam',
  'wrong-details': 'Wrong price or details',
  'already-sold': 'Already sold',
  offensive: 'Offensive',
  other: 'Other',
};

/** The admin tables' sort orders (server-side). */
export const ACCOUNT_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];
export const REPORTED_SORTS = ['latest', 'most'] as const;
export type ReportedSort = (typeof REPORTED_SORTS)[number];

/** Rows per page of the admin tables, unless the caller asks for another size (5–50). */
export const ADMIN_PAGE_SIZE = 20;

/** What a report or a removal is refused with when its reason is missing. */
export const REASON_MESSAGES = {
  reasonRequired: 'Please choose why you are reporting this bike.',
  reasonTextRequired: 'Please say what is wrong with this listing.',
  removalReasonRequired: 'Please say why the listing is removed (at least 5 characters).',
} as const;
