import { depositTaka, type PaymentKind, takaToPaisa } from '@best-bikes/contract';
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
  noDeposit: 'A deposit cannot be paid for this bike. Pay the full price.',
} as const;

/** Why an intent does not pay for a booking (its message is `PAYMENT_MESSAGES[reason]`). */
type IntentRefusal = 'unknownIntent' | 'otherBooking' | 'notSucceeded' | 'wrongAmount';
export type IntentVerdict =
  | { ok: true; paid: { kind: PaymentKind; onlineTaka: number } }
  | { ok: false; reason: IntentRefusal };

/**
 * Which of the two checkout choices a charge pays (ADR 0240): the server asked the provider for
 * exactly one of two amounts, the full price or the deposit (`depositTaka`), so the amount charged
 * says which. `minorOf` turns whole Taka into the charge's minor units (paisa, or USD cents at the
 * checkout's rate). Null when the charge is neither (then it is not a payment of this booking).
 */
export function paidChoice(
  priceTaka: number,
  depositPercent: number,
  chargedMinor: number,
  minorOf: (taka: number) => number = takaToPaisa,
): { kind: PaymentKind; onlineTaka: number } | null {
  if (chargedMinor === minorOf(priceTaka)) return { kind: 'full', onlineTaka: priceTaka };
  const deposit = depositTaka(priceTaka, depositPercent);
  if (deposit !== null && chargedMinor === minorOf(deposit)) return { kind: 'deposit', onlineTaka: deposit };
  return null;
}

/**
 * A provider's intent pays for a booking only when it succeeded, was made for this booking, and
 * charged exactly the booking's price in paisa (BDT), or exactly its deposit (ADR 0240).
 */
export function verifyIntent(
  intent: { status: string; amount: number; currency: string; bookingId: string | null } | null,
  booking: { id: string; price: number },
  depositPercent = 0,
): IntentVerdict {
  if (!intent) return { ok: false, reason: 'unknownIntent' };
  if (intent.bookingId !== booking.id) return { ok: false, reason: 'otherBooking' };
  if (intent.status !== 'succeeded') return { ok: false, reason: 'notSucceeded' };
  const paid =
    intent.currency.toLowerCase() === 'bdt' ? paidChoice(booking.price, depositPercent, intent.amount) : null;
  if (!paid) return { ok: false, reason: 'wrongAmount' };
  return { ok: true, paid };
}

/** Receipts and payments are private to the buyer who paid. */
export function ownsPayment(caller: { id: string }, payment: { buyerId: string }): boolean {
  return caller.id === payment.buyerId;
}
