// A bike's earlier listings by its chassis number (docs/product.md#bike-history): only the bike page
// uses it, so it travels in that page's chunk, never in the catalogue's, which the category page
// downloads first.
export { BikeHistoryCard } from './components/bike-history-card';
