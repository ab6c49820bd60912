// What the rest of the app uses of the deals: the summary My Orders and My Products show for each
// deal.
export { useMyDeals } from './api/get-deals';
export { DealSummary } from './components/deal-summary';
