import { ROUTES } from '@best-bikes/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import {
  authProvidersQueryOptions,
  lazyLoginPage,
  lazyResetPasswordPage,
  lazySignupPage,
} from '../features/auth/routes';
import { lazyBlogPostPage, lazyBlogsPage } from '../features/blogs/routes';
import { categoriesQueryOptions, lazyCatalogLoaders } from '../features/catalog/routes';
import { lazyContactPage } from '../features/contact/routes';
import { lazyDashboardHomePage } from '../features/dashboard/routes';
import { lazyNotFoundPage } from '../features/errors';
import { HomePage } from '../features/home';
import { lazyPaymentFailPage, lazyPaymentSuccessPage } from '../features/payments/routes';
import { lazyUpdateProfilePage } from '../features/profile';
import { lazyBuyingSafelyPage } from '../features/safety';
import { lazyUnsubscribePage } from '../features/saved-searches/routes';
import { sessionQueryOptions } from '../lib/auth/session';
import { PublicLayout } from './layouts/public-layout';
import { guard } from './route-guard';

// Shown only when a page fails to load or render: fetched then, not with every first page.
const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }));

/**
 * Every page waits for the sign-in state beside its own data (a route's loaders run in parallel, and
 * the HTML preloads the answer: modules/users/head-hints.ts), so its first render is final: the
 * navbar does not render again when the answer arrives, and a guarded page shows itself rather than
 * a spinner that it then pushes down (a layout shift), or sends a signed-out visitor straight to
 * /login. A failed look-up leaves the navbar and guards to show their loading state and retry.
 */
const sessionLoader = (queryClient: QueryClient) => async () => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined);
  // The navbar's signed-in part is its own chunk (layouts/navbar.tsx): here before the first render.
  if (session?.user) await import('./layouts/signed-in-navbar').catch(() => undefined);
  return null;
};

/** The sign-in and sign-up pages render their continue-with buttons in their first render too. */
const authProvidersLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(authProvidersQueryOptions).catch(() => undefined);
  return null;
};

/**
 * What shows while the first page's loaders run: nothing, for the short moment the preloaded answers
 * take, so that the first paint is the page itself (declared so the router knows it is meant).
 */
function FirstLoad() {
  return null;
}

const DASHBOARD_ROUTE_ID = 'dashboard';

