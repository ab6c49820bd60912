import { ROUTES } from '@best-bikes/contract/constants';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { authProvidersQueryOptions } from '../features/auth/api/get-auth-providers';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { HomePage } from '../features/home/pages/home-page';
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

const updateProfilePage = async () => ({
  Component: (await import('../features/profile/pages/update-profile-page')).UpdateProfilePage,
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
        lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
      },
      {
        path: ROUTES.signup,
        loader: authProvidersLoader,
        lazy: async () => ({ Component: (await import('../features/auth/pages/signup-page')).SignupPage }),
      },
      {
        path: ROUTES.resetPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: ROUTES.updateProfile,
        lazy: guard('RequireAuth'),
        children: [{ index: true, lazy: updateProfilePage }],
      },
      {
        // The search across all brands (docs/product.md#bangla-search-favourites): public, its own chunk.
        path: ROUTES.bikes,
        lazy: async () => ({ Component: (await import('./pages/search-page')).SearchPage }),
      },
      {
        // The alert mail's unsubscribe link (docs/product.md#bangla-search-favourites): public, the token is the proof.
        path: ROUTES.unsubscribeAlerts,
        lazy: async () => ({
          Component: (await import('../features/saved-searches/pages/unsubscribe-page')).UnsubscribePage,
        }),
      },
      {
        path: ROUTES.blogs,
        lazy: async () => ({ Component: (await import('../features/blogs/pages/blogs-page')).BlogsPage }),
      },
      {
        path: ROUTES.contactUs,
        lazy: async () => ({
          Component: (await import('../features/contact/pages/contact-page')).ContactPage,
        }),
      },
      {
        lazy: guard('RequireAuth'),
        children: [
          {
            path: ROUTES.paymentSuccess,
            lazy: async () => ({
              Component: (await import('../features/payments/pages/payment-success-page')).PaymentSuccessPage,
            }),
          },
          {
            path: ROUTES.paymentFail,
            lazy: async () => ({
              Component: (await import('../features/payments/pages/payment-fail-page')).PaymentFailPage,
            }),
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
            import('../features/catalog/lib/loaders'),
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
            import('../features/catalog/lib/loaders'),
          ]);
          return { Component: BikeDetailsPage, loader: bikeLoader(queryClient) };
        },
      },
      {
        path: '*',
        // Its own small chunk, as the route error page's 404 (route-error.tsx).
        lazy: async () => ({
          Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
        }),
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
        lazy: async () => ({
          Component: (await import('../features/dashboard/pages/dashboard-home-page')).DashboardHomePage,
        }),
      },
      { path: ROUTES.dashboardUpdateProfile, lazy: updateProfilePage },
      {
        // A deal's page, for its buyer or its seller (the page asks the API which side the reader is on).
        path: ROUTES.deal,
        lazy: async () => ({
          Component: (await import('../features/deals/pages/deal-page')).DealPage,
        }),
      },
      {
        path: ROUTES.notifications,
        lazy: async () => ({
          Component: (await import('../features/notifications/pages/notifications-page')).NotificationsPage,
        }),
      },
      {
        lazy: guard('BuyerOnly'),
        children: [
          {
            path: ROUTES.myOrders,
            lazy: async () => ({
              Component: (await import('../features/bookings/pages/my-orders-page')).MyOrdersPage,
            }),
          },
          {
            path: ROUTES.savedBikes,
            lazy: async () => ({
              Component: (await import('../features/favourites/pages/saved-bikes-page')).SavedBikesPage,
            }),
          },
          {
            path: ROUTES.savedSearches,
            lazy: async () => ({
              Component: (await import('../features/saved-searches/pages/saved-searches-page'))
                .SavedSearchesPage,
            }),
          },
          {
            path: ROUTES.paymentHistory,
            lazy: async () => ({
              Component: (await import('../features/payments/pages/payment-history-page')).PaymentHistoryPage,
            }),
          },
          {
            path: ROUTES.payment,
            lazy: async () => ({
              Component: (await import('../features/payments/pages/payment-page')).PaymentPage,
            }),
          },
        ],
      },
      {
        lazy: guard('SellerOnly'),
        children: [
          {
            path: ROUTES.addProducts,
            lazy: async () => ({
              Component: (await import('../features/products/pages/add-product-page')).AddProductPage,
            }),
          },
          {
            path: ROUTES.myProducts,
            lazy: async () => ({
              Component: (await import('../features/products/pages/my-products-page')).MyProductsPage,
            }),
          },
          {
            path: ROUTES.payouts,
            lazy: async () => ({
              Component: (await import('../features/payouts/pages/seller-payouts-page')).SellerPayoutsPage,
            }),
          },
          {
            path: ROUTES.editProduct,
            lazy: async () => ({
              Component: (await import('../features/products/pages/edit-product-page')).EditProductPage,
            }),
          },
        ],
      },
      {
        lazy: guard('AdminOnly'),
        children: [
          {
            path: ROUTES.sellerPayouts,
            lazy: async () => ({
              Component: (await import('../features/payouts/pages/admin-payouts-page')).AdminPayoutsPage,
            }),
          },
          {
            path: ROUTES.allSellers,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/all-sellers-page')).AllSellersPage,
            }),
          },
          {
            path: ROUTES.allBuyers,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/all-buyers-page')).AllBuyersPage,
            }),
          },
          {
            path: ROUTES.sellerListings,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/account-details-page')).SellerListingsPage,
            }),
          },
          {
            path: ROUTES.buyerOrders,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/account-details-page')).BuyerOrdersPage,
            }),
          },
          {
            path: ROUTES.allUsers,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/all-users-page')).AllUsersPage,
            }),
          },
          {
            path: ROUTES.reportedItems,
            lazy: async () => ({
              Component: (await import('../features/reports/pages/reported-items-page')).ReportedItemsPage,
            }),
          },
          {
            path: ROUTES.auditLog,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/audit-log-page')).AuditLogPage,
            }),
          },
          {
            path: ROUTES.disputes,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/disputes-page')).DisputesPage,
            }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
