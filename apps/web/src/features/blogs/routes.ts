import type { QueryClient } from '@tanstack/react-query';

// What the app shell (app/router.tsx) takes from this feature, apart from its index.ts (ADR 0200):
// the router imports this file into the first download, so it names the public pages only as lazy
// routes (each its own chunk, loaded when opened). The admin's pages are in index.ts, which only the
// dashboard's routes import, so their loaders stay out of the first download (web budget).
// Their loaders fill the query cache they are given: the browser's, or a server render's own
// (entry-server.tsx, ADR 0372).
export const lazyBlogsPage = async (queryClient: QueryClient) => {
  const page = await import('./pages/blogs-page');
  return { Component: page.BlogsPage, loader: page.blogsLoader(queryClient) };
};
export const lazyBlogPostPage = async (queryClient: QueryClient) => {
  const page = await import('./pages/blog-post-page');
  return { Component: page.BlogPostPage, loader: page.blogPostLoader(queryClient) };
};
