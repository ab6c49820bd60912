import { describe, expect, it } from 'vitest';
import { listingSearch, readListingParams } from './listing-params';

describe('listing params', () => {
  it('reads sort, search and page from the URL', () => {
    expect(readListingParams(new URLSearchParams('sort=price_desc&q=%20pulsar%20&page=3'))).toEqual({
      sort: 'price_desc',
      q: 'pulsar',
      page: 3,
    });
  });

  it('falls back to the defaults for anything it does not understand', () => {
    expect(readListingParams(new URLSearchParams('sort=cheapest&page=-2'))).toEqual({
      sort: 'newest',
      q: '',
      page: 1,
    });
    expect(readListingParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readListingParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listingSearch({ sort: 'newest', q: '', page: 1 })).toBe('');
    const state = { sort: 'price_asc' as const, q: 'gixxer sf', page: 2 };
    const search = listingSearch(state);
    expect(search).toBe('?sort=price_asc&q=gixxer+sf&page=2');
    expect(readListingParams(new URLSearchParams(search))).toEqual(state);
  });
});
