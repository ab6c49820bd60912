// Reviews after a completed deal (ADR 0220). The card's rating is tiny and loads with the cards; the
// form and the lists load lazily where they show (the deal page, the bike page, the dashboard).
export { DealReviews, SellerReviews, SellerReviewsWhenNear } from './components/lazy';
export { SellerRating } from './components/seller-rating';
