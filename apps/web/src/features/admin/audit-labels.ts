import type { AuditAction } from '@best-bikes/contract';

/** How each audit action reads in the log. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'seller.verify': 'Verified seller',
  'seller.delete': 'Deleted seller',
  'buyer.delete': 'Deleted buyer',
  'report.delete': 'Deleted report',
  'user.makeAdmin': 'Made Admin',
  'listing.remove': 'Removed reported listing',
  'report.dismiss': 'Dismissed reports',
  'user.revokeAdmin': 'Revoked admin',
};

const DETAIL_LABELS: Record<string, string> = {
  sessionsEnded: 'sessions ended',
  bookingsCancelled: 'bookings cancelled',
  bikesReleased: 'booked bikes back on sale',
  listingsWithdrawn: 'bikes withdrawn',
  reports: 'reports closed',
};

/** The details worth a line, e.g. '2 bikes withdrawn, 1 bookings cancelled'; ids are left out. */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([key, value]) => key in DETAIL_LABELS && typeof value === 'number' && value > 0)
    .map(([key, value]) => `${value} ${DETAIL_LABELS[key]}`)
    .join(', ');
}
