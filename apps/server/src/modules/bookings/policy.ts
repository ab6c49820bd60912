import type { Caller } from '../../plugins/access';
/**
 * Who may book what, and whose orders one may read. Pure functions: the service feeds them rows
 * and turns their answers into responses or typed errors.
 */

export const MESSAGES = {
  ownBike: 'This is your own bike.',
  notAvailable: 'This bike is not available.',
  sold: 'This bike has already been sold.',
  alreadyBooked: 'This bike is already booked.',
  alreadyYours: 'You have already booked this bike.',
  limit: (max: number) =>
    `You already have ${max} active bookings. Pay for one or wait until one expires before booking another.`,
  notYourOrder: 'This order is not yours.',
  otherEmail: 'You can only see your own orders.',
  noOrder: 'No such order.',
  notBookedByYou: 'This bike is not booked by you.',
  alreadyPaid: 'This order is already paid.',
  checkoutEnded: 'This checkout has already ended and the bike is offered again.',
  bookingEnded: 'This booking has already ended and the bike is offered again.',
  notYourBike: 'Only the seller of this bike can release its booking.',
  nothingToRelease: 'This bike has no unpaid booking to release.',
  paidCannotRelease: 'This bike has been paid for, so its booking cannot be released.',
  /** The buyer opened the payment page a moment ago: their payment may be on its way. */
  buyerPaying: (from: string) =>
    `The buyer is paying for this bike right now. If the payment does not arrive, you can release the booking from ${from}.`,
} as const;

export type BookingDecision =
  | { kind: 'allow' }
  /** The caller may never book this bike (403). */
  | { kind: 'forbidden'; message: string }
  /** A booking rule says no right now (product.md: 200 `acknowledged: false` with the message). */
  | { kind: 'refused'; message: string };

export interface BookingFacts {
  product: { state: 'Available' | 'Booked' | 'Sold' | 'Withdrawn' | 'Held'; sellerId: string };
  /** The caller's bookings that are still waiting for payment. */
  activeBookings: number;
  maxActiveBookings: number;
}

export function bookingDecision(caller: Caller, facts: BookingFacts): BookingDecision {
  if (facts.product.sellerId === caller.id) return { kind: 'forbidden', message: MESSAGES.ownBike };
  if (facts.product.state === 'Sold') return { kind: 'refused', message: MESSAGES.sold };
  if (facts.product.state === 'Withdrawn' || facts.product.state === 'Held')
    return { kind: 'refused', message: MESSAGES.notAvailable };
  if (facts.activeBookings >= facts.maxActiveBookings) {
    return { kind: 'refused', message: MESSAGES.limit(facts.maxActiveBookings) };
  }
  // 'Booked' is left to the unique index: the insert decides, so a stale read cannot let two in.
  return { kind: 'allow' };
}

/** Orders are private to their buyer. */
export function ownsOrder(caller: Pick<Caller, 'id'>, order: { buyerId: string }): boolean {
  return order.buyerId === caller.id;
}
