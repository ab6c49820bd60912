import { type Locale, ROUTES, routePath, toBengaliDigits } from '@best-bikes/contract/constants';
import type { Database } from '../../db/client';
import { type MessageId, type Translator, translator } from '../../lib/i18n';
import { type ModelNameLookup, searchNameIn } from '../../lib/i18n/search-name';
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
  | {
      /** An admin checked a listing's papers (docs/product.md#papers-checked): its seller hears the outcome. */
      kind: 'papers-checked';
      productId: string;
      outcome: 'approved' | 'refused';
      /** Why they were refused; '' when approved. */
      reason: string;
      /** When: one notice per decision (papers may be sent again after a refusal). */
      at: string;
    }
  | {
      /**
       * A listing held for its chassis number (docs/product.md#chassis-register): its seller hears it
       * waits for the shop's check, then that an admin published or refused it (with the reason).
       */
      kind: 'chassis-hold';
      productId: string;
      step: 'held' | 'released' | 'refused';
      /** Why an admin refused it; '' otherwise. */
      reason: string;
    }
  | { kind: 'booking-released'; bookingId: string }
  | { kind: 'booking-cancelled'; bookingId: string }
  | {
      /** A step of a deal (ADR 0140): its other side (or both) hears of it. */
      kind: 'deal';
      dealId: string;
      /** The machine's event type, or a timeline note (`meeting_proposed`, `meeting_chosen`, `meeting_reminder`). */
      step: string;
      actor: 'buyer' | 'seller' | 'admin' | 'system';
      /** What makes a repeated step a new notice (a meeting proposed again, a refund's key, a reminder). */
      ref?: string;
    }
  | {
      /** A saved search's digest went out (ADR 0182): its owner also reads it in the app; no second mail. */
      kind: 'saved-search-match';
      userId: string;
      savedSearchId: string;
      /** The search's stored query string, which the notice is rendered from. */
      query: string;
      /** How many bikes the digest told of. */
      count: number;
      /** The names of the search's models (the catalogue's `modelNamesOf`), for the notice's text. */
      models?: ModelNameLookup;
      /** The digest's time: one notice per digest. */
      at: string;
    }
  | {
      /**
       * A message of a conversation its reader had nothing unread in (docs/product.md#conversations):
       * in-app only, the conversation's digest is the mail. The words come as the reader sees them.
       */
      kind: 'conversation-message';
      userId: string;
      conversationId: string;
      seq: number;
      bike: string;
      sender: string;
      /** The message as its reader sees it (masked when it was masked); '' for a photo or an offer. */
      text: string;
      what: 'text' | 'photo' | 'offer';
    }
  | {
      /** A step of an offer (docs/product.md#offers): `to` is the side that hears of it. */
      kind: 'offer';
      offerId: string;
      event: 'made' | 'countered' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
      to: 'buyer' | 'seller';
    }
  | {
      kind: 'report-resolved';
      productId: string;
      outcome: 'removed' | 'dismissed';
      /** The reports dealt with (they are deleted by then), each told to its reporter. */
      reports: { reportId: string; reporterId: string }[];
    };

/** The conversation an offer was made in (the web's conversation page). */
const conversationPath = (conversationId: string) =>
  `/dashboard/messages/${encodeURIComponent(conversationId)}`;

/** How long before a Book Now booking ends its buyer is reminded, in hours (the sweep in service.ts). */
export const REMIND_BEFORE_HOURS = 2;
const receiptPath = (transactionId: string) =>
  `${ROUTES.paymentSuccess}?transactionID=${encodeURIComponent(transactionId)}`;

/** What a notification says: its title and body messages, given the recipient's translator. */
type Words = (tr: Translator) => {
  title: [MessageId, Record<string, string>?];
  body: [MessageId, Record<string, string>?];
};

/** An amount in paisa as the reader writes taka: whole taka, or with its paisa after the point. */
function paisaText(tr: Translator, paisa: number): string {
  const whole = Math.floor(paisa / 100);
  const rest = paisa % 100;
  if (rest === 0) return tr.taka(whole);
  const decimals = String(rest).padStart(2, '0');
  return tr.t('taka', {
    amount: `${tr.number(whole)}.${tr.locale === 'bn' ? toBengaliDigits(decimals) : decimals}`,
  });
}

