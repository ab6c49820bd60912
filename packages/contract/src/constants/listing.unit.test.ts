import { describe, expect, it } from 'vitest';
import { categoryListingPath, readListingParams } from './listing';

describe('categoryListingPath (the URL the app fetches and the server preloads)', () => {
  it('leaves the defaults out and keeps sort, search and page in one order', () => {
    expect(categoryListingPath('1', { sort: 'newest', q: '', page: 1 })).toBe('/category/1');
    expect(categoryListingPath('2', { sort: 'price_desc', q: 'fz s', page: 3 })).toBe(
      '/category/2?sort=price_desc&q=fz+s&page=3',
    );
  });

  it('encodes the brand id and the search', () => {
    expect(categoryListingPath('a/b', { sort: 'newest', q: '"><&', page: 1 })).toBe(
      '/category/a%2Fb?q=%22%3E%3C%26',
    );
  });

  it('is the same URL whichever order the page URL had its parameters in', () => {
    const a = readListingParams(new URLSearchParams('page=2&q=gixxer&sort=price_asc'));
    const b = readListingParams(new URLSearchParams('sort=price_asc&q=gixxer&page=2'));
    expect(categoryListingPath('1', a)).toBe(categoryListingPath('1', b));
  });
});
