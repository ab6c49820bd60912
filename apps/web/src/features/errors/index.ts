// The not-found page, its own small chunk: the router's `lazy` for unknown paths and the route error
// page's 404 (app/router.tsx, app/route-error.tsx).
export const lazyNotFoundPage = async () => ({
  Component: (await import('./pages/not-found-page')).NotFoundPage,
});
