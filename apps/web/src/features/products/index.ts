// The seller's product pages, each its own chunk loaded when opened: the router's `lazy` (app/router.tsx).
export const lazyAddProductPage = async () => ({
  Component: (await import('./pages/add-product-page')).AddProductPage,
});
export const lazyMyProductsPage = async () => ({
  Component: (await import('./pages/my-products-page')).MyProductsPage,
});
export const lazyEditProductPage = async () => ({
  Component: (await import('./pages/edit-product-page')).EditProductPage,
});
export const lazyPapersPage = async () => ({
  Component: (await import('./pages/papers-page')).PapersPage,
});
