// What the rest of the app uses of the search: the /bikes page's filters and results
// (app/pages/search-page.tsx, a lazy route). The navbar's box is the app shell's (routes.ts): through
// this index the first download would carry the search page's code.
export { searchQueryOptions, useSearchBikes } from './api/search-bikes';
export { SearchFilters } from './components/search-filters';
