import { randomBytes } from 'node:crypto';
import type { CheckoutBody, CheckoutResponse } from '@best-bikes/contract';
import { formatMinor, ROUTES, splitPrice, takaToPaisa, takaToUsdCents } from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import { BadGateway, Conflict, Invalid, NotFound } from '../../lib/errors';
import type { Caller } from '../../plugins/access';
import type { BookingsService } from '../bookings';
import { PAYMENT_MESSAGES, paidChoice } from './policy';
import {
  type CallbackFields,
  type CheckoutGateway,
  checkValidation,
  SIGNED_FAILURE_FIELDS,
  SIGNED_SUCCESS_FIELDS,
} from './providers/gateway';
import type { CheckoutRow, PaymentsRepository } from './repository';
import { SaleRefused, settleSale } from './settle';

/** Where our callbacks live; the gateway posts (or the sandbox redirects) the browser here. */
const CALLBACK_PATHS = {
  success: '/api/checkout/success',
  fail: '/api/checkout/fail',
  cancel: '/api/checkout/cancel',
  ipn: '/api/checkout/ipn',
} as const;

const FAILURE_STATUSES = new Set(['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED']);

/**
 * The post code the card service is given when the buyer gave none (ADR 0180): it requires one, and
 * nothing is delivered, so Dhaka GPO's stands in. The session keeps what the buyer typed ('' if nothing).
 */
export const GATEWAY_POST_CODE_FALLBACK = '1000';

export type CallbackKind = 'success' | 'fail' | 'cancel' | 'ipn';

