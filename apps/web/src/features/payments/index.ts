// What the app uses of the payments: the bike page's payment form (app/pages/bike-details-page.tsx).
export { BuyForm } from './components/buy-form';
