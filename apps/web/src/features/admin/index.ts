// The admin's pages, each its own chunk loaded when opened: the router's `lazy` (app/router.tsx).
export const lazyAllSellersPage = async () => ({
  Component: (await import('./pages/all-sellers-page')).AllSellersPage,
});
export const lazyAllBuyersPage = async () => ({
  Component: (await import('./pages/all-buyers-page')).AllBuyersPage,
});
export const lazySellerListingsPage = async () => ({
  Component: (await import('./pages/account-details-page')).SellerListingsPage,
});
export const lazyBuyerOrdersPage = async () => ({
  Component: (await import('./pages/account-details-page')).BuyerOrdersPage,
});
export const lazyAllUsersPage = async () => ({
  Component: (await import('./pages/all-users-page')).AllUsersPage,
});
export const lazyAuditLogPage = async () => ({
  Component: (await import('./pages/audit-log-page')).AuditLogPage,
});
export const lazyDisputesPage = async () => ({
  Component: (await import('./pages/disputes-page')).DisputesPage,
});
export const lazyVerificationPage = async () => ({
  Component: (await import('./pages/verification-page')).VerificationPage,
});
export const lazyBrandsPage = async () => ({
  Component: (await import('./pages/brands-page')).BrandsPage,
});
export const lazyOtherModelsPage = async () => ({
  Component: (await import('./pages/other-models-page')).OtherModelsPage,
});
export const lazyBrandModelsPage = async () => ({
  Component: (await import('./pages/brand-models-page')).BrandModelsPage,
});