/**
 * The route table of docs/product.md#screens Every page but the home page is its own chunk (lazy), so a phone on
 * slow data only downloads the page it opens. The loaders fill `queryClient`: the browser's one, or on
 * the server a render's own (entry-server.tsx, ADR 0370).
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: ROUTES.home,
    Component: PublicLayout,
    HydrateFallback: FirstLoad,
    loader: sessionLoader(queryClient),
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    children: [
      // The front door, where most phones arrive: part of the first download rather than one more
      // round trip after it (docs/performance.md, web budget).
      {
        index: true,
        Component: HomePage,
        // The carousel's brands (preloaded by the HTML, modules/catalog/head-hints.ts) are awaited so the
        // first render already shows them: one render of the page instead of two on a slow phone's CPU.
        // Without them the page still renders, with its placeholder slide.
        loader: async () => {
          await queryClient.ensureQueryData(categoriesQueryOptions).catch(() => undefined);
          return null;
        },
      },
      {
        path: ROUTES.login,
        loader: authProvidersLoader(queryClient),
        lazy: lazyLoginPage,
      },
      {
        path: ROUTES.signup,
        loader: authProvidersLoader(queryClient),
        lazy: lazySignupPage,
      },
      {
        path: ROUTES.resetPassword,
        lazy: lazyResetPasswordPage,
      },
      {
        path: ROUTES.updateProfile,
        lazy: guard('RequireAuth'),
        children: [{ index: true, lazy: lazyUpdateProfilePage }],
      },
      {
        // The search across all brands (docs/product.md#bangla-search-favourites): public, its own chunk.
        path: ROUTES.bikes,
        lazy: async () => {
          const { SearchPage, searchLoader, searchShouldRevalidate } = await import('./pages/search-page');
          return {
            Component: SearchPage,
            loader: searchLoader(queryClient),
            shouldRevalidate: searchShouldRevalidate,
          };
        },
      },
      {
        // The alert mail's unsubscribe link (docs/product.md#bangla-search-favourites): public, the token is the proof.
        path: ROUTES.unsubscribeAlerts,
        lazy: lazyUnsubscribePage,
      },
      {
        path: ROUTES.blogs,
        lazy: () => lazyBlogsPage(queryClient),
      },
      {
        path: ROUTES.blogPost,
        lazy: () => lazyBlogPostPage(queryClient),
      },
      {
        path: ROUTES.contactUs,
        lazy: lazyContactPage,
      },
      {
        // What protects a buyer (docs/product.md#buying-safely): its own chunk, never in a first download.
        path: ROUTES.buyingSafely,
        lazy: lazyBuyingSafelyPage,
      },
      {
        // A seller's public page (docs/product.md#seller-pages); an unknown or removed seller says so.
        path: ROUTES.seller,
        lazy: async () => {
          const { SellerPage, sellerLoader, sellerShouldRevalidate } = await import('./pages/seller-page');
          return {
            Component: SellerPage,
            loader: sellerLoader(queryClient),
            shouldRevalidate: sellerShouldRevalidate,
          };
        },
      },
      {
        lazy: guard('RequireAuth'),
        children: [
          {
            path: ROUTES.paymentSuccess,
            lazy: lazyPaymentSuccessPage,
          },
          {
            path: ROUTES.paymentFail,
            lazy: lazyPaymentFailPage,
          },
        ],
      },
      // Public to read, as on every marketplace (ADR 0111); the actions on them ask a visitor to sign
      // in. Data loaded by the route: a 404 from the API shows the not-found page.
      {
        path: ROUTES.category,
        errorElement: (
          <Suspense fallback={null}>
            <RouteError />
          </Suspense>
        ),
        lazy: async () => {
          const [{ CategoryPage }, { categoryLoader }] = await Promise.all([
            import('./pages/category-page'),
            lazyCatalogLoaders(),
          ]);
          return { Component: CategoryPage, loader: categoryLoader(queryClient) };
        },
      },
      {
        path: ROUTES.bikeDetails,
        errorElement: (
          <Suspense fallback={null}>
            <RouteError bike />
          </Suspense>
        ),
        lazy: async () => {
          const [{ BikeDetailsPage }, { bikeLoader }] = await Promise.all([
            import('./pages/bike-details-page'),
            lazyCatalogLoaders(),
          ]);
          return { Component: BikeDetailsPage, loader: bikeLoader(queryClient) };
        },
      },
      {
        path: '*',
        // Its own small chunk, as the route error page's 404 (route-error.tsx).
        lazy: lazyNotFoundPage,
      },
    ],
  },
  {
    // The dashboard's home is here; its other pages are patched in when a path under it is first
    // opened (dashboard-routes.tsx, ADR 0330), each behind a role guard from ./guards.
    id: DASHBOARD_ROUTE_ID,
    path: ROUTES.dashboard,
    HydrateFallback: FirstLoad,
    loader: sessionLoader(queryClient),
    // Its layout is a chunk of its own too: visitors of the public pages never need it.
    lazy: async () => {
      const [{ DashboardLayout }, { RequireAuth }] = await Promise.all([
        import('./layouts/dashboard-layout'),
        import('./guards'),
      ]);
      return {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      };
    },
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    children: [
      {
        index: true,
        lazy: lazyDashboardHomePage,
      },
    ],
  },
];

/**
 * The dashboard's pages are not in the first download: their route table is fetched the first time a
 * path under /dashboard/ is opened, on a first load as on a navigation (ADR 0330). Other paths return
 * at once (the router also asks here for any path that matched only with parameters).
 */
let dashboardPatched = false;
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (dashboardPatched || !path.startsWith(`${ROUTES.dashboard}/`)) return;
  const { dashboardRoutes } = await import('./dashboard-routes');
  if (dashboardPatched) return;
  patch(DASHBOARD_ROUTE_ID, dashboardRoutes);
  dashboardPatched = true;
};

/**
 * The browser's router. On a page the server rendered (ADR 0370) it starts from the server's loader
 * answers (`hydrationData`), with the lazy routes the page matched already loaded
 * (lib/server-render.ts), so no loader runs again and the first render is the server's.
 */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData });
}
