import type { Product } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { REPORT_COPY, reportPayload } from './report-payload';

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
  it("maps a bike card and the reporter to SPEC's Report fields", () => {
    const payload = reportPayload(
      bike,
      { name: 'Nadia', email: 'n@example.com', image: '/media/n-1280.webp', role: 'Buyer' },
      new Date('2026-03-05T08:30:00Z'),
    );
    expect(payload).toMatchObject({
      productDataBaseId: 'p1',
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

  it("uses SPEC's fallbacks for a reporter without name, photo or role", () => {
    const payload = reportPayload(bike, { name: '', email: 'x@example.com', image: null, role: '' });
    expect(payload).toMatchObject({
      reporterName: 'Unregistered User',
      reporterImage: 'No Image Added',
      reporterRole: 'No Role Found',
    });
  });

  it('words the outcome as SPEC does', () => {
    expect(REPORT_COPY.added('R15 V3')).toEqual({
      title: 'Good',
      text: 'Your Report For R15 V3 has been added.',
    });
    expect(REPORT_COPY.count(2)).toBe('2 Reports Found');
  });
});
