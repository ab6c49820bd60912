// What other features use of the catalogue (the home page's brands, gallery and advertised bikes; the
// seller's products invalidating the listings). Pages combining the catalogue with other features are
// composed in app/pages.
export { useAdvertised } from './api/get-advertised';
export { bikeQueryOptions } from './api/get-bike';
export { useCategories } from './api/get-categories';
export { categoryPageQueryOptions } from './api/get-category-page';
export { catalogKeys } from './api/keys';
export { VerifiedBadge } from './components/verified-badge';
export { DEFAULT_LISTING } from './lib/listing-params';
