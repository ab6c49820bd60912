import { describe, expect, it } from 'vitest';
import { BOOKING_COPY } from './copy';

describe('booking copy', () => {
  it("keeps SPEC's wording", () => {
    expect(BOOKING_COPY.booked('Bithi', 'FZ-S V3')).toBe('Congratulations!! Bithi You have Booked FZ-S V3');
    expect(BOOKING_COPY.ordersPending('Bithi', 2)).toBe('Bithi You Have 2 Orders Pending');
    expect(BOOKING_COPY.alreadyBooked).toBe('Already Booked.. Try To Book Other Bike');
    expect(BOOKING_COPY.noOrders).toBe('You Have Not Booked Any Bikes Yet..');
  });
});
