import { formatDhakaDateTime, formatTaka, ROUTES, routePath } from '@best-bikes/contract/constants';
import type { Database } from '../../db/client';
import { newId } from '../../lib/ids';
import { type NewNotification, notificationsRepository as repo } from './repository';

/** What happened, named by ids only: the notification's words are read from the database. */
export type NotificationEvent =
  | { kind: 'booking-made'; bookingId: string }
  | { kind: 'payment-received'; paymentId: string }
  | { kind: 'booking-expiring'; bookingId: string }
  | { kind: 'booking-expired'; bookingId: string }
  | { kind: 'seller-verified'; userId: string }
  | { kind: 'listing-removed'; productId: string; reason: string }
  | { kind: 'booking-released'; bookingId: string };

const taka = (n: number) => `${formatTaka(n)} Taka`;
const receiptPath = (transactionId: string) =>
  `${ROUTES.paymentSuccess}?transactionID=${encodeURIComponent(transactionId)}`;

/**
 * The notifications one event makes, one per recipient, keyed so the same event never notifies the
 * same person twice. Reads in `db` (the event's own transaction), so it sees what the event wrote.
 */
export async function describe(db: Database, event: NotificationEvent): Promise<NewNotification[]> {
  const row = (
    userId: string,
    subject: string,
    n: Pick<NewNotification, 'title' | 'body' | 'link'>,
  ): NewNotification => ({
    id: newId(),
    userId,
    kind: event.kind,
    eventKey: `${event.kind}:${subject}`,
    ...n,
  });

  switch (event.kind) {
    case 'booking-made': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      const until = formatDhakaDateTime(f.booking.expiresAt);
      return [
        row(f.buyer.id, f.booking.id, {
          title: `You booked ${f.bikeName}`,
          body: `${f.seller.name} holds ${f.bikeName} for you at ${taka(f.booking.price)} until ${until}. Pay before then from My Orders.`,
          link: ROUTES.myOrders,
        }),
        row(f.seller.id, f.booking.id, {
          title: `${f.bikeName} was booked`,
          body: `${f.buyer.name} booked ${f.bikeName} at ${taka(f.booking.price)} until ${until}. Phone ${f.booking.buyerMobile}, ${f.booking.buyerLocation}.`,
          link: ROUTES.myProducts,
        }),
      ];
    }
    case 'payment-received': {
      const f = await repo.paymentFacts(db, event.paymentId);
      if (!f) return [];
      const amount = taka(f.payment.amount);
      return [
        row(f.buyer.id, f.payment.id, {
          title: `Payment received for ${f.bikeName}`,
          body: `We received ${amount} for ${f.bikeName} (transaction ${f.payment.transactionId}). Your receipt is on the link below.`,
          link: receiptPath(f.payment.transactionId),
        }),
        row(f.seller.id, f.payment.id, {
          title: `${f.bikeName} is sold`,
          body: `${f.buyer.name} paid ${amount} for ${f.bikeName} (transaction ${f.payment.transactionId}).`,
          link: ROUTES.myProducts,
        }),
      ];
    }
    case 'booking-expiring': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      return [
        row(f.buyer.id, f.booking.id, {
          title: `Your booking of ${f.bikeName} ends soon`,
          body: `Your booking of ${f.bikeName} ends at ${formatDhakaDateTime(f.booking.expiresAt)}, in less than 2 hours. Pay ${taka(f.booking.price)} before then to keep it.`,
          link: routePath(ROUTES.payment, { id: f.booking.id }),
        }),
      ];
    }
    case 'booking-expired': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      return [
        row(f.buyer.id, f.booking.id, {
          title: `Your booking of ${f.bikeName} has expired`,
          body: `Your booking of ${f.bikeName} ended unpaid. If it is still available you can book it again.`,
          link: routePath(ROUTES.bikeDetails, { id: f.booking.productId }),
        }),
        row(f.seller.id, f.booking.id, {
          title: `The booking of ${f.bikeName} expired`,
          body: `${f.buyer.name} did not pay for ${f.bikeName} in time. It is offered to buyers again.`,
          link: ROUTES.myProducts,
        }),
      ];
    }
    case 'booking-released': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      return [
        row(f.buyer.id, f.booking.id, {
          title: `Your booking of ${f.bikeName} was released`,
          body: `${f.seller.name} released your unpaid booking of ${f.bikeName}, so it is offered to other buyers again. If it is still available you can book it again.`,
          link: routePath(ROUTES.bikeDetails, { id: f.booking.productId }),
        }),
      ];
    }
    case 'seller-verified':
      return [
        row(event.userId, event.userId, {
          title: 'Your seller account is verified',
          body: 'An admin verified your seller account: your bikes now show the verified badge to buyers.',
          link: ROUTES.myProducts,
        }),
      ];
    case 'listing-removed': {
      const p = await repo.productFacts(db, event.productId);
      if (!p) return [];
      return [
        row(p.sellerId, p.id, {
          title: `An admin removed ${p.name}`,
          body: `An admin removed your listing ${p.name}. Reason: ${event.reason}`,
          link: ROUTES.myProducts,
        }),
      ];
    }
  }
}
