import { lazy } from 'react';

// The recently viewed bikes (docs/product.md#bangla-search-favourites): the store is tiny and read by the home page on first render;
// the section itself is its own chunk, downloaded only by a returning visitor with a list.
export { readRecentlyViewed, rememberViewed } from './lib/store';
export const RecentlyViewed = lazy(async () => ({
  default: (await import('./components/recently-viewed')).RecentlyViewed,
}));
