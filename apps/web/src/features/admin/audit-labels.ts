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
  'conversation.read': 'Read a reported conversation',
  'chassis.stolenBlocked': 'Tried to list a stolen chassis',
  'chassis.stolenAdd': 'Listed a chassis as stolen',
  'chassis.stolenRemove': 'Took a chassis off the stolen list',
  'chassis.release': 'Published a held listing',
  'chassis.refuse': 'Refused a held listing',
  'papers.approve': 'Approved a listing’s papers',
  'papers.refuse': 'Refused a listing’s papers',
  'chassis.kmRollback': 'Listed fewer kilometres than before',
};

/** Each detail's words for one and for more than one (Bangla reads the same for both). */
const DETAIL_LABELS: Record<string, readonly [one: string, other: string]> = {
  sessionsEnded: ['session ended', 'sessions ended'],
  bookingsCancelled: ['booking cancelled', 'bookings cancelled'],
  bikesReleased: ['booked bike back on sale', 'booked bikes back on sale'],
  listingsWithdrawn: ['bike withdrawn', 'bikes withdrawn'],
  reports: ['report closed', 'reports closed'],
  payouts: ['payout in the batch', 'payouts in the batch'],
};

/**
 * The details worth a line, e.g. '2 bikes withdrawn, 1 booking cancelled'; ids are left out.
 * `translate` and `number` put the labels and figures in the page's language.
 */
export function describeDetails(
  details: Record<string, unknown>,
  translate: (english: string) => string = (english) => english,
  number: (value: number) => string = String,
): string {
  return Object.entries(details)
    .filter(([key, value]) => key in DETAIL_LABELS && typeof value === 'number' && value > 0)
    .map(([key, value]) => {
      const [one, other] = DETAIL_LABELS[key] as readonly [string, string];
      return `${number(value as number)} ${translate(value === 1 ? one : other)}`;
    })
    .join(', ');
}
