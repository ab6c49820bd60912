// Seller pages (docs/product.md#seller-pages): the seller's facts and live bikes, and the reply time's
// wording. The page itself combines features and lives in app/pages/seller-page.tsx.
export { sellerPageQueryOptions, useSellerPage } from './api/get-seller-page';
export { replyTimeUnit } from './lib/reply-time';
