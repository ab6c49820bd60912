import { type Locale, ROUTES, routePath } from '@best-bikes/contract/constants';
import type { Database } from '../../db/client';
import { type MessageId, type Translator, translator } from '../../lib/i18n';
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
  | { kind: 'booking-released'; bookingId: string }
  | { kind: 'booking-cancelled'; bookingId: string }
  | {
      kind: 'report-resolved';
      productId: string;
      outcome: 'removed' | 'dismissed';
      /** The reports dealt with (they are deleted by then), each told to its reporter. */
      reports: { reportId: string; reporterId: string }[];
    };

/** How long before a Book Now booking ends its buyer is reminded, in hours (the sweep in service.ts). */
export const REMIND_BEFORE_HOURS = 2;
const receiptPath = (transactionId: string) =>
  `${ROUTES.paymentSuccess}?transactionID=${encodeURIComponent(transactionId)}`;

/** What a notification says: its title and body messages, given the recipient's translator. */
type Words = (tr: Translator) => {
  title: [MessageId, Record<string, string>?];
  body: [MessageId, Record<string, string>?];
};

/**
 * The notifications one event makes, one per recipient, keyed so the same event never notifies the
 * same person twice, each written in its recipient's language (ADR 0095). Reads in `db` (the event's
 * own transaction), so it sees what the event wrote.
 */
export async function describe(db: Database, event: NotificationEvent): Promise<NewNotification[]> {
  const row = (
    to: { id: string; locale: Locale },
    subject: string,
    link: string,
    words: Words,
  ): NewNotification => {
    const tr = translator(to.locale);
    const { title, body } = words(tr);
    return {
      id: newId(),
      userId: to.id,
      kind: event.kind,
      eventKey: `${event.kind}:${subject}`,
      title: tr.t(...title),
      body: tr.t(...body),
      link,
    };
  };

  switch (event.kind) {
    case 'booking-made': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      const { booking, bikeName: bike } = f;
      return [
        row(f.buyer, booking.id, ROUTES.myOrders, (tr) => ({
          title: ['booking-made.buyer.title', { bike }],
          body: [
            'booking-made.buyer.body',
            {
              seller: f.seller.name,
              bike,
              price: tr.taka(booking.price),
              until: tr.dateTime(booking.expiresAt),
            },
          ],
        })),
        row(f.seller, booking.id, ROUTES.myProducts, (tr) => ({
          title: ['booking-made.seller.title', { bike }],
          body: [
            'booking-made.seller.body',
            {
              buyer: f.buyer.name,
              bike,
              price: tr.taka(booking.price),
              until: tr.dateTime(booking.expiresAt),
              phone: booking.buyerMobile,
              location: booking.buyerLocation,
            },
          ],
        })),
      ];
    }
    case 'payment-received': {
      const f = await repo.paymentFacts(db, event.paymentId);
      if (!f) return [];
      const { payment, bikeName: bike } = f;
      const transaction = payment.transactionId;
      return [
        row(f.buyer, payment.id, receiptPath(transaction), (tr) => ({
          title: ['payment-received.buyer.title', { bike }],
          body: ['payment-received.buyer.body', { amount: tr.taka(payment.amount), bike, transaction }],
        })),
        row(f.seller, payment.id, ROUTES.myProducts, (tr) => ({
          title: ['payment-received.seller.title', { bike }],
          body: [
            'payment-received.seller.body',
            { buyer: f.buyer.name, amount: tr.taka(payment.amount), bike, transaction },
          ],
        })),
      ];
    }
    case 'booking-expiring': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      const { booking, bikeName: bike } = f;
      return [
        row(f.buyer, booking.id, routePath(ROUTES.payment, { id: booking.id }), (tr) => ({
          title: ['booking-expiring.title', { bike }],
          body: [
            'booking-expiring.body',
            {
              bike,
              until: tr.dateTime(booking.expiresAt),
              hours: tr.number(REMIND_BEFORE_HOURS),
              price: tr.taka(booking.price),
            },
          ],
        })),
      ];
    }
    case 'booking-expired': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      const { booking, bikeName: bike } = f;
      return [
        row(f.buyer, booking.id, routePath(ROUTES.bikeDetails, { id: booking.productId }), () => ({
          title: ['booking-expired.buyer.title', { bike }],
          body: ['booking-expired.buyer.body', { bike }],
        })),
        row(f.seller, booking.id, ROUTES.myProducts, () => ({
          title: ['booking-expired.seller.title', { bike }],
          body: ['booking-expired.seller.body', { buyer: f.buyer.name, bike }],
        })),
      ];
    }
    case 'booking-released': {
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      const { booking, bikeName: bike } = f;
      return [
        row(f.buyer, booking.id, routePath(ROUTES.bikeDetails, { id: booking.productId }), () => ({
          title: ['booking-released.title', { bike }],
          body: ['booking-released.body', { seller: f.seller.name, bike }],
        })),
      ];
    }
    case 'booking-cancelled': {
      // The buyer cancelled their own booking (ADR 0112): the seller hears the bike is free again.
      const f = await repo.bookingFacts(db, event.bookingId);
      if (!f) return [];
      const { booking, bikeName: bike } = f;
      return [
        row(f.seller, booking.id, ROUTES.myProducts, () => ({
          title: ['booking-cancelled.title', { bike }],
          body: ['booking-cancelled.body', { buyer: f.buyer.name, bike }],
        })),
      ];
    }
    case 'report-resolved': {
      // Whoever reported the bike hears what an admin did about it (ADR 0113).
      const p = await repo.productFacts(db, event.productId);
      if (!p) return [];
      const removed = event.outcome === 'removed';
      const link = removed ? ROUTES.bikes : routePath(ROUTES.bikeDetails, { id: p.id });
      const told: NewNotification[] = [];
      for (const { reportId, reporterId } of event.reports) {
        const locale = await repo.localeOf(db, reporterId);
        if (!locale) continue;
        told.push(
          row({ id: reporterId, locale }, reportId, link, () => ({
            title: [removed ? 'report-removed.title' : 'report-dismissed.title', { bike: p.name }],
            body: [removed ? 'report-removed.body' : 'report-dismissed.body', { bike: p.name }],
          })),
        );
      }
      return told;
    }
    case 'seller-verified': {
      const locale = await repo.localeOf(db, event.userId);
      if (!locale) return [];
      return [
        row({ id: event.userId, locale }, event.userId, ROUTES.myProducts, () => ({
          title: ['seller-verified.title'],
          body: ['seller-verified.body'],
        })),
      ];
    }
    case 'listing-removed': {
      const p = await repo.productFacts(db, event.productId);
      if (!p) return [];
      return [
        row({ id: p.sellerId, locale: p.sellerLocale }, p.id, ROUTES.myProducts, () => ({
          title: ['listing-removed.title', { bike: p.name }],
          body: ['listing-removed.body', { bike: p.name, reason: event.reason }],
        })),
      ];
    }
  }
}
