import type { AuditAction } from '@best-bikes/contract';

/** How each audit action reads in the log, in English (the page shows them translated: `i18n._`). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'seller.verify': 'Verified seller',
  'seller.delete': 'Deleted seller',
  'buyer.delete': 'Deleted buyer',
  'report.delete': 'Deleted report',
  'user.makeAdmin': 'Made Admin',
  'listing.remove': 'Removed reported listing',
  'report.dismiss': 'Dismissed reports',
  'user.revokeAdmin': 'Revoked admin',
  'dispute.resolve': 'Resolved a deal dispute',
  'payout.batch': 'Made a bank payout batch',
  'payout.reference': 'Recorded a payout reference',
  'payout.bkashTrx': 'Recorded a bKash transaction ID',
  'payout.bkashSend': 'Sent a payout with bKash',
};

const DETAIL_LABELS: Record<string, string> = {
  sessionsEnded: 'sessions ended',
  bookingsCancelled: 'bookings cancelled',
  bikesReleased: 'booked bikes back on sale',
  listingsWithdrawn: 'bikes withdrawn',
  reports: 'reports closed',
  payouts: 'payouts in the batch',
};

/**
 * The details worth a line, e.g. '2 bikes withdrawn, 1 bookings cancelled'; ids are left out.
 * `translate` and `number` put the labels and figures in the page's language.
 */
export function describeDetails(
  details: Record<string, unknown>,
  translate: (english: string) => string = (english) => english,
  number: (value: number) => string = String,
): string {
  return Object.entries(details)
    .filter(([key, value]) => key in DETAIL_LABELS && typeof value === 'number' && value > 0)
    .map(([key, value]) => `${number(value as number)} ${translate(DETAIL_LABELS[key] as string)}`)
    .join(', ');
}
