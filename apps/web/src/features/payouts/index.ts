// The payouts pages, each its own chunk loaded when opened: the router's `lazy` (app/router.tsx).
export const lazySellerPayoutsPage = async () => ({
  Component: (await import('./pages/seller-payouts-page')).SellerPayoutsPage,
});
export const lazyAdminPayoutsPage = async () => ({
  Component: (await import('./pages/admin-payouts-page')).AdminPayoutsPage,
});