export interface CheckoutDeps {
  repo: PaymentsRepository;
  bookings: BookingsService;
  gateway: CheckoutGateway;
  baseUrl: string;
  usdBdtRate: number;
  /** DEPOSIT_PERCENT (ADR 0240): 0 offers no deposit. */
  depositPercent: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Whole Taka in a checkout's own minor units: paisa, or US cents at the rate it was started with. */
function minorIn(session: Pick<CheckoutRow, 'currency' | 'usdBdtRate'>) {
  return (taka: number) =>
    session.currency === 'USD' && session.usdBdtRate
      ? takaToUsdCents(taka, session.usdBdtRate)
      : takaToPaisa(taka);
}

export function createCheckoutService({
  repo,
  bookings,
  gateway,
  baseUrl,
  usdBdtRate,
  depositPercent,
  log,
  now = () => new Date(),
}: CheckoutDeps) {
  /** Which choice a checkout's amount pays, the full price or the deposit (ADR 0240); null if neither. */
  const choiceOf = (session: CheckoutRow) =>
    paidChoice(session.taka, depositPercent, session.amountMinor, minorIn(session));

  /** What a checkout took, in the ledger's Taka paisa: the price or the deposit. */
  function paidPaisa(session: CheckoutRow): number {
    const choice = choiceOf(session);
    if (choice) return takaToPaisa(choice.onlineTaka);
    // An amount that is neither (the deposit percentage changed meanwhile): its share of the price.
    return Math.floor((takaToPaisa(session.taka) * session.amountMinor) / minorIn(session)(session.taka));
  }

  const successPage = (tranId: string) =>
    `${ROUTES.paymentSuccess}?transactionID=${encodeURIComponent(tranId)}`;
  const failPage = ROUTES.paymentFail;
  // The sandbox lives on our origin; SSLCommerz needs absolute addresses to send the buyer back.
  const callbackUrl = (path: string) => (gateway.name === 'sandbox' ? path : `${baseUrl}${path}`);

  /** A pending checkout ends without a sale; its own hold on the bike is released. */
  async function close(session: CheckoutRow, state: 'Failed' | 'Cancelled') {
    const moved = await repo.closeCheckout(session.id, state);
    if (moved && session.ownHold) await bookings.release(session.bookingId);
    return moved;
  }

  /** Money the gateway took for a checkout that could not become a sale goes back, once. */
  async function refundUnsoldCheckout(tranId: string, extra: { valId: string; bankTranId: string | null }) {
    const { bankTranId } = extra;
    await repo.transaction(async (tx) => {
      const session = await tx.lockCheckout(tranId);
      if (!session) return;
      // Already a sale (a concurrent callback won): nothing to give back. A second callback of an
      // unsold checkout finds its refund by key and starts nothing new.
      if (session.state === 'Paid') return;
      // What the gateway validated, kept on the checkout: the refund names the payment by it.
      await tx.recordValidation(session.id, extra);
      await tx.refundUnsold({
        buyerId: session.buyerId,
        provider: gateway.name,
        providerRef: session.id,
        bankTranId,
        currency: session.currency,
        chargedMinor: session.amountMinor,
        paisa: paidPaisa(session),
        at: now(),
      });
    });
  }

  /** A validated payment becomes a sale (idempotent: a second callback finds it Paid). */
  async function complete(tranId: string, extra: { valId: string; bankTranId: string | null }) {
    try {
      await repo.transaction(async (tx) => {
        // The booking is locked before the checkout, the order expiry takes them in (it expires the
        // booking, then closes its checkouts). Checkout first deadlocked on PostgreSQL when a success
        // callback met the expiry of its hold (test/races.int.test.ts). A checkout's booking never
        // changes, so reading it unlocked first is safe.
        const unlocked = await tx.findCheckout(tranId);
        if (!unlocked) throw new SaleRefused('No such checkout.');
        await tx.lockBooking(unlocked.bookingId);
        const session = await tx.lockCheckout(tranId);
        if (!session) throw new SaleRefused('No such checkout.');
        if (session.state === 'Paid') return;
        // What the gateway validated, kept on the checkout: the refund names the payment by it.
        await tx.recordValidation(session.id, extra);
        if (session.state !== 'Pending') throw new SaleRefused(`checkout is ${session.state}`);
        const paid = choiceOf(session);
        if (!paid) throw new SaleRefused(PAYMENT_MESSAGES.wrongAmount);
        await tx.closeCheckout(session.id, 'Paid', { valId: extra.valId, bankTranId: extra.bankTranId });
        await settleSale(tx, {
          bookingId: session.bookingId,
          transactionId: session.id,
          method: 'checkout',
          provider: gateway.name,
          currency: session.currency,
          chargedMinor: session.amountMinor,
          bankTranId: extra.bankTranId,
          paid,
          at: now(),
        });
      });
      return true;
    } catch (err) {
      if (!(err instanceof SaleRefused)) throw err;
      // The gateway took the money but the bike cannot be sold: refunded in full through it (ADR 0142).
      log.warn({ tranId, reason: err.message }, 'validated checkout could not be sold: refunding');
      await refundUnsoldCheckout(tranId, extra);
      return false;
    }
  }

  async function onSuccess(fields: CallbackFields): Promise<boolean> {
    if (!gateway.verifyCallback(fields, SIGNED_SUCCESS_FIELDS)) {
      log.warn({ tranId: fields.tran_id }, 'checkout callback with a bad signature ignored');
      return false;
    }
    const session = await repo.findCheckout(fields.tran_id ?? '');
    if (!session) return false;
    if (session.state === 'Paid') return true;
    if (session.state !== 'Pending') return false;
    const validation = await gateway.validate(fields.val_id ?? '');
    const verdict = checkValidation(validation, {
      tranId: session.id,
      amountMinor: session.amountMinor,
      currency: session.currency,
    });
    if (!verdict.ok) {
      if (verdict.reason === 'risky') {
        // SSLCommerz flags it: keep the money on hold, do not sell until the shop reviews it.
        await repo.closeCheckout(session.id, 'Held', { valId: validation.valId, riskTitle: verdict.detail });
        log.warn({ tranId: session.id, risk: verdict.detail }, 'risky checkout held for review');
      } else {
        log.warn({ tranId: session.id, reason: verdict.detail }, 'checkout validation refused');
      }
      return false;
    }
    return complete(session.id, { valId: validation.valId, bankTranId: validation.bankTranId });
  }

  async function onFailure(fields: CallbackFields, kind: 'fail' | 'cancel'): Promise<void> {
    if (!gateway.verifyCallback(fields, SIGNED_FAILURE_FIELDS)) {
      log.warn({ tranId: fields.tran_id }, 'checkout callback with a bad signature ignored');
      return;
    }
    if (!FAILURE_STATUSES.has(fields.status ?? '')) return;
    const session = await repo.findCheckout(fields.tran_id ?? '');
    if (session?.state !== 'Pending') return;
    await close(session, kind === 'cancel' || fields.status === 'CANCELLED' ? 'Cancelled' : 'Failed');
  }

  return {
    gateway,

    /** POST /orders: holds the bike, opens a gateway session and answers where the browser goes. */
    async start(caller: Caller, body: CheckoutBody): Promise<CheckoutResponse> {
      const bike = await repo.bikeForCheckout(body.bikeID);
      if (!bike) throw new NotFound('This bike is not available.');
      const kind = body.paymentKind ?? 'full';
      // Refused before the bike is held: no deposit at this price (ADR 0240).
      if (splitPrice(bike.price, depositPercent, kind).kind !== kind)
        throw new Invalid(PAYMENT_MESSAGES.noDeposit);
      const { booking, reused } = await bookings.holdForCheckout(caller, {
        productId: body.bikeID,
        mobile: body.buyerPhone,
        location: body.buyerLocation,
      });
      // The full price, or the deposit the buyer chose (ADR 0240): computed here, never taken from the body.
      const split = splitPrice(booking.price, depositPercent, kind);
      if (split.kind !== kind) throw new Invalid(PAYMENT_MESSAGES.noDeposit);
      const tranId = `BB${randomBytes(12).toString('hex').toUpperCase()}`;
      const amountMinor =
        body.currency === 'USD'
          ? takaToUsdCents(split.onlineTaka, usdBdtRate)
          : takaToPaisa(split.onlineTaka);
      const amount = formatMinor(amountMinor);
      await repo.insertCheckout({
        id: tranId,
        bookingId: booking.id,
        buyerId: caller.id,
        productId: booking.productId,
        gateway: gateway.name,
        currency: body.currency,
        amountMinor,
        taka: booking.price,
        usdBdtRate: body.currency === 'USD' ? usdBdtRate : null,
        postCode: body.postCode ?? '',
        buyerLocation: body.buyerLocation,
        buyerMobile: body.buyerPhone,
        // A hold made for a checkout belongs to the newest checkout of it (an older one is superseded
        // below), so cancelling that one frees the bike; a Book Now booking outlives its checkouts.
        ownHold: booking.channel === 'checkout',
        // The app's clock, as the booking's: a seller's release reads how long ago the buyer started
        // paying (docs/product.md#seller-and-admin-tools), which must not mix two clocks.
        createdAt: now(),
      });
      if (reused) await repo.cancelOpenCheckouts(booking.id, tranId);
      try {
        const { url } = await gateway.startSession({
          tranId,
          amount,
          currency: body.currency,
          product: { name: bike.productName, category: bike.categoryName },
          customer: {
            name: caller.name || caller.email,
            email: caller.email,
            phone: body.buyerPhone,
            address: body.buyerLocation,
            postCode: body.postCode || GATEWAY_POST_CODE_FALLBACK,
          },
          urls: {
            success: callbackUrl(CALLBACK_PATHS.success),
            fail: callbackUrl(CALLBACK_PATHS.fail),
            cancel: callbackUrl(CALLBACK_PATHS.cancel),
            ipn: callbackUrl(CALLBACK_PATHS.ipn),
          },
        });
        return {
          url,
          transactionId: tranId,
          currency: body.currency,
          amount,
          taka: booking.price,
          paymentKind: split.kind,
          dueAtHandover: split.atHandoverTaka,
        };
      } catch (err) {
        log.error({ err, tranId }, 'checkout gateway session failed');
        const session = await repo.findCheckout(tranId);
        if (session) await close(session, 'Failed');
        throw new BadGateway('The payment gateway is not answering. Please try again in a minute.');
      }
    },

    /** Why a caller refused POST /orders is refused, when the bike is their own. */
    ownBikeRefusal: (callerId: string, bikeId: unknown) => bookings.ownBikeRefusal(callerId, bikeId),

    /**
     * POST /orders/{id}/resume: the buyer comes back to a checkout they left (My Orders' Resume). A
     * new gateway session opens for the same hold with what they typed before; the older one is
     * superseded. The hold keeps its end time: resuming does not extend it.
     */
    async resume(caller: Caller, bookingId: string): Promise<CheckoutResponse> {
      const booking = await bookings.payableBooking(caller, bookingId);
      const last = await repo.latestCheckoutOf(booking.id);
      if (!last) throw new Conflict('This order has no checkout to resume. Pay it from My Orders.');
      return this.start(caller, {
        bikeID: booking.productId,
        buyerPhone: last.buyerMobile,
        buyerLocation: last.buyerLocation,
        postCode: last.postCode,
        currency: last.currency,
        paymentKind: choiceOf(last)?.kind ?? 'full',
      });
    },

    /**
     * A gateway callback. Answers the SPA page the browser goes to next. Nothing changes unless the
     * callback is signed, names a pending checkout and (for a payment) the gateway validates it.
     */
    async callback(kind: CallbackKind, fields: CallbackFields): Promise<string> {
      const status = fields.status ?? '';
      if (kind === 'success' || (kind === 'ipn' && (status === 'VALID' || status === 'VALIDATED'))) {
        const paid = await onSuccess(fields);
        return paid ? successPage(fields.tran_id ?? '') : failPage;
      }
      await onFailure(fields, kind === 'cancel' ? 'cancel' : 'fail');
      return failPage;
    },

    /** What the sandbox gateway's hosted page shows; undefined when the checkout does not exist. */
    async sandboxSession(tranId: string) {
      const row = await repo.checkoutSummary(tranId);
      if (!row) return undefined;
      const open = row.checkout.state === 'Pending' && row.bookingState === 'Active';
      return {
        tranId: row.checkout.id,
        open,
        state: row.checkout.state,
        amount: formatMinor(row.checkout.amountMinor),
        currency: row.checkout.currency,
        taka: row.checkout.taka,
        product: `${row.categoryName} ${row.productName}`,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
