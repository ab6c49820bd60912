import type * as schema from './schema';

/** The tables of `schema.ts`, by their name there. */
type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends { _: { brand: 'Table' } } ? K : never;
}[keyof typeof schema];

/**
 * Which module writes each table (ADR 0135): only code under `modules/<owner>/` inserts, updates or
 * deletes its rows; any other module asks the owner through its `index.ts` (as the catalog's
 * `bikeState` does for a bike's state, ADR 0070). A table added to `schema.ts` fails the typecheck
 * until it is given an owner here, and `test/table-owners.unit.test.ts` reads the source for writes
 * outside the owner.
 */
export const TABLE_OWNERS = {
  user: 'users',
  session: 'users',
  account: 'users',
  verification: 'users',
  categories: 'catalog',
  bikeModels: 'catalog',
  products: 'catalog',
  productPhotos: 'catalog',
  // Written by the listing-version trigger (migration 0001) as products change.
  listingVersions: 'catalog',
  // Kept by triggers on products (ADR 0103).
  searchFacetCounts: 'catalog',
  productViews: 'catalog',
  bookings: 'bookings',
  paymentIntents: 'payments',
  checkoutSessions: 'payments',
  payments: 'payments',
  providerRefunds: 'payments',
  deals: 'deals',
  dealEvents: 'deals',
  dealPaperPhotos: 'deals',
  ledgerEntries: 'deals',
  dealRefunds: 'deals',
  payoutAccounts: 'payouts',
  payoutBatches: 'payouts',
  payables: 'payouts',
  dealDisputes: 'deals',
  dealDisputePhotos: 'deals',
  reviews: 'reviews',
  sellerRatings: 'reviews',
  reports: 'reports',
  contactMessages: 'contact',
  auditLog: 'audit',
  notifications: 'notifications',
  favourites: 'favourites',
  savedSearches: 'saved-searches',
  listingAlertEvents: 'saved-searches',
  savedSearchMatches: 'saved-searches',
  conversations: 'conversations',
  conversationPhotos: 'conversations',
  conversationMessages: 'conversations',
  conversationReports: 'conversations',
  conversationPresence: 'conversations',
  conversationDigests: 'conversations',
  offers: 'offers',
  phoneProofs: 'phones',
  phoneCodes: 'phones',
  verificationSettings: 'phones',
  stolenChassis: 'register',
  paperChecks: 'papers',
  paperCheckPhotos: 'papers',
  blogPosts: 'blog',
} as const satisfies Record<TableName, string>;
