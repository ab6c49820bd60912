// The blog page, its own chunk loaded when opened: the router's `lazy` (app/router.tsx).
export const lazyBlogsPage = async () => ({ Component: (await import('./pages/blogs-page')).BlogsPage });
