import { takaToPaisa } from '@best-bikes/contract';
/**
 * What makes a card payment count, and who may see a payment. Pure functions with unit tests.
 */

export const PAYMENT_MESSAGES = {
  unknownIntent: 'We could not find this payment.',
  otherBooking: 'This payment is not for this order.',
  notSucceeded: 'This payment has not succeeded.',
  wrongAmount: 'The amount paid does not match the price of this bike.',
  alreadyPaid: 'This order is already paid.',
  notYourReceipt: 'This receipt is not yours.',
  noReceipt: 'No payment with this transaction ID.',
  otherEmail: 'You can only see your own payments.',
} as const;

/** Why an intent does not pay for a booking (its message is `PAYMENT_MESSAGES[reason]`). */
type IntentRefusal = 'unknownIntent' | 'otherBooking' | 'notSucceeded' | 'wrongAmount';
export type IntentVerdict = { ok: true } | { ok: false; reason: IntentRefusal };

/**
 * A provider's intent pays for a booking only when it succeeded, was made for this booking, and
 * charged exactly the booking's price in paisa (BDT).
 */
export function verifyIntent(
  intent: { status: string; amount: number; currency: string; bookingId: string | null } | null,
  booking: { id: string; price: number },
): IntentVerdict {
  if (!intent) return { ok: false, reason: 'unknownIntent' };
  if (intent.bookingId !== booking.id) return { ok: false, reason: 'otherBooking' };
  if (intent.status !== 'succeeded') return { ok: false, reason: 'notSucceeded' };
  if (intent.currency.toLowerCase() !== 'bdt' || intent.amount !== takaToPaisa(booking.price)) {
    return { ok: false, reason: 'wrongAmount' };
  }
  return { ok: true };
}

/** Receipts and payments are private to the buyer who paid. */
export function ownsPayment(caller: { id: string }, payment: { buyerId: string }): boolean {
  return caller.id === payment.buyerId;
}
