// The Buying safely page (docs/product.md#buying-safely) as a lazy route for the router (ADR 0200):
// its words load only when it is opened, never with the home or a category page.
export const lazyBuyingSafelyPage = async () => ({
  Component: (await import('./pages/buying-safely-page')).BuyingSafelyPage,
});