type Side = 'buyer' | 'seller';
type DealFacts = NonNullable<Awaited<ReturnType<typeof repo.dealFacts>>>;
type DealWords = (tr: Translator, side: Side) => ReturnType<Words>;

/** Who hears of each step of a deal (the side that did it already knows), and what they read. */
function dealNotice(
  step: string,
  actor: Extract<NotificationEvent, { kind: 'deal' }>['actor'],
  f: DealFacts,
): { kind: string; to: Side[]; words: DealWords } | null {
  const { deal } = f;
  const bike = f.bikeName;
  const other: Side[] = actor === 'buyer' ? ['seller'] : actor === 'seller' ? ['buyer'] : ['buyer', 'seller'];
  switch (step) {
    case 'share_papers':
      return {
        kind: 'deal-papers-shared',
        to: ['buyer'],
        words: (tr) => ({
          title: ['deal-papers-shared.title', { bike }],
          body: [
            'deal-papers-shared.body',
            { seller: f.seller.name, bike, by: tr.dateTime(deal.handoverDueAt) },
          ],
        }),
      };
    case 'meeting_proposed':
      return {
        kind: 'deal-meeting-proposed',
        to: ['buyer'],
        words: (tr) => ({
          title: ['deal-meeting-proposed.title', { seller: f.seller.name, bike }],
          body: [
            'deal-meeting-proposed.body',
            {
              seller: f.seller.name,
              place: deal.meetingPlace ?? '',
              times: (deal.meetingTimes ?? []).map((t) => tr.dateTime(new Date(t))).join(' · '),
            },
          ],
        }),
      };
    case 'meeting_chosen':
      if (!deal.meetingAt) return null;
      return {
        kind: 'deal-meeting-chosen',
        to: ['seller'],
        words: (tr) => ({
          title: ['deal-meeting-chosen.title', { bike }],
          body: [
            'deal-meeting-chosen.body',
            { buyer: f.buyer.name, place: deal.meetingPlace ?? '', at: tr.dateTime(deal.meetingAt!) },
          ],
        }),
      };
    case 'meeting_reminder':
      if (!deal.meetingAt) return null;
      return {
        kind: 'deal-meeting-reminder',
        to: ['buyer', 'seller'],
        words: (tr, side) => {
          const at = tr.dateTime(deal.meetingAt!);
          const owed = deal.pricePaisa - deal.heldPaisa;
          const due = owed > 0 ? tr.t('deal-meeting-reminder.due', { due: paisaText(tr, owed) }) : '';
          return {
            title: ['deal-meeting-reminder.title', { bike, at }],
            body: [
              `deal-meeting-reminder.${side}.body` as MessageId,
              { bike, at, place: deal.meetingPlace ?? '', buyer: f.buyer.name, seller: f.seller.name, due },
            ],
          };
        },
      };
    case 'hand_over':
      return {
        kind: 'deal-handed-over',
        to: other,
        words: (tr, side) => ({
          title: ['deal-handed-over.title', { bike }],
          body: [
            `deal-handed-over.${side}.body` as MessageId,
            {
              bike,
              buyer: f.buyer.name,
              at: tr.dateTime(deal.handedOverAt ?? deal.updatedAt),
              until: deal.inspectionEndsAt ? tr.dateTime(deal.inspectionEndsAt) : '',
            },
          ],
        }),
      };
    case 'inspection_passed':
      return {
        kind: 'deal-completed',
        to: ['buyer', 'seller'],
        words: (tr, side) => ({
          title: ['deal-completed.title', { bike }],
          body: [`deal-completed.${side}.body` as MessageId, { bike, amount: paisaText(tr, payable(deal)) }],
        }),
      };
    case 'buyer_cancel':
    case 'seller_cancel':
    case 'handover_timeout':
      return {
        kind: 'deal-cancelled',
        to: other,
        words: (tr, side) => {
          const why =
            step === 'buyer_cancel'
              ? tr.t('deal-cancelled.why.buyer')
              : step === 'seller_cancel'
                ? tr.t('deal-cancelled.why.seller')
                : tr.t('deal-cancelled.why.timeout', { by: tr.dateTime(deal.handoverDueAt) });
          return {
            title: ['deal-cancelled.title', { bike }],
            body: [
              `deal-cancelled.${side}.body` as MessageId,
              { bike, why, amount: paisaText(tr, deal.heldPaisa) },
            ],
          };
        },
      };
    case 'open_dispute':
      if (!f.dispute) return null;
      return {
        kind: 'deal-dispute-opened',
        to: ['seller'],
        words: (tr) => ({
          title: ['deal-dispute-opened.title', { bike }],
          body: [
            'deal-dispute-opened.body',
            {
              buyer: f.buyer.name,
              bike,
              reason: tr.t(`dispute-reason.${f.dispute!.reason}` as MessageId),
              text: f.dispute!.text,
            },
          ],
        }),
      };
    case 'release':
    case 'refund':
    case 'partial_refund': {
      const dispute = f.dispute;
      if (!dispute?.resolution) return null;
      const refunded = dispute.refundPaisa ?? 0;
      return {
        kind: 'deal-dispute-resolved',
        to: ['buyer', 'seller'],
        words: (tr) => ({
          title: ['deal-dispute-resolved.title', { bike }],
          body: [
            `deal-dispute-resolved.${dispute.resolution!}` as MessageId,
            {
              bike,
              amount: paisaText(tr, refunded),
              rest: paisaText(tr, deal.heldPaisa - refunded),
              reason: dispute.resolutionReason ?? '',
            },
          ],
        }),
      };
    }
    case 'refund_settled':
      if (!f.refund) return null;
      return {
        kind: 'deal-refunded',
        to: ['buyer'],
        words: (tr) => ({
          title: ['deal-refunded.title', { bike }],
          body: [
            'deal-refunded.body',
            {
              bike,
              amount: paisaText(tr, f.refund!.amountPaisa),
              reference: f.refund!.providerRefundId ?? f.refund!.key,
            },
          ],
        }),
      };
    default:
      return null;
  }
}

