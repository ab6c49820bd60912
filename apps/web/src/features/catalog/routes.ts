// What the app shell (app/router.tsx, app/layouts) takes from this feature, apart from its index.ts
// (ADR 0200): the router imports this file into the first download, so it names pages only as lazy
// routes (each its own chunk, loaded when opened) and nothing heavy beside them.
export { categoriesQueryOptions } from './api/get-categories';

/** The category and bike pages' loaders, loaded with the page. */
export const lazyCatalogLoaders = () => import('./lib/loaders');

/** A sold or removed bike's page (the bike route's 404): bikes like it on sale, its own chunk. */
export const lazyBikeGonePage = async () => ({
  Component: (await import('./pages/bike-gone-page')).BikeGonePage,
});
