import { describe, expect, it } from 'vitest';
import { bookingBodySchema } from './bookings';
import { bdMobileSchema } from './common';
import { parseWholeNumber } from './constants/listing';
import { readSearchParams } from './constants/search';
import { addProductBodySchema } from './products';
import { searchQuerySchema } from './search';

/** ADR 0115: a number typed on a Bangla keyboard is the same number, on the client and the server. */
describe('Bangla digits wherever a number is typed', () => {
  it('reads a Bangla price with lakh grouping as the number', () => {
    expect(parseWholeNumber('১,২৫,০০০')).toBe(125000);
    expect(parseWholeNumber('১২০০০')).toBe(12000);
  });

  it('reads a Bangla mobile number as the stored form', () => {
    expect(bdMobileSchema.parse('০১৯১১২২৩৩৪৪')).toBe('01911223344');
    expect(bdMobileSchema.parse('+৮৮০ ১৯১১-২২৩৩৪৪')).toBe('01911223344');
    expect(
      bookingBodySchema.parse({ productID: 'x', buyerMobile: '০১৯১১২২৩৩৪৪', buyerLocation: 'Mirpur' })
        .buyerMobile,
    ).toBe('01911223344');
  });

  it('accepts a listing written with Bangla digits', () => {
    const body = addProductBodySchema.parse({
      product_name: 'Pulsar N160',
      category_name: 'Bajaj',
      original_price: '২,৪৫,০০০',
      resale_price: '১,২৫,০০০',
      location: 'Dhaka',
      condition: 'Good',
      years_of_use: '২',
      mobile: '০১৯১১২২৩৩৪৪',
      description: 'Well kept.',
      img: '/media/0123456789abcdef0123456789abcdef-1280.webp',
      milage: '১২,০০০',
      registration_year: '২০২২',
    });
    expect(body).toMatchObject({
      original_price: 245000,
      resale_price: 125000,
      years_of_use: 2,
      mobile: '01911223344',
      milage: 12000,
      registration_year: 2022,
    });
  });

  it('filters a search by Bangla numbers, in the API query and in the page URL', () => {
    const query = searchQuerySchema.parse({ price_max: '১,২৫,০০০', year_min: '২০১৮', km_max: '২০০০০' });
    expect(query).toMatchObject({ price_max: 125000, year_min: 2018, km_max: 20000 });
    const params = readSearchParams(new URLSearchParams({ price_max: '১,২৫,০০০', year_min: '২০১৮' }));
    expect(params).toMatchObject({ price_max: 125000, year_min: 2018 });
  });
});
