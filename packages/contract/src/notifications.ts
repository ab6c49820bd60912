import { z } from 'zod';

const NOTIFICATION_KIND_VALUES = [
  'booking-made',
  'payment-received',
  'booking-expiring',
  'booking-expired',
  'seller-verified',
  'listing-removed',
  'booking-released',
  'booking-cancelled',
  'report-resolved',
  'papers-checked',
  'listing-held',
  'listing-released',
  'listing-refused',
  'deal-papers-shared',
  'deal-meeting-proposed',
  'deal-meeting-chosen',
  'deal-meeting-reminder',
  'deal-handed-over',
  'deal-completed',
  'deal-cancelled',
  'deal-dispute-opened',
  'deal-dispute-resolved',
  'deal-refunded',
  'saved-search-match',
  'conversation-message',
  'offer-made',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'offer-withdrawn',
] as const;

/**
 * One in-app notification (the same event is also mailed). `link` is a path of the web app. `title`
 * and `body` are written in the recipient's language when it happened (ADR 0095); a notice with
 * `params` is rendered from them in the reader's language when shown (ADR 0182): for
 * `saved-search-match`, `{query, count}` (the saved search's query string, the bikes it matched).
 */
const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KIND_VALUES),
  title: z.string(),
  body: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The caller's latest notifications (newest first, at most 50) and how many are unread in all. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Marks these notifications read; without `ids`, all of the caller's. */
export const markReadBodySchema = z
  .object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100).optional() })
  .default({});
