import { ROUTES } from '@best-bikes/contract/constants';
import type { RouteObject } from 'react-router';
import {
  lazyAllBuyersPage,
  lazyAllSellersPage,
  lazyAllUsersPage,
  lazyAuditLogPage,
  lazyBrandModelsPage,
  lazyBrandsPage,
  lazyBuyerOrdersPage,
  lazyDisputesPage,
  lazyOtherModelsPage,
  lazySellerListingsPage,
  lazyVerificationPage,
} from '../features/admin';
import { lazyAdminBlogsPage, lazyBlogEditorPage } from '../features/blogs';
import { lazyMyOrdersPage } from '../features/bookings/routes';
import { lazyMessagesPage } from '../features/conversations/routes';
import { lazyDealPage } from '../features/deals/routes';
import { lazySavedBikesPage } from '../features/favourites/routes';
import { lazyNotificationsPage } from '../features/notifications';
import { lazyPaymentHistoryPage, lazyPaymentPage } from '../features/payments/routes';
import { lazyAdminPayoutsPage, lazySellerPayoutsPage } from '../features/payouts';
import {
  lazyAddProductPage,
  lazyEditProductPage,
  lazyMyProductsPage,
  lazyPapersPage,
} from '../features/products';
import { lazyUpdateProfilePage } from '../features/profile';
import { lazyReportedItemsPage } from '../features/reports/routes';
import { lazySavedSearchesPage } from '../features/saved-searches/routes';
import { guard } from './route-guard';

/**
 * The dashboard's pages but its home (docs/product.md#screens), each behind its role guard: the router
 * patches them in under the dashboard route the first time a path under it is opened (router.tsx,
 * ADR 0330), so the public pages' first download carries none of their table.
 */
export const dashboardRoutes: RouteObject[] = [
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
  // The inbox and one conversation (ROUTES.messages, ROUTES.conversation), for a bike's buyer and its
  // seller whatever their roles (docs/product.md#conversations), in one lazy route (ADR 0280).
  { path: `${ROUTES.messages}/:id?`, lazy: lazyMessagesPage },
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
      {
        path: ROUTES.productPapers,
        lazy: lazyPapersPage,
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
      {
        path: ROUTES.adminVerification,
        lazy: lazyVerificationPage,
      },
      {
        path: `${ROUTES.adminBrands}/:id`,
        lazy: lazyBrandModelsPage,
      },
      {
        path: ROUTES.adminOtherModels,
        lazy: lazyOtherModelsPage,
      },
      {
        path: ROUTES.adminBlogs,
        lazy: lazyAdminBlogsPage,
      },
      {
        path: ROUTES.newBlogPost,
        lazy: lazyBlogEditorPage,
      },
      {
        path: ROUTES.editBlogPost,
        lazy: lazyBlogEditorPage,
      },
    ],
  },
];
