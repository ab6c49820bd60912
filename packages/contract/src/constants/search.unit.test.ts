import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH,
  modelKey,
  priceBand,
  readSearchParams,
  searchPagePath,
  searchQueryString,
} from './search';

describe('search URL', () => {
  it('writes one URL per search: defaults left out, keys in a fixed order', () => {
    expect(searchQueryString(DEFAULT_SEARCH)).toBe('');
    expect(
      searchQueryString({
        ...DEFAULT_SEARCH,
        sort: 'price_asc',
        brand: ['Yamaha', 'Suzuki'],
        q: 'fz',
        price_max: 300000,
        verified: true,
        page: 2,
      }),
    ).toBe('?q=fz&brand=Yamaha&brand=Suzuki&price_max=300000&verified=1&sort=price_asc&page=2');
    expect(searchPagePath({ brand: ['Bajaj'] })).toBe('/bikes?brand=Bajaj');
  });

  it('reads back what it writes', () => {
    const params = {
      ...DEFAULT_SEARCH,
      q: 'পালসার',
      brand: ['Bajaj' as const],
      district: ['Dhaka' as const, 'Khulna' as const],
      price_min: 100000,
      km_max: 20000,
      sort: 'km_asc' as const,
    };
    expect(readSearchParams(new URLSearchParams(searchQueryString(params)))).toEqual(params);
  });

  it("reads an old link's cities (product.md's location) as their districts (ADR 0118)", () => {
    const read = readSearchParams(new URLSearchParams('location=Chittagong&location=dhaka&district=Dhaka'));
    expect(read.district).toEqual(['Dhaka', 'Chattogram']);
    expect(searchQueryString(read)).toBe('?district=Dhaka&district=Chattogram');
  });

  it('reads a hand-edited link leniently', () => {
    const read = readSearchParams(
      new URLSearchParams('brand=yamaha,Honda&location=Mars&price_min=abc&km_max=-1&sort=cheap&page=0'),
    );
    expect(read).toEqual({ ...DEFAULT_SEARCH, brand: ['Yamaha'] });
  });
});

describe('priceBand', () => {
  it('is fair within 10 % of the median either way, inclusive', () => {
    expect(priceBand(100_000, 100_000)).toBe('fair');
    expect(priceBand(90_000, 100_000)).toBe('fair');
    expect(priceBand(110_000, 100_000)).toBe('fair');
    expect(priceBand(89_999, 100_000)).toBe('low');
    expect(priceBand(110_001, 100_000)).toBe('high');
  });
});

describe('modelKey', () => {
  it('makes spellings of one model equal', () => {
    expect(modelKey('Pulsar NS 160')).toBe('pulsarns160');
    expect(modelKey('pulsar ns-160')).toBe('pulsarns160');
    expect(modelKey('MT-15')).toBe(modelKey('mt 15'));
  });
});
