// What the app uses of the offers (docs/product.md#offers): the conversation page's offer panel
// (lazy), and the bike page's agreed price for the signed-in buyer.
export { AgreedPriceNotice, useBuyersAgreedPrice } from './components/agreed-price';
/** For the conversation page, which mounts it (props: `components/offer-panel.tsx`). @public */
export { OfferPanel } from './components/lazy';
