/** SPEC's wording for booking and My Orders, exactly (§2, §8). */
export const BOOKING_COPY = {
  booked: (name: string, product: string) => `Congratulations!! ${name} You have Booked ${product}`,
  visitOrders: 'Visit My Orders Page to see your bookings',
  alreadyBooked: 'Already Booked.. Try To Book Other Bike',
  cannotProceed: 'Can not Proceed Booking',
  ordersPending: (name: string, n: number) => `${name} You Have ${n} Orders Pending`,
  noOrders: 'You Have Not Booked Any Bikes Yet..',
  payBy: (when: string) =>
    `Pay by ${when} (Dhaka time), or the booking lapses and the bike is offered again.`,
} as const;
