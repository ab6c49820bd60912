import { type PaymentKind, takaToPaisa } from '@best-bikes/contract';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId } from '../../lib/ids';
import { PAYMENT_MESSAGES } from './policy';
import type { BookingRow, PaymentsRepository } from './repository';

/** Why a verified payment could not become a sale; the transaction is rolled back. */
export class SaleRefused extends Error {}

export interface SaleInput {
  bookingId: string;
  transactionId: string;
  method: 'card' | 'checkout';
  provider: 'test' | 'stripe' | 'sandbox' | 'sslcommerz';
  currency: string;
  chargedMinor: number;
  /** The gateway's bank transaction id (hosted checkouts): SSLCommerz refunds name the payment by it. */
  bankTranId?: string | null;
  /** Which checkout choice the charge paid (`paidChoice`): what the deal holds (ADR 0240). */
  paid: { kind: PaymentKind; onlineTaka: number };
  at: Date;
  /** The booking's row when the caller has already locked it in this transaction: not read again. */
  locked?: BookingRow;
}

export type SaleResult = { kind: 'settled' | 'already'; paymentId: string };

/**
 * Turns a verified payment into a sale, inside the caller's transaction: records the payment,
 * marks the booking Paid and the bike Sold. The booking row is locked first, so two payments for
 * one booking take turns; unique indexes (one payment per transaction, per booking and per bike)
 * back that up. The same transaction again is answered 'already' and changes nothing.
 * Throws SaleRefused when the bike cannot be sold to this booking; the caller must roll back (the
 * transaction may already be aborted by a refused write).
 */
export async function settleSale(tx: PaymentsRepository, input: SaleInput): Promise<SaleResult> {
  const booking = input.locked?.id === input.bookingId ? input.locked : await tx.lockBooking(input.bookingId);
  if (!booking) throw new SaleRefused('No such order.');
  const existing = await tx.findPaymentByBooking(booking.id);
  if (existing) {
    if (existing.transactionId === input.transactionId) return { kind: 'already', paymentId: existing.id };
    throw new SaleRefused(PAYMENT_MESSAGES.alreadyPaid);
  }
  // No savepoint around the two writes that a unique index can refuse: a refusal ends the sale, and
  // every caller rolls the whole transaction back on SaleRefused, so nothing after it runs in the
  // aborted transaction (two round trips each saved, ADR 0448).
  let paid: boolean;
  try {
    // A lapsed booking taken back may collide with a newer booking of the bike.
    paid = await tx.markBookingPaid(booking.id, input.at);
  } catch (err) {
    if (isUniqueViolation(err)) throw new SaleRefused('Someone else has booked this bike in the meantime.');
    throw err;
  }
  if (!paid) throw new SaleRefused(PAYMENT_MESSAGES.alreadyPaid);
  // The choice was read from the charge against this booking's price; a price changed since is no sale.
  if (
    input.paid.onlineTaka <= 0 ||
    input.paid.onlineTaka > booking.price ||
    (input.paid.kind === 'full') !== (input.paid.onlineTaka === booking.price)
  ) {
    throw new SaleRefused(PAYMENT_MESSAGES.wrongAmount);
  }
  if (!(await tx.bikes.sell(booking.productId))) throw new SaleRefused('This bike is no longer for sale.');
  const paymentId = newId();
  try {
    await tx.insertPayment({
      id: paymentId,
      transactionId: input.transactionId,
      bookingId: booking.id,
      productId: booking.productId,
      buyerId: booking.buyerId,
      sellerId: booking.sellerId,
      amount: booking.price,
      currency: input.currency,
      chargedMinor: input.chargedMinor,
      method: input.method,
      provider: input.provider,
      createdAt: input.at,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new SaleRefused('This payment has already been recorded.');
    throw err;
  }
  // The sale opens its deal: what was paid online (the price or the deposit, ADR 0240) is held
  // until the handover (ADR 0140); the rest of a deposit deal is paid to the seller in person.
  await tx.openDeal({
    bookingId: booking.id,
    paymentId,
    productId: booking.productId,
    buyerId: booking.buyerId,
    sellerId: booking.sellerId,
    pricePaisa: takaToPaisa(booking.price),
    heldPaisa: takaToPaisa(input.paid.onlineTaka),
    paymentKind: input.paid.kind,
    provider: input.provider,
    providerRef: input.transactionId,
    bankTranId: input.bankTranId ?? null,
    currency: input.currency,
    chargedMinor: input.chargedMinor,
    at: input.at,
  });
  await tx.notify({ kind: 'payment-received', paymentId });
  return { kind: 'settled', paymentId };
}
