import { ROUTES } from '@best-bikes/contract/constants';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  lazyAllBuyersPage,
  lazyAllSellersPage,
  lazyAllUsersPage,
  lazyAuditLogPage,
  lazyBrandsPage,
  lazyBuyerOrdersPage,
  lazyDisputesPage,
  lazySellerListingsPage,
} from '../features/admin';
import {
  authProvidersQueryOptions,
  lazyLoginPage,
  lazyResetPasswordPage,
  lazySignupPage,
} from '../features/auth/routes';
import { lazyBlogsPage } from '../features/blogs';
import { lazyMyOrdersPage } from '../features/bookings/routes';
import { categoriesQueryOptions, lazyCatalogLoaders } from '../features/catalog/routes';
import { lazyContactPage } from '../features/contact/routes';
import { lazyDashboardHomePage } from '../features/dashboard/routes';
import { lazyDealPage } from '../features/deals/routes';
import { lazyNotFoundPage } from '../features/errors';
import { lazySavedBikesPage } from '../features/favourites/routes';
import { HomePage } from '../features/home';
import { lazyNotificationsPage } from '../features/notifications';
import {
  lazyPaymentFailPage,
  lazyPaymentHistoryPage,
  lazyPaymentPage,
  lazyPaymentSuccessPage,
} from '../features/payments/routes';
import { lazyAdminPayoutsPage, lazySellerPayoutsPage } from '../features/payouts';
import { lazyAddProductPage, lazyEditProductPage, lazyMyProductsPage } from '../features/products';
import { lazyUpdateProfilePage } from '../features/profile';
import { lazyReportedItemsPage } from '../features/reports/routes';
import { lazySavedSearchesPage, lazyUnsubscribePage } from '../features/saved-searches/routes';
import { sessionQueryOptions } from '../lib/auth/session';
import { queryClient } from '../lib/query-client';
import { PublicLayout } from './layouts/public-layout';

// Shown only when a page fails to load or render: fetched then, not with every first page.
const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }));

/**
 * Every page waits for the sign-in state beside its own data (a route's loaders run in parallel, and
 * the HTML preloads the answer: modules/users/head-hints.ts), so its first render is final: the
 * navbar does not render again when the answer arrives, and a guarded page shows itself rather than
 * a spinner that it then pushes down (a layout shift), or sends a signed-out visitor straight to
 * /login. A failed look-up leaves the navbar and guards to show their loading state and retry.
 */
const sessionLoader = async () => {
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined);
  // The navbar's signed-in part is its own chunk (layouts/navbar.tsx): here before the first render.
  if (session?.user) await import('./layouts/signed-in-navbar').catch(() => undefined);
  return null;
};

/** The sign-in and sign-up pages render their continue-with buttons in their first render too. */
const authProvidersLoader = async () => {
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

/**
 * A guard of signed-in routes (guards.tsx), as a lazy route: its own chunk, which the home page and
 * the other public pages never download (web budget, ADR 0104).
 */
const guard = (name: 'RequireAuth' | 'BuyerOnly' | 'SellerOnly' | 'AdminOnly') => async () => ({
  Component: (await import('./guards'))[name],
});

/**
 * The route table of docs/product.md#screens Every page but the home page is its own chunk (lazy), so a phone on
 * slow data only downloads the page it opens.
 */
const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: PublicLayout,
    HydrateFallback: FirstLoad,
    loader: sessionLoader,
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
        loader: authProvidersLoader,
        lazy: lazyLoginPage,
      },
      {
        path: ROUTES.signup,
        loader: authProvidersLoader,
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
        lazy: async () => ({ Component: (await import('./pages/search-page')).SearchPage }),
      },
      {
        // The alert mail's unsubscribe link (docs/product.md#bangla-search-favourites): public, the token is the proof.
        path: ROUTES.unsubscribeAlerts,
        lazy: lazyUnsubscribePage,
      },
      {
        path: ROUTES.blogs,
        lazy: lazyBlogsPage,
      },
      {
        path: ROUTES.contactUs,
        lazy: lazyContactPage,
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
            <RouteError />
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
    // Dashboard pages are children here, each behind a role guard from ./guards (see its header).
    path: ROUTES.dashboard,
    HydrateFallback: FirstLoad,
    loader: sessionLoader,
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
      { path: ROUTES.dashboardUpdateProfile, lazy: lazyUpdateProfilePage },
      {
        // A deal's page, for its buyer or its seller (the page asks the API which side the reader is on).
        path: ROUTES.deal,
        lazy: lazyDealPage,
      },
      {
        path: ROUTES.notifications,
        lazy: lazyNotificationsPage,
      },
      {
        lazy: guard('BuyerOnly'),
        children: [
          {
            path: ROUTES.myOrders,
            lazy: lazyMyOrdersPage,
          },
          {
            path: ROUTES.savedBikes,
            lazy: lazySavedBikesPage,
          },
          {
            path: ROUTES.savedSearches,
            lazy: lazySavedSearchesPage,
          },
          {
            path: ROUTES.paymentHistory,
            lazy: lazyPaymentHistoryPage,
          },
          {
            path: ROUTES.payment,
            lazy: lazyPaymentPage,
          },
        ],
      },
      {
        lazy: guard('SellerOnly'),
        children: [
          {
            path: ROUTES.addProducts,
            lazy: lazyAddProductPage,
          },
          {
            path: ROUTES.myProducts,
            lazy: lazyMyProductsPage,
          },
          {
            path: ROUTES.payouts,
            lazy: lazySellerPayoutsPage,
          },
          {
            path: ROUTES.editProduct,
            lazy: lazyEditProductPage,
          },
        ],
      },
      {
        lazy: guard('AdminOnly'),
        children: [
          {
            path: ROUTES.sellerPayouts,
            lazy: lazyAdminPayoutsPage,
          },
          {
            path: ROUTES.allSellers,
            lazy: lazyAllSellersPage,
          },
          {
            path: ROUTES.allBuyers,
            lazy: lazyAllBuyersPage,
          },
          {
            path: ROUTES.sellerListings,
            lazy: lazySellerListingsPage,
          },
          {
            path: ROUTES.buyerOrders,
            lazy: lazyBuyerOrdersPage,
          },
          {
            path: ROUTES.allUsers,
            lazy: lazyAllUsersPage,
          },
          {
            path: ROUTES.reportedItems,
            lazy: lazyReportedItemsPage,
          },
          {
            path: ROUTES.auditLog,
            lazy: lazyAuditLogPage,
          },
          {
            path: ROUTES.disputes,
            lazy: lazyDisputesPage,
          },
          {
            path: ROUTES.adminBrands,
            lazy: lazyBrandsPage,
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
