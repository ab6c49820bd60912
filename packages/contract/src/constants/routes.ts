/**
 * The single-page app's routes (docs/product.md#screens). The web router builds from these and the server uses them
 * to answer unknown paths with a real 404 status while still rendering the app's not-found page.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/resetPassword',
  blogs: '/blogs',
  /** One blog post (docs/product.md#blog). */
  blogPost: '/blogs/:slug',
  contactUs: '/contactUs',
  updateProfile: '/updateProfile',
  category: '/category/:id',
  /** The search across all brands (docs/product.md#bangla-search-favourites). */
  bikes: '/bikes',
  bikeDetails: '/bikeDetails/:id',
  /** A seller's public page (docs/product.md#seller-pages). */
  seller: '/sellers/:id',
  /** What protects a buyer of a used motorbike (docs/product.md#buying-safely). */
  buyingSafely: '/buying-safely',
  paymentSuccess: '/payment/success',
  paymentFail: '/payment/fail',
  checkout: '/checkout/:id',
  dashboard: '/dashboard',
  addProducts: '/dashboard/addProducts',
  myProducts: '/dashboard/myProducts',
  editProduct: '/dashboard/editProduct/:id',
  /** A listing's papers, sent by its seller for an admin's check (docs/product.md#papers-checked). */
  productPapers: '/dashboard/myProducts/:id/papers',
  myOrders: '/dashboard/myOrders',
  paymentHistory: '/dashboard/paymentHistory',
  payment: '/dashboard/payment/:id',
  /** One deal, for its buyer, its seller or an admin (docs/product.md#the-deal). */
  deal: '/dashboard/deals/:id',
  allSellers: '/dashboard/allSellers',
  allBuyers: '/dashboard/allBuyers',
  sellerListings: '/dashboard/allSellers/:id',
  buyerOrders: '/dashboard/allBuyers/:id',
  reportedItems: '/dashboard/reportedItems',
  allUsers: '/dashboard/allUsers',
  auditLog: '/dashboard/auditLog',
  /** Open deal disputes, for admins (ADR 0151). */
  disputes: '/dashboard/disputes',
  /** The brands admins keep (docs/product.md#brands-and-models). */
  adminBrands: '/dashboard/brands',
  /** Listings whose seller chose "Other" for the model, for admins to file (docs/product.md#brands-and-models). */
  adminOtherModels: '/dashboard/other-models',
  /** The blog posts admins write (docs/product.md#blog). */
  adminBlogs: '/dashboard/blogs',
  newBlogPost: '/dashboard/blogs/new',
  editBlogPost: '/dashboard/blogs/:id',
  /** Proven phones, held listings and stolen chassis numbers, for admins (docs/product.md#chassis-register). */
  adminVerification: '/dashboard/verification',
  notifications: '/dashboard/notifications',
  /** The inbox of conversations and one conversation (docs/product.md#conversations). */
  messages: '/dashboard/messages',
  conversation: '/dashboard/messages/:id',
  /** A buyer's saved bikes and saved searches (docs/product.md#bangla-search-favourites). */
  savedBikes: '/dashboard/savedBikes',
  savedSearches: '/dashboard/savedSearches',
  /** Where a saved search's alert mail unsubscribes, without signing in (`?token=`). */
  unsubscribeAlerts: '/alerts/unsubscribe',
  dashboardUpdateProfile: '/dashboard/updateProfile',
  /** A seller's payouts, and the admins' payouts to sellers (docs/product.md#seller-payouts). */
  payouts: '/dashboard/payouts',
  sellerPayouts: '/dashboard/sellerPayouts',
} as const;

// Case-insensitive, as React Router matches: `/Blogs` renders the blogs page, so it is not a 404.
const patterns = Object.values(ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`, 'i'),
);

/** True when the path is one of the app's routes (so it is served with 200). */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}

/** Fills a route's `:params`, encoding each value. */
export function routePath(route: string, params: Record<string, string> = {}): string {
  return route.replace(/:([a-zA-Z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The longest search text (the navbar's box and the search page; longer is cut). */
export const SEARCH_QUERY_MAX = 100;
