import { ROUTES, type Role } from '@best-bikes/contract/constants';

export interface DashboardLink {
  label: string;
  to: string;
}

const updateProfile: DashboardLink = { label: 'Update Profile', to: ROUTES.dashboardUpdateProfile };
const notifications: DashboardLink = { label: 'Notifications', to: ROUTES.notifications };
/** docs/product.md#conversations: the inbox, for sellers and buyers. */
const messages: DashboardLink = { label: 'Messages', to: ROUTES.messages };

/**
 * docs/product.md#screens "Dashboard side drawer by role", in product.md's order; admins also get the audit log (docs/product.md#seller-and-admin-tools),
 * everyone their notifications (docs/product.md#seller-and-admin-tools).
 */
const LINKS: Record<Role, readonly DashboardLink[]> = {
  Seller: [
    { label: 'Add New Products', to: ROUTES.addProducts },
    { label: 'My Products', to: ROUTES.myProducts },
    { label: 'Payouts', to: ROUTES.payouts },
    messages,
    notifications,
    updateProfile,
  ],
  Buyer: [
    { label: 'My Orders', to: ROUTES.myOrders },
    { label: 'Saved Bikes', to: ROUTES.savedBikes },
    { label: 'Saved Searches', to: ROUTES.savedSearches },
    messages,
    notifications,
    updateProfile,
    { label: 'Card Payment History', to: ROUTES.paymentHistory },
  ],
  Admin: [
    { label: 'All Sellers', to: ROUTES.allSellers },
    { label: 'All Buyers', to: ROUTES.allBuyers },
    notifications,
    updateProfile,
    { label: 'Registered Users', to: ROUTES.allUsers },
    { label: 'Reported Items', to: ROUTES.reportedItems },
    { label: 'Disputes', to: ROUTES.disputes },
    { label: 'Brands', to: ROUTES.adminBrands },
    { label: 'Other models', to: ROUTES.adminOtherModels },
    { label: 'Blog posts', to: ROUTES.adminBlogs },
    { label: 'Verification', to: ROUTES.adminVerification },
    { label: 'Audit Log', to: ROUTES.auditLog },
    { label: 'Payouts', to: ROUTES.sellerPayouts },
  ],
};

/** The drawer's links for a role; an unknown role (an old session) gets only Update Profile. */
export function dashboardLinks(role: string): readonly DashboardLink[] {
  return Object.hasOwn(LINKS, role) ? LINKS[role as Role] : [updateProfile];
}
