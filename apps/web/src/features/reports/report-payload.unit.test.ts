import type { Product } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { REASON_CHOICES, removalReasonError, reportPayload, reportReasonErrors } from './report-payload';

const bike: Product = {
  _id: 'p1',
  category_id: '1',
  category_name: 'Yamaha',
  product_name: 'R15 V3',
  img: '/media/x-1280.webp',
  description: 'Clean',
  location: 'Dhaka',
  mobile: '01712345678',
  original_price: 500000,
  resale_price: 350000,
  years_of_use: 2,
  posted_date: '01-02-2026 10:00 AM',
  posted_at: '2026-01-02T04:00:00.000Z',
  milage: null,
  condition: 'Good',
  seller_name: 'Karim',
  email: 'karim@example.com',
  brand_logo: '/logo.svg',
  status: '',
  availableStatus: 'Available',
  advertiseStatus: '',
  bookingStatus: '',
} as Product;

describe('reportPayload', () => {
  it("maps a bike card and the reporter to product.md's Report fields", () => {
    const payload = reportPayload(
      bike,
      { name: 'Nadia', email: 'n@example.com', image: '/media/n-1280.webp', role: 'Buyer' },
      { reason: 'other', reasonText: 'Asked for money first' },
      new Date('2026-03-05T08:30:00Z'),
    );
    expect(payload).toMatchObject({
      productDataBaseId: 'p1',
      reason: 'other',
      reasonText: 'Asked for money first',
      productName: 'R15 V3',
      brandName: 'Yamaha',
      sellingPrice: 350000,
      years_use: 2,
      sellerMobileNumber: '01712345678',
      report_posted_date: '03-05-2026 02:30 PM',
      reporterName: 'Nadia',
      reporterRole: 'Buyer',
    });
  });

  it("uses product.md's fallbacks for a reporter without name, photo or role", () => {
    const payload = reportPayload(
      bike,
      { name: '', email: 'x@example.com', image: null, role: '' },
      { reason: 'already-sold', reasonText: '' },
    );
    expect(payload).not.toHaveProperty('reasonText');
    expect(payload).toMatchObject({
      reporterName: 'Unregistered User',
      reporterImage: 'No Image Added',
      reporterRole: 'No Role Found',
    });
  });

  it('asks for a reason, and for words of your own with Other; a removal needs 5 characters', () => {
    expect(reportReasonErrors(null, 'anything')).toEqual({
      choice: 'Please choose why you are reporting this bike.',
    });
    expect(reportReasonErrors('other', '  ab ')).toEqual({
      text: 'Please say what is wrong with this listing.',
    });
    expect(reportReasonErrors('other', 'abc')).toEqual({});
    expect(reportReasonErrors('offensive', '')).toEqual({});
    expect(REASON_CHOICES.map((c) => c.label)).toEqual([
      'Fake or scam',
      'Wrong price or details',
      'Already sold',
      'Offensive',
      'Other',
    ]);
    expect(removalReasonError('spam')).toEqual({
      text: 'Please say why the listing is removed (at least 5 characters).',
    });
    expect(removalReasonError(' Fake ad ')).toEqual({});
  });
});
