import { describe, expect, it } from 'vitest';
import { PAYMENT_COPY } from './copy';

describe('payment copy', () => {
  it("keeps SPEC's wording", () => {
    expect(PAYMENT_COPY.heading('Yamaha', 'FZ-S V3')).toBe('Payment For Yamaha FZ-S V3');
    expect(PAYMENT_COPY.youHaveToPay('Bithi', '1,50,000')).toBe('Bithi, You have to pay 1,50,000 Taka');
    expect(PAYMENT_COPY.success('Bithi', 'Yamaha', 'FZ-S V3')).toBe(
      'Bithi Your Payment is Successful for Yamaha FZ-S V3',
    );
    expect(PAYMENT_COPY.completePayments(3)).toBe('Complete Payments 3');
    expect(PAYMENT_COPY.removeFailed('FZ-S V3')).toBe('Can not Remove Product FZ-S V3');
    expect(PAYMENT_COPY.noUrl).toBe('Can not get the URL.. Something Wrong Happened');
    expect(PAYMENT_COPY.failed).toBe('Payment Cancelled... Something Went Wrong');
  });
});
