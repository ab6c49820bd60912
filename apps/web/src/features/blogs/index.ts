// The admin's blog pages, each its own chunk loaded when opened: the dashboard's `lazy`
// (app/dashboard-routes.tsx). The public pages are in routes.ts.
export const lazyAdminBlogsPage = async () => ({
  Component: (await import('./pages/admin-blogs-page')).AdminBlogsPage,
});
export const lazyBlogEditorPage = async () => ({
  Component: (await import('./pages/blog-editor-page')).BlogEditorPage,
});
