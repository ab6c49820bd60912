// What the app and other features use of the catalogue: the pages in app/pages that combine it with
// other features (category, bike details, search), the home page's brands, gallery and advertised
// bikes, the seller's products invalidating the listings. The app shell's part is routes.ts.
export { useAdvertised } from './api/get-advertised';
export { bikeQueryOptions, useBike } from './api/get-bike';
export { categoriesQueryOptions, useCategories } from './api/get-categories';
export { categoryPageQueryOptions, useCategoryPage } from './api/get-category-page';
export { modelsQueryOptions, useModels } from './api/get-models';
export { catalogKeys } from './api/keys';
export { BikeCard } from './components/bike-card';
export { BikeSummary } from './components/bike-summary';
export { BrandLogo } from './components/brand-logo';
export { ListingToolbar } from './components/listing-toolbar';
export { PriceGuideCard } from './components/price-guide';
export { VerifiedBadge } from './components/verified-badge';
export { bikeCount } from './lib/bike-count';
export { recordRenderedDay } from './lib/dhaka-today';
export { DEFAULT_LISTING, type ListingParams, listingSearch, readListingParams } from './lib/listing-params';
