// What the rest of the app uses of the search: the navbar's box (light: constants only, ADR 0084).
// The /bikes page is a lazy route (app/router.tsx) that imports pages/search-page directly.

export { useSearchBikes } from './api/search-bikes';
export { NavbarSearch } from './components/navbar-search';
export { SearchFilters } from './components/search-filters';