/** What the seller is owed when a deal completes: the held money less refunds and commission. */
function payable(deal: DealFacts['deal']): number {
  const released = deal.heldPaisa - deal.refundDuePaisa;
  return released - Math.floor((released * deal.commissionBasisPoints) / 10_000);
}

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
      kind: event.kind as NewNotification['kind'],
      eventKey: `${event.kind}:${subject}`,
      title: tr.t(...title),
      body: tr.t(...body),
      link,
    };
  };

  switch (event.kind) {
    case 'deal': {
      const f = await repo.dealFacts(db, event.dealId, event.ref);
      if (!f) return [];
      const notice = dealNotice(event.step, event.actor, f);
      if (!notice) return [];
      const subject = `${event.dealId}:${event.step}${event.ref ? `:${event.ref}` : ''}`;
      return notice.to.map((side) => {
        const to = side === 'buyer' ? f.buyer : f.seller;
        const link = side === 'buyer' ? ROUTES.myOrders : ROUTES.myProducts;
        return {
          ...row(to, subject, link, (tr) => notice.words(tr, side)),
          kind: notice.kind as NewNotification['kind'],
        };
      });
    }
    case 'offer': {
      const f = await repo.offerFacts(db, event.offerId);
      if (!f) return [];
      const { offer, bikeName: bike } = f;
      const to = event.to === 'buyer' ? f.buyer : f.seller;
      // The maker's name for a new offer or a withdrawal, the answerer's for an answer.
      const actor =
        event.event === 'expired'
          ? ''
          : (event.event === 'made' || event.event === 'countered' || event.event === 'withdrawn') ===
              (offer.by === 'buyer')
            ? f.buyer.name
            : f.seller.name;
      const link = conversationPath(offer.conversationId);
      return [
        {
          ...row(to, `${offer.id}:${event.event}`, link, (tr) => {
            const values = {
              bike,
              name: actor,
              amount: paisaText(tr, offer.amountPaisa),
              until: tr.dateTime(offer.bookableUntil ?? offer.expiresAt),
            };
            return {
              title: [`offer-${event.event}.title` as MessageId, values],
              body: [`offer-${event.event}.body` as MessageId, values],
            };
          }),
          kind: `offer-${event.event}` as NewNotification['kind'],
        },
      ];
    }
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
      // A deposit (ADR 0240) says what was paid online and what is paid to the seller in person.
      const deposit = f.deal?.paymentKind === 'deposit' ? f.deal : null;
      const amount = (tr: Translator) =>
        deposit ? paisaText(tr, deposit.heldPaisa) : tr.taka(payment.amount);
      const rest = (tr: Translator) =>
        deposit
          ? tr.t('payment-received.deposit', { rest: paisaText(tr, deposit.pricePaisa - deposit.heldPaisa) })
          : '';
      return [
        row(f.buyer, payment.id, receiptPath(transaction), (tr) => ({
          title: ['payment-received.buyer.title', { bike }],
          body: ['payment-received.buyer.body', { amount: amount(tr), bike, transaction, rest: rest(tr) }],
        })),
        row(f.seller, payment.id, ROUTES.myProducts, (tr) => ({
          title: ['payment-received.seller.title', { bike }],
          body: [
            'payment-received.seller.body',
            { buyer: f.buyer.name, amount: amount(tr), bike, transaction, rest: rest(tr) },
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
    case 'conversation-message': {
      const locale = await repo.localeOf(db, event.userId);
      if (!locale) return [];
      return [
        row(
          { id: event.userId, locale },
          `${event.conversationId}:${event.seq}`,
          routePath(ROUTES.conversation, { id: event.conversationId }),
          (tr) => ({
            title: ['conversation-message.title', { bike: event.bike }],
            body: [
              'conversation-message.body',
              {
                sender: event.sender,
                text:
                  event.what === 'text'
                    ? event.text
                    : tr.t(
                        event.what === 'photo' ? 'conversation-message.photo' : 'conversation-message.offer',
                      ),
              },
            ],
          }),
        ),
      ];
    }
    case 'saved-search-match': {
      const locale = await repo.localeOf(db, event.userId);
      if (!locale) return [];
      const one = event.count === 1;
      const notice = row(
        { id: event.userId, locale },
        `${event.savedSearchId}:${event.at}`,
        `${ROUTES.bikes}${event.query}`,
        (tr) => ({
          title: [
            one ? 'saved-search-match.title.one' : 'saved-search-match.title.many',
            { count: tr.number(event.count) },
          ],
          body: ['saved-search-match.body', { name: searchNameIn(tr, event.query, event.models) }],
        }),
      );
      return [{ ...notice, params: { query: event.query, count: event.count } }];
    }
    case 'papers-checked': {
      const p = await repo.productFacts(db, event.productId);
      if (!p) return [];
      const approved = event.outcome === 'approved';
      return [
        row({ id: p.sellerId, locale: p.sellerLocale }, `${p.id}:${event.at}`, ROUTES.myProducts, () => ({
          title: [approved ? 'papers-approved.title' : 'papers-refused.title', { bike: p.name }],
          body: approved
            ? ['papers-approved.body', { bike: p.name }]
            : ['papers-refused.body', { bike: p.name, reason: event.reason }],
        })),
      ];
    }
    case 'chassis-hold': {
      const p = await repo.productFacts(db, event.productId);
      if (!p) return [];
      const bike = p.name;
      // A released bike links to its page; a held or refused one to My Products, where its seller sees it.
      const link =
        event.step === 'released' ? routePath(ROUTES.bikeDetails, { id: p.id }) : ROUTES.myProducts;
      return [
        {
          ...row({ id: p.sellerId, locale: p.sellerLocale }, `${p.id}:${event.step}`, link, () => ({
            title: [`listing-${event.step}.title` as MessageId, { bike }],
            body: [`listing-${event.step}.body` as MessageId, { bike, reason: event.reason }],
          })),
          kind: `listing-${event.step}` as NewNotification['kind'],
        },
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
