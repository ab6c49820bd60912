import { plural, t } from '@lingui/core/macro';

/**
 * product.md's wording for booking and My Orders, exactly (§2, §8), in the reader's language: each text is
 * made when read (getters and functions), so it follows a change of language.
 */
export const BOOKING_COPY = {
  booked: (name: string, product: string) => t`Congratulations!! ${name} You have Booked ${product}`,
  get visitOrders() {
    return t`Visit My Orders Page to see your bookings`;
  },
  get alreadyBooked() {
    return t`Already Booked.. Try To Book Other Bike`;
  },
  get cannotProceed() {
    return t`Can not Proceed Booking`;
  },
  /** `n` already formatted for the reader; `count` picks the plural. */
  ordersPending: (name: string, n: string, count: number) =>
    plural(count, {
      one: `${name}, you have ${n} order pending`,
      other: `${name}, you have ${n} orders pending`,
    }),
  get noOrders() {
    return t`You Have Not Booked Any Bikes Yet..`;
  },
  payBy: (when: string) =>
    t`Pay by ${when} (Dhaka time), or the booking lapses and the bike is offered again.`,
};
