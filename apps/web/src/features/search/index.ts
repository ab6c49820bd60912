// What the rest of the app uses of the search. The navbar imports its box directly (constants only,
// ADR 0084): through this index the first file grew by the search page's code.
// The /bikes page is a lazy route (app/router.tsx) that imports pages/search-page directly.

export { useSearchBikes } from './api/search-bikes';
export { SearchFilters } from './components/search-filters';
