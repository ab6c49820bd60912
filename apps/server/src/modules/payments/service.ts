import {
  formatDhakaDateTime,
  formatMinor,
  type PaymentHistoryItem,
  type PaymentKind,
  type PaymentRecordBody,
  type Receipt,
  splitPrice,
  type TestConfirmBody,
  type TestConfirmResponse,
  takaToPaisa,
} from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import { BadGateway, Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { rendezvous } from '../../lib/rendezvous';
import { type Caller, isOwnEmail } from '../../plugins/access';
import type { BookingsService } from '../bookings';
import { ownsPayment, PAYMENT_MESSAGES, paidChoice, verifyIntent } from './policy';
import { type CardProcessor, hashSecret, intentIdOf, type ProviderIntent } from './providers/card-processor';
import { checkCard } from './providers/cards';
import type { PaymentsRepository, PaymentView } from './repository';
import { SaleRefused, type SaleResult, settleSale } from './settle';

const GATEWAY_NAMES = {
  test: 'Card (test mode)',
  stripe: 'Card (Stripe)',
  sandbox: 'Sandbox gateway',
  sslcommerz: 'SSLCommerz',
} as const;

export interface PaymentsDeps {
  repo: PaymentsRepository;
  bookings: BookingsService;
  processor: CardProcessor;
  log: FastifyBaseLogger;
  /** DEPOSIT_PERCENT (ADR 0240): 0 offers no deposit. */
  depositPercent: number;
  now?: () => Date;
}

const unexpected = (message: string): TestConfirmResponse => ({
  error: { code: 'payment_intent_unexpected_state', message },
});

export function createPaymentsService({
  repo,
  bookings,
  processor,
  log,
  depositPercent,
  now = () => new Date(),
}: PaymentsDeps) {
  /** Settles a card payment the provider reports as succeeded (client call or webhook). */
  async function settleCard(
    intent: ProviderIntent,
    paid: { kind: PaymentKind; onlineTaka: number },
  ): Promise<SaleResult> {
    // This very charge already made its sale (the card confirmation settled it, or the webhook came
    // first): a payment row is final, so that is the answer, without a transaction and the booking's
    // lock. The original client records every payment it confirmed, so this is the usual case.
    const recorded = intent.bookingId ? await repo.findPaymentByBooking(intent.bookingId) : undefined;
    if (recorded?.transactionId === intent.id) return { kind: 'already', paymentId: recorded.id };
    return repo.transaction((tx) =>
      settleSale(tx, {
        bookingId: intent.bookingId ?? '',
        transactionId: intent.id,
        method: 'card',
        provider: processor.kind,
        currency: intent.currency.toUpperCase(),
        chargedMinor: intent.amount,
        paid,
        at: now(),
      }),
    );
  }

  return {
    processor,

    /**
     * POST /create-payment-intent: the amount is the booking's price in paisa, or its deposit when the
     * buyer chose one (ADR 0240), never the body's.
     */
    async createIntent(caller: Caller, bookingId: string, kind: PaymentKind = 'full') {
      const booking = await bookings.payableBooking(caller, bookingId);
      const split = splitPrice(booking.price, depositPercent, kind);
      if (split.kind !== kind) throw new Invalid(PAYMENT_MESSAGES.noDeposit);
      const amount = takaToPaisa(split.onlineTaka);
      let intent: { id: string; clientSecret: string };
      try {
        intent = await processor.createIntent({
          bookingId: booking.id,
          buyerId: caller.id,
          amount,
          currency: 'bdt',
          description: `Best Bikes order ${booking.id}`,
        });
      } catch (err) {
        // The built-in processor's intents are rows in our own database: its failure is ours, and the
        // error handler answers it (503 when the database is down, ADR 0125), not a provider's 502.
        if (processor.kind === 'test') throw err;
        log.error({ err, bookingId: booking.id }, 'card provider could not create a payment intent');
        throw new BadGateway('The card payment service is not answering. Please try again in a minute.');
      }
      if (processor.kind === 'test') await repo.cancelOpenIntents(booking.id, intent.id);
      return {
        clientSecret: intent.clientSecret,
        amount,
        currency: 'bdt',
        provider: processor.kind,
        paymentKind: split.kind,
        dueAtHandover: split.atHandoverTaka,
      };
    },

    /**
     * POST /test-payments/confirm: the test-mode processor charges the card. Like a provider that
     * delivers its webhook at once, a successful charge settles the sale in the same transaction, so
     * a buyer who closes the tab right after paying still owns the bike.
     */
    async confirmTestPayment(caller: Caller, body: TestConfirmBody): Promise<TestConfirmResponse> {
      if (processor.kind !== 'test') throw new NotFound('The test-mode card processor is not in use.');
      const missing: TestConfirmResponse = {
        error: { code: 'resource_missing', message: 'No such payment. Reload the page and try again.' },
      };
      const id = intentIdOf(body.clientSecret);
      if (!id) return missing;
      const check = checkCard(body.card, now());
      // Mistakes in the card details never reach the processor (as with Stripe.js).
      if (!check.ok && !check.charged) return { error: check.error };
      try {
        return await repo.transaction(async (tx) => {
          const intent = await tx.lockIntent(id);
          if (
            intent?.provider !== 'test' ||
            intent.buyerId !== caller.id ||
            intent.clientSecretHash !== hashSecret(body.clientSecret)
          ) {
            return missing;
          }
          if (intent.status === 'succeeded') return unexpected('This payment has already succeeded.');
          if (intent.status === 'canceled') {
            return unexpected('This payment was replaced by a newer one. Reload the page and try again.');
          }
          if (!check.ok) {
            await tx.updateIntent(intent.id, { lastErrorCode: check.error.decline_code ?? check.error.code });
            return { error: check.error };
          }
          const booking = await tx.lockBooking(intent.bookingId);
          const paid = booking ? paidChoice(booking.price, depositPercent, intent.amount) : null;
          if (booking?.state !== 'Active' || booking.expiresAt <= now() || !paid) {
            await tx.updateIntent(intent.id, { status: 'canceled' });
            return unexpected('This booking can no longer be paid. Please book the bike again.');
          }
          await tx.updateIntent(intent.id, {
            status: 'succeeded',
            cardBrand: check.brand,
            cardLast4: check.last4,
            lastErrorCode: null,
          });
          await settleSale(tx, {
            bookingId: booking.id,
            transactionId: intent.id,
            method: 'card',
            provider: 'test',
            currency: 'BDT',
            chargedMinor: intent.amount,
            paid,
            at: now(),
            locked: booking,
          });
          return {
            paymentIntent: {
              id: intent.id,
              status: 'succeeded',
              amount: intent.amount,
              currency: intent.currency,
            },
          };
        });
      } catch (err) {
        if (err instanceof SaleRefused) return unexpected(err.message);
        throw err;
      }
    },

    /**
     * POST /payments: verifies the intent with the provider (succeeded, this booking, this amount)
     * and records the sale once. The same intent again (the SPA after the webhook, a retry)
     * changes nothing and is acknowledged; another payment for a paid order is refused.
     */
    async recordPayment(caller: Caller, body: PaymentRecordBody) {
      const booking = await bookings.ownBooking(caller, body.bookingId);
      const intent = await processor.retrieveIntent(body.transactionId);
      const verdict = verifyIntent(intent, booking, depositPercent);
      if (!verdict.ok) {
        const message = PAYMENT_MESSAGES[verdict.reason];
        // Not succeeded (yet) is a state the buyer can wait out; the rest are a wrong payment.
        throw verdict.reason === 'notSucceeded' ? new Conflict(message) : new Invalid(message);
      }
      try {
        const result = await settleCard(intent!, verdict.paid);
        return {
          acknowledged: true,
          insertedId: result.paymentId,
          message: result.kind === 'already' ? 'Payment already recorded' : 'Payment recorded',
        };
      } catch (err) {
        if (err instanceof SaleRefused) throw new Conflict(err.message);
        throw err;
      }
    },

    /** Stripe's signed webhook: settles succeeded intents even when the buyer's browser never returns. */
    async stripeEvent(type: string, intent: ProviderIntent) {
      const mirror = await repo.findIntent(intent.id);
      if (type === 'payment_intent.payment_failed') {
        if (mirror) await repo.updateIntent(intent.id, { lastErrorCode: 'payment_failed' });
        return;
      }
      if (type !== 'payment_intent.succeeded' || !intent.bookingId) return;
      const booking = await repo.findBooking(intent.bookingId);
      const verdict = booking
        ? verifyIntent(intent, booking, depositPercent)
        : { ok: false as const, reason: 'noBooking' };
      if (!verdict.ok) {
        log.error({ intent: intent.id, reason: verdict.reason }, 'stripe payment does not match its booking');
        return;
      }
      if (mirror) await repo.updateIntent(intent.id, { status: 'succeeded' });
      try {
        await settleCard(intent, verdict.paid);
      } catch (err) {
        if (!(err instanceof SaleRefused)) throw err;
        // Money was taken for a bike we cannot sell: refunded in full through Stripe (ADR 0142).
        log.warn({ intent: intent.id, reason: err.message }, 'paid booking could not be sold: refunding');
        await repo.transaction((tx) =>
          tx.refundUnsold({
            buyerId: booking!.buyerId,
            provider: processor.kind,
            providerRef: intent.id,
            bankTranId: null,
            currency: intent.currency.toUpperCase(),
            chargedMinor: intent.amount,
            // What was charged (the price or the deposit, verified in BDT above) goes back.
            paisa: intent.amount,
            at: now(),
          }),
        );
      }
    },

    /**
     * DELETE /payments/{productId}: the original client "removes" the bought bike from its category. The
     * sale already hid it (state Sold), so this only confirms and records it (docs/product.md#deviation-5). The
     * client sends it together with POST /payments: while the caller's booking of the bike is still
     * unpaid, the answer waits (a few seconds at most) for that payment to commit.
     */
    async delist(caller: Caller, productId: string) {
      return rendezvous(async () => {
        // The booking first: the sale commits the payment and the paid booking together, so a
        // booking already read as paid has its payment visible to the next read.
        const pending = await bookings.holdsUnpaid(caller, productId);
        const payment = await repo.findPaymentByProduct(productId);
        if (payment && ownsPayment(caller, payment)) {
          const product = await repo.productState(productId);
          if (product?.state !== 'Sold') return { settled: true, value: { deletedCount: 0 } };
          if (!payment.delistedAt) await repo.markDelisted(payment.id, now());
          return { settled: true, value: { deletedCount: 1 } };
        }
        return { settled: !pending || payment !== undefined, value: { deletedCount: 0 } };
      }, bookings.confirmWait);
    },

    async history(caller: Caller, email: string): Promise<PaymentHistoryItem[]> {
      if (!isOwnEmail(caller, email)) throw new Forbidden(PAYMENT_MESSAGES.otherEmail);
      const rows = await repo.history(caller.id);
      return rows.map((v) => ({
        _id: v.payment.id,
        photo: v.productImage,
        brand: v.categoryName,
        productName: v.productName,
        price: v.payment.amount,
        sellerName: v.sellerName,
        sellerEmail: v.sellerEmail,
        transactionId: v.payment.transactionId,
        method: v.payment.method,
        currency: v.payment.currency,
        PaidDate: formatDhakaDateTime(v.payment.createdAt),
        paidAt: v.payment.createdAt.toISOString(),
      }));
    },

    async receipt(caller: Caller, transactionId: string): Promise<Receipt> {
      const view = await repo.findView(transactionId);
      if (!view) throw new NotFound(PAYMENT_MESSAGES.noReceipt);
      if (!ownsPayment(caller, view.payment)) throw new Forbidden(PAYMENT_MESSAGES.notYourReceipt);
      return presentReceipt(view);
    },
  };
}

function presentReceipt(v: PaymentView): Receipt {
  return {
    transactionId: v.payment.transactionId,
    buyerName: v.buyerName,
    buyerEmail: v.buyerEmail,
    sellingPrice: v.payment.amount,
    PaidDate: formatDhakaDateTime(v.payment.createdAt),
    paidAt: v.payment.createdAt.toISOString(),
    bikeImage: v.productImage,
    bikeModel: v.productName,
    bikeCompany: v.categoryName,
    buyerLocation: v.checkoutLocation ?? v.bookingLocation,
    currency: v.payment.currency,
    chargedAmount: formatMinor(v.payment.chargedMinor),
    postCode: v.postCode ?? '',
    paymentGateway: GATEWAY_NAMES[v.payment.provider],
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
