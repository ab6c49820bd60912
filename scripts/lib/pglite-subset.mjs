// Integration test files that `npm test` runs on PostgreSQL only, when there is a PostgreSQL pass
// (TEST_DATABASE_URL set, as in CI): ADR 0132, ADR 0301 (which files run on both engines and why). Every other file runs on both engines; without
// TEST_DATABASE_URL, PGlite runs every file, these included.
//
// These check HTTP, auth and validation rules — the route table, hostile and misspelt requests,
// sign-in, passwords, mails, uploads, the OpenAPI document — whose SQL is the plain reads and writes
// the files left on both engines run too. What stays on both: every file about how the database
// behaves (search and facet counts with pg_trgm, triggers and locks; listing versions and the cache;
// transactions racing in bookings, holds, payments and races; restarts over the same data; the bootstrap
// on a PGlite directory; database errors reaching the client) and a representative file of each kind of
// the rest (the listing API, sign-up through better-auth's adapter, reports, favourites). A new file
// runs on both engines until it is listed here.
export const POSTGRES_ONLY = [
  'apps/server/src/modules/admin/admin-tables.int.test.ts',
  'apps/server/src/modules/admin/admin.int.test.ts',
  'apps/server/src/modules/catalog/bike-facts.int.test.ts',
  'apps/server/src/modules/catalog/one-place-field.int.test.ts',
  'apps/server/src/modules/catalog/photos.int.test.ts',
  'apps/server/src/modules/catalog/price-guide.int.test.ts',
  'apps/server/src/modules/contact/contact.int.test.ts',
  'apps/server/src/modules/deals/disputes.int.test.ts',
  'apps/server/src/modules/deals/handover.int.test.ts',
  'apps/server/src/modules/media/media.int.test.ts',
  'apps/server/src/modules/notifications/notifications.int.test.ts',
  'apps/server/src/modules/payments/checkout.int.test.ts',
  'apps/server/src/modules/payments/deposit.int.test.ts',
  'apps/server/src/modules/payments/stripe.int.test.ts',
  'apps/server/src/modules/reports/remove-listing.int.test.ts',
  'apps/server/src/modules/reports/reporter-told.int.test.ts',
  'apps/server/src/modules/reviews/reviews.int.test.ts',
  'apps/server/src/modules/users/auth.int.test.ts',
  'apps/server/src/modules/users/locale.int.test.ts',
  'apps/server/src/modules/users/mail-caps.int.test.ts',
  'apps/server/src/modules/users/oidc.int.test.ts',
  'apps/server/src/modules/users/password-reset.int.test.ts',
  'apps/server/src/modules/users/rate-limit.int.test.ts',
  'apps/server/src/modules/users/sign-up-mobile.int.test.ts',
  'apps/server/src/modules/users/users.int.test.ts',
  'apps/server/src/plugins/text-input.int.test.ts',
  'apps/server/test/authorization-matrix.int.test.ts',
  'apps/server/test/e2e-controls.int.test.ts',
  'apps/server/test/hostile-input.int.test.ts',
  'apps/server/test/metrics.int.test.ts',
  'apps/server/test/openapi.int.test.ts',
  'apps/server/test/opened-addresses.int.test.ts',
  'apps/server/test/route-spelling.int.test.ts',
];
