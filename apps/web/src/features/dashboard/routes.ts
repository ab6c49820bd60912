// What the app shell (app/router.tsx, app/layouts) takes from this feature, apart from its index.ts
// (ADR 0200): the router imports this file into the first download, so it names pages only as lazy
// routes (each its own chunk, loaded when opened) and nothing heavy beside them.
export const lazyDashboardHomePage = async () => ({
  Component: (await import('./pages/dashboard-home-page')).DashboardHomePage,
});
