import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/plugins/access';
import { randomMobile } from './factories/accounts';
import { insertBooking } from './factories/admin';
import { buyWithCard, createBike } from './factories/bookings';
import { addPaperPhoto, dealOfBooking, photoPayload } from './factories/deals';
import { productBody, uploadPhoto } from './factories/listings';
import { buildTestApp, createUser, type TestUser } from './helpers';

/**
 * docs/product.md#speed-and-resilience: every /api route, called by every kind of caller, answers as this table says. The
 * routes come from the app's own route table (recorded by the access plugin), so a route added
 * without an entry here fails, and so does an entry whose route is gone.
 *
 * 'allowed' means the caller got past authorization: neither 401 nor 403 (nor a 5xx). Numbers are
 * exact statuses. Requests carry real ids and schema-valid bodies, so a refusal is about who asks,
 * not about what was sent.
 */

const CALLERS = ['anonymous', 'buyer', 'otherSeller', 'seller', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];
type Outcome = 'allowed' | 401 | 403 | 404;
type Expectation = Record<CallerName, Outcome>;

interface Fixtures {
  buyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
  victimSeller: TestUser;
  victimBuyer: TestUser;
  futureAdmin: TestUser;
  /** Bikes of `seller`. */
  bike: string;
  advertBike: string;
  doomedBike: string;
  bookBike: string;
  checkoutBike: string;
  soldBike: string;
  bookedBike: string;
  /** Bikes of `seller` for the calls of docs/product.md#seller-and-admin-tools: edited, advertised then stopped, sold elsewhere, released. */
  editBike: string;
  unadvertBike: string;
  elsewhereBike: string;
  releaseBike: string;
  /** A bike of `seller` whose photos are set, and an uploaded photo for it. */
  photosBike: string;
  photo: string;
  /** `buyer`'s unpaid booking of bookedBike. */
  orderId: string;
  /** `buyer`'s card payment for soldBike. */
  transactionId: string;
  /** The deal of soldBike's sale, and of another sale of `seller` to `buyer` (cancelled by the matrix). */
  dealId: string;
  cancelDealId: string;
  /** A photo of dealId's registration paper. */
  paperPhotoId: string;
  reportId: string;
  /** `buyer`'s conversation with `seller` about `bike`, one to block and unblock, and a photo sent in the first. */
  conversationId: string;
  blockConversationId: string;
  conversationPhotoId: string;
  /** A conversation of `buyer` with `seller` to make offers in, and `buyer`'s open offers (one per call). */
  offersConversationId: string;
  acceptOfferId: string;
  declineOfferId: string;
  withdrawOfferId: string;
}

interface Call {
  url: string;
  payload?: Record<string, unknown>;
  /** The client's address (inject's default is 127.0.0.1, this machine). */
  remoteAddress?: string;
}

type Entry =
  | { call: (f: Fixtures) => Call; expect: Expectation }
  /** Declared public, but exercised by its own module's tests rather than called here. */
  | { excluded: string };

// Expectation builders: what the access declaration alone implies.
const everyone: Expectation = {
  anonymous: 'allowed',
  buyer: 'allowed',
  otherSeller: 'allowed',
  seller: 'allowed',
  admin: 'allowed',
};
const signedIn: Expectation = { ...everyone, anonymous: 401 };
/** No caller, whatever its role: the route serves operators, not accounts. */
const nobody: Expectation = { anonymous: 403, buyer: 403, otherSeller: 403, seller: 403, admin: 403 };
function only(...roles: ('Buyer' | 'Seller' | 'Admin')[]): Expectation {
  const as = (role: 'Buyer' | 'Seller' | 'Admin'): Outcome => (roles.includes(role) ? 'allowed' : 403);
  return {
    anonymous: 401,
    buyer: as('Buyer'),
    otherSeller: as('Seller'),
    seller: as('Seller'),
    admin: as('Admin'),
  };
}
/** Signed in, but the account named in the request must be the caller's own (an Admin may read any). */
const selfOrAdmin = (self: 'buyer' | 'seller'): Expectation => ({
  anonymous: 401,
  buyer: self === 'buyer' ? 'allowed' : 403,
  otherSeller: 403,
  seller: self === 'seller' ? 'allowed' : 403,
  admin: 'allowed',
});
/** Only the two people of a conversation (`buyer` and `seller`): anyone else is told it does not exist. */
const parties: Expectation = {
  anonymous: 401,
  buyer: 'allowed',
  otherSeller: 404,
  seller: 'allowed',
  admin: 404,
};
/** Signed in, and only the account named in the request, Admins included. */
const selfOnly = (self: 'buyer'): Expectation => ({ ...selfOrAdmin(self), admin: 403 });

const q = (value: string) => encodeURIComponent(value);

const MATRIX: Record<string, Entry> = {
  // Platform
  'GET /api/health': { call: () => ({ url: '/api/health' }), expect: everyone },
  // Prometheus scrapes from this machine or a private network, or with METRICS_TOKEN (ADR 0123;
  // test/metrics.int.test.ts): from the internet no account reads it, an Admin neither.
  'GET /api/metrics': { call: () => ({ url: '/api/metrics', remoteAddress: '203.0.113.9' }), expect: nobody },
  'GET /api/auth/*': { excluded: "better-auth's own endpoints (modules/users/auth.int.test.ts)" },
  'POST /api/auth/*': { excluded: "better-auth's own endpoints (modules/users/auth.int.test.ts)" },
  'GET /api/docs': { call: () => ({ url: '/api/docs' }), expect: everyone },
  'GET /api/docs/json': { call: () => ({ url: '/api/docs/json' }), expect: everyone },
  'GET /api/docs/yaml': { call: () => ({ url: '/api/docs/yaml' }), expect: everyone },
  'GET /api/docs/static/index.html': {
    call: () => ({ url: '/api/docs/static/index.html' }),
    expect: everyone,
  },
  'GET /api/docs/static/swagger-initializer.js': {
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone,
  },
  'GET /api/docs/static/*': { call: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: everyone },

  // Users
  'GET /api/auth-providers': { call: () => ({ url: '/api/auth-providers' }), expect: everyone },
  'GET /api/users/admin/:identifier': {
    call: (f) => ({ url: `/api/users/admin/${q(f.buyer.email)}` }),
    expect: selfOrAdmin('buyer'),
  },
  'GET /api/users/buyer/:identifier': {
    call: (f) => ({ url: `/api/users/buyer/${q(f.buyer.id)}` }),
    expect: selfOrAdmin('buyer'),
  },
  'GET /api/users/seller/:identifier': {
    call: (f) => ({ url: `/api/users/seller/${q(f.seller.email)}` }),
    expect: selfOrAdmin('seller'),
  },
  'GET /api/users': {
    call: (f) => ({ url: `/api/users?email=${q(f.buyer.email)}` }),
    expect: selfOrAdmin('buyer'),
  },
  'POST /api/users': {
    call: (f) => ({ url: '/api/users', payload: { name: f.buyer.name, email: f.buyer.email } }),
    expect: selfOnly('buyer'),
  },
  'PUT /api/users': {
    call: (f) => ({ url: `/api/users?email=${q(f.buyer.email)}`, payload: { name: 'Bina Buyer' } }),
    expect: selfOrAdmin('buyer'),
  },
  'GET /api/me/phone': { call: () => ({ url: '/api/me/phone' }), expect: signedIn },
  'POST /api/me/phone': {
    call: () => ({ url: '/api/me/phone', payload: { phone: randomMobile() } }),
    expect: signedIn,
  },
  'POST /api/me/phone/verify': {
    call: () => ({ url: '/api/me/phone/verify', payload: { code: '123456' } }),
    expect: signedIn,
  },
  'GET /api/admin/verification-settings': {
    call: () => ({ url: '/api/admin/verification-settings' }),
    expect: only('Admin'),
  },
  'PUT /api/admin/verification-settings': {
    call: () => ({ url: '/api/admin/verification-settings', payload: { phone_required: false } }),
    expect: only('Admin'),
  },
  // The chassis register (docs/product.md#chassis-register): admins only.
  'GET /api/admin/stolen-chassis': {
    call: () => ({ url: '/api/admin/stolen-chassis' }),
    expect: only('Admin'),
  },
  'POST /api/admin/stolen-chassis': {
    call: () => ({
      url: '/api/admin/stolen-chassis',
      payload: { chassis_number: 'MATRIXSTOLEN00001', reason: 'GD 1, matrix police station' },
    }),
    expect: only('Admin'),
  },
  'DELETE /api/admin/stolen-chassis/:chassis': {
    call: () => ({ url: '/api/admin/stolen-chassis/MATRIXNOTLISTED01' }),
    expect: only('Admin'),
  },
  'GET /api/admin/chassis-holds': {
    call: () => ({ url: '/api/admin/chassis-holds' }),
    expect: only('Admin'),
  },
  'POST /api/admin/chassis-holds/:id/release': {
    call: () => ({ url: '/api/admin/chassis-holds/matrixnoheld/release' }),
    expect: only('Admin'),
  },
  'POST /api/admin/chassis-holds/:id/refuse': {
    call: () => ({ url: '/api/admin/chassis-holds/matrixnoheld/refuse', payload: { reason: 'Same bike' } }),
    expect: only('Admin'),
  },
  'PUT /api/me/locale': {
    call: () => ({ url: '/api/me/locale', payload: { locale: 'bn' } }),
    expect: signedIn,
  },
  'GET /api/jwt': { call: (f) => ({ url: `/api/jwt?email=${q(f.buyer.email)}` }), expect: selfOnly('buyer') },
  'POST /api/jwt': {
    call: (f) => ({ url: '/api/jwt', payload: { email: f.buyer.email } }),
    expect: selfOnly('buyer'),
  },
  'PUT /api/makeAdmin': {
    call: (f) => ({ url: `/api/makeAdmin?email=${q(f.futureAdmin.email)}` }),
    expect: only('Admin'),
  },

  // Media: signed-in callers get past authorization to the "send multipart" refusal (400).
  'POST /api/images': { call: () => ({ url: '/api/images' }), expect: signedIn },

  // Catalog
  'GET /api/categories': { call: () => ({ url: '/api/categories' }), expect: everyone },
  'GET /api/category/:id': { call: () => ({ url: '/api/category/1' }), expect: everyone },
  'GET /api/bikeDetails/:id': { call: (f) => ({ url: `/api/bikeDetails/${f.bike}` }), expect: everyone },
  'GET /api/bikeDetails/:id/history': {
    call: (f) => ({ url: `/api/bikeDetails/${f.bike}/history` }),
    expect: everyone,
  },
  // Papers checked (docs/product.md#papers-checked): a listing's papers and their photos are its
  // seller's and the admins' only; a buyer or another seller is refused, anonymous asked to sign in.
  'GET /api/products/:id/papers': {
    call: (f) => ({ url: `/api/products/${f.bike}/papers` }),
    expect: { ...signedIn, buyer: 403, otherSeller: 403 },
  },
  'PUT /api/products/:id/papers/photos/:kind': {
    call: (f) => ({ url: `/api/products/${f.bike}/papers/photos/tax_token`, payload: {} }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'GET /api/products/:id/papers/photos/:kind': {
    call: (f) => ({ url: `/api/products/${f.bike}/papers/photos/registration` }),
    expect: { ...signedIn, buyer: 403, otherSeller: 403 },
  },
  'POST /api/products/:id/papers': {
    call: (f) => ({ url: `/api/products/${f.bike}/papers`, payload: { owner_name: 'Selim Seller' } }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'GET /api/admin/paper-checks': { call: () => ({ url: '/api/admin/paper-checks' }), expect: only('Admin') },
  'POST /api/admin/paper-checks/:id/approve': {
    call: () => ({ url: '/api/admin/paper-checks/matrixnopapers/approve' }),
    expect: only('Admin'),
  },
  'POST /api/admin/paper-checks/:id/refuse': {
    call: () => ({
      url: '/api/admin/paper-checks/matrixnopapers/refuse',
      payload: { reason: 'Blurred photo' },
    }),
    expect: only('Admin'),
  },
  'GET /api/bikeDetails/:id/similar': {
    call: (f) => ({ url: `/api/bikeDetails/${f.bike}/similar` }),
    expect: everyone,
  },
  'GET /api/advertisedProducts': { call: () => ({ url: '/api/advertisedProducts' }), expect: everyone },
  'GET /api/bikes': { call: () => ({ url: '/api/bikes?brand=Bajaj' }), expect: everyone },
  'GET /api/bikes/:id/price-guide': {
    call: (f) => ({ url: `/api/bikes/${f.bike}/price-guide` }),
    expect: everyone,
  },
  'POST /api/products': {
    call: () => ({ url: '/api/products', payload: { ...productBody() } }),
    expect: only('Seller'),
  },
  'GET /api/products': {
    call: (f) => ({ url: `/api/products?email=${q(f.seller.email)}` }),
    expect: selfOrAdmin('seller'),
  },
  // Advertising is the listing seller's alone; withdrawing is the seller's or an Admin's.
  'PUT /api/products/:id': {
    call: (f) => ({ url: `/api/products/${f.advertBike}` }),
    expect: { ...signedIn, buyer: 403, otherSeller: 403, admin: 403 },
  },
  'DELETE /api/products/:id': {
    call: (f) => ({ url: `/api/products/${f.doomedBike}` }),
    expect: { ...signedIn, buyer: 403, otherSeller: 403 },
  },
  // Editing, stopping an advertisement and selling elsewhere are the listing seller's alone (docs/product.md#seller-and-admin-tools).
  'PATCH /api/products/:id': {
    call: (f) => {
      const { img: _img, ...body } = productBody();
      return { url: `/api/products/${f.editBike}`, payload: body };
    },
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'PUT /api/products/:id/photos': {
    call: (f) => ({ url: `/api/products/${f.photosBike}/photos`, payload: { photos: [f.photo] } }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'DELETE /api/products/:id/advertisement': {
    call: (f) => ({ url: `/api/products/${f.unadvertBike}/advertisement` }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'POST /api/products/:id/soldElsewhere': {
    call: (f) => ({ url: `/api/products/${f.elsewhereBike}/soldElsewhere` }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },

  // Bookings
  'POST /api/bookings': {
    call: (f) => ({
      url: '/api/bookings',
      payload: { productID: f.bookBike, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
    }),
    expect: only('Buyer'),
  },
  'PUT /api/bookedProducts/:productId': {
    call: (f) => ({ url: `/api/bookedProducts/${f.bookedBike}` }),
    expect: only('Buyer'),
  },
  // Releasing a quiet buyer's booking is the bike's seller's alone (docs/product.md#seller-and-admin-tools).
  'POST /api/bookedProducts/:productId/release': {
    call: (f) => ({ url: `/api/bookedProducts/${f.releaseBike}/release` }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'GET /api/orders': {
    call: (f) => ({ url: `/api/orders?email=${q(f.buyer.email)}` }),
    expect: only('Buyer'),
  },
  'GET /api/orders/:id': { call: (f) => ({ url: `/api/orders/${f.orderId}` }), expect: only('Buyer') },
  // The buyer's own Book Now order: refused with 409 (only checkouts are cancelled or resumed), unchanged.
  'DELETE /api/orders/:id': { call: (f) => ({ url: `/api/orders/${f.orderId}` }), expect: only('Buyer') },
  'POST /api/orders/:id/resume': {
    call: (f) => ({ url: `/api/orders/${f.orderId}/resume` }),
    expect: only('Buyer'),
  },

  // Payments
  'GET /api/payment-config': { call: () => ({ url: '/api/payment-config' }), expect: everyone },
  'POST /api/create-payment-intent': {
    call: (f) => ({ url: '/api/create-payment-intent', payload: { _id: f.orderId, price: 1 } }),
    expect: only('Buyer'),
  },
  'POST /api/test-payments/confirm': {
    call: () => ({
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: 'pi_unknown_secret_unknown',
        card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' },
      },
    }),
    expect: only('Buyer'),
  },
  'POST /api/payments': {
    call: (f) => ({ url: '/api/payments', payload: { transactionId: 'pi_unknown', bookingId: f.orderId } }),
    expect: only('Buyer'),
  },
  'DELETE /api/payments/:productId': {
    call: (f) => ({ url: `/api/payments/${f.soldBike}` }),
    expect: only('Buyer'),
  },
  'GET /api/paymentHistory': {
    call: (f) => ({ url: `/api/paymentHistory?email=${q(f.buyer.email)}` }),
    expect: only('Buyer'),
  },
  // A receipt is its buyer's alone, Admins included.
  'GET /api/bikePayment/:transactionID': {
    call: (f) => ({ url: `/api/bikePayment/${f.transactionId}` }),
    expect: selfOnly('buyer'),
  },
  // A deal is its buyer's, its seller's and the admins' to read; only its two sides may cancel it.
  'GET /api/deals': {
    call: () => ({ url: '/api/deals?side=buyer' }),
    expect: only('Buyer', 'Seller'),
  },
  'GET /api/deals/:id': {
    call: (f) => ({ url: `/api/deals/${f.dealId}` }),
    expect: { ...signedIn, otherSeller: 403 },
  },
  'POST /api/deals/:id/cancel': {
    call: (f) => ({ url: `/api/deals/${f.cancelDealId}/cancel`, payload: { reason: 'Changed my mind' } }),
    expect: { ...only('Buyer', 'Seller'), otherSeller: 403 },
  },
  // Only the deal's seller adds and shares papers and offers the meeting; only its buyer (and admins)
  // see the photos; only its buyer picks a time and confirms; only its seller enters the code.
  'POST /api/deals/:id/papers/photos': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/papers/photos?kind=insurance`, payload: {} }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'GET /api/deals/:id/papers/photos/:photoId': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/papers/photos/${f.paperPhotoId}` }),
    expect: { ...signedIn, otherSeller: 403, seller: 403 },
  },
  'POST /api/deals/:id/papers': {
    call: (f) => ({
      url: `/api/deals/${f.dealId}/papers`,
      payload: { chassisNumber: 'MD2A11CZ9KCA12345', engineNumber: 'JCZCKA12345' },
    }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'PUT /api/deals/:id/meeting': {
    call: (f) => ({
      url: `/api/deals/${f.dealId}/meeting`,
      payload: { place: 'Mirpur 10', times: [new Date(Date.now() + 24 * 3600_000).toISOString()] },
    }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'POST /api/deals/:id/meeting/choice': {
    call: (f) => ({
      url: `/api/deals/${f.dealId}/meeting/choice`,
      payload: { time: new Date().toISOString() },
    }),
    expect: only('Buyer'),
  },
  'POST /api/deals/:id/handover': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/handover`, payload: { code: '000000' } }),
    expect: { ...only('Seller'), otherSeller: 403 },
  },
  'POST /api/deals/:id/received': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/received` }),
    expect: only('Buyer'),
  },
  // Reviews (ADR 0220): only the deal's buyer and seller read and write its reviews (an open deal
  // answers 409 to a write); a seller's published reviews are public.
  'GET /api/deals/:id/reviews': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/reviews` }),
    expect: { ...only('Buyer', 'Seller'), otherSeller: 403 },
  },
  'POST /api/deals/:id/reviews': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/reviews`, payload: { stars: 5, text: 'Matrix review.' } }),
    expect: { ...only('Buyer', 'Seller'), otherSeller: 403 },
  },
  // A seller's public page (docs/product.md#seller-pages): anyone, signed in or not.
  'GET /api/sellers/:id': {
    call: (f) => ({ url: `/api/sellers/${f.seller.id}` }),
    expect: everyone,
  },
  'GET /api/sellers/:sellerId/reviews': {
    call: (f) => ({ url: `/api/sellers/${f.seller.id}/reviews` }),
    expect: everyone,
  },
  // Payouts (ADR 0160–0162): a seller's own account and balance; payables, batches and sends are
  // the admins'. Unknown ids: the Admin gets past access (404) and nothing changes.
  'GET /api/payouts': { call: () => ({ url: '/api/payouts' }), expect: only('Seller') },
  'PUT /api/payouts/account': {
    call: (f) => ({
      url: '/api/payouts/account',
      payload: { method: 'bkash', accountName: f.seller.name, walletNumber: '01712345678' },
    }),
    expect: only('Seller'),
  },
  'GET /api/admin/payouts': { call: () => ({ url: '/api/admin/payouts' }), expect: only('Admin') },
  'POST /api/admin/payouts/batches': {
    call: () => ({ url: '/api/admin/payouts/batches' }),
    expect: only('Admin'),
  },
  'GET /api/admin/payouts/batches/:id/csv': {
    call: () => ({ url: '/api/admin/payouts/batches/matrixnobatch/csv' }),
    expect: only('Admin'),
  },
  'POST /api/admin/payouts/batches/:id/results': {
    call: () => ({
      url: '/api/admin/payouts/batches/matrixnobatch/results',
      payload: { csv: 'payable_id,reference\nx,REF-1\n' },
    }),
    expect: only('Admin'),
  },
  'POST /api/admin/payouts/:id/reference': {
    call: () => ({ url: '/api/admin/payouts/matrixnopayable/reference', payload: { reference: 'REF-1' } }),
    expect: only('Admin'),
  },
  'POST /api/admin/payouts/:id/bkash': {
    call: () => ({ url: '/api/admin/payouts/matrixnopayable/bkash' }),
    expect: only('Admin'),
  },
  // Only the deal's buyer opens a dispute and adds its photos; they are the buyer's and the admins'
  // to see; only admins list and resolve disputes (ADR 0151).
  'POST /api/deals/:id/dispute': {
    call: (f) => ({
      url: `/api/deals/${f.dealId}/dispute`,
      payload: { reason: 'papers_problem', text: 'The tax token has ended.' },
    }),
    expect: only('Buyer'),
  },
  'POST /api/deals/:id/dispute/photos': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/dispute/photos`, payload: {} }),
    expect: only('Buyer'),
  },
  'GET /api/deals/:id/dispute/photos/:photoId': {
    call: (f) => ({ url: `/api/deals/${f.dealId}/dispute/photos/${f.paperPhotoId}` }),
    expect: { ...signedIn, otherSeller: 403, seller: 403 },
  },
  // Brands are data only admins change (ADR 0290); the bodies name no real brand or upload, so
  // nothing changes.
  'GET /api/admin/brands': { call: () => ({ url: '/api/admin/brands' }), expect: only('Admin') },
  'POST /api/admin/brands': {
    call: () => ({
      url: '/api/admin/brands',
      payload: { name: 'Matrix', name_bn: 'ম্যাট্রিক্স', logo: `/media/${'0'.repeat(32)}-1280.webp` },
    }),
    expect: only('Admin'),
  },
  'PATCH /api/admin/brands/:id': {
    call: () => ({ url: '/api/admin/brands/matrixnobrand', payload: { hidden: false } }),
    expect: only('Admin'),
  },
  'PUT /api/admin/brands/order': {
    call: () => ({ url: '/api/admin/brands/order', payload: { ids: ['1'] } }),
    expect: only('Admin'),
  },
  // Models too (ADR 0291): the calls name no real brand, model or bike, so nothing changes.
  'GET /api/models': { call: () => ({ url: '/api/models' }), expect: everyone },
  'GET /api/admin/brands/:id/models': {
    call: () => ({ url: '/api/admin/brands/matrixnobrand/models' }),
    expect: only('Admin'),
  },
  'POST /api/admin/brands/:id/models': {
    call: () => ({
      url: '/api/admin/brands/matrixnobrand/models',
      payload: { name: 'Matrix', name_bn: 'ম্যাট্রিক্স', type: 'scooter' },
    }),
    expect: only('Admin'),
  },
  'PATCH /api/admin/models/:id': {
    call: () => ({ url: '/api/admin/models/matrixnomodel', payload: { hidden: false } }),
    expect: only('Admin'),
  },
  'GET /api/admin/products/other-models': {
    call: () => ({ url: '/api/admin/products/other-models' }),
    expect: only('Admin'),
  },
  // Places (docs/product.md#places, ADR 0292): data, the same for everyone.
  'GET /api/places': { call: () => ({ url: '/api/places' }), expect: everyone },
  'PUT /api/admin/products/:id/model': {
    call: () => ({ url: '/api/admin/products/matrixnobike/model', payload: { model_id: '3-gixxer' } }),
    expect: only('Admin'),
  },
  // The blog (docs/product.md#blog): readers read, admins write; the bodies name no real post, and
  // the new post is a draft at an address no test reads.
  'GET /api/blogs': { call: () => ({ url: '/api/blogs?lang=bn' }), expect: everyone },
  'GET /api/blogs/:slug': { call: () => ({ url: '/api/blogs/test-ride-checklist' }), expect: everyone },
  'GET /api/admin/blogs': { call: () => ({ url: '/api/admin/blogs' }), expect: only('Admin') },
  'GET /api/admin/blogs/:id': {
    call: () => ({ url: '/api/admin/blogs/matrixnopost' }),
    expect: only('Admin'),
  },
  'POST /api/admin/blogs': {
    call: () => ({
      url: '/api/admin/blogs',
      payload: { title: 'Matrix', slug: 'matrix-draft', language: 'en', body: 'A draft.' },
    }),
    expect: only('Admin'),
  },
  'PATCH /api/admin/blogs/:id': {
    call: () => ({ url: '/api/admin/blogs/matrixnopost', payload: { published: false } }),
    expect: only('Admin'),
  },
  'DELETE /api/admin/blogs/:id': {
    call: () => ({ url: '/api/admin/blogs/matrixnopost' }),
    expect: only('Admin'),
  },
  'POST /api/admin/blogs/preview': {
    call: () => ({ url: '/api/admin/blogs/preview', payload: { body: '**hi**' } }),
    expect: only('Admin'),
  },
  'GET /api/admin/disputes': { call: () => ({ url: '/api/admin/disputes' }), expect: only('Admin') },
  'POST /api/admin/disputes/:id/resolve': {
    call: (f) => ({
      url: `/api/admin/disputes/${f.dealId}/resolve`,
      payload: { outcome: 'release', reason: 'The bike matches the ad.' },
    }),
    expect: only('Admin'),
  },
  'POST /api/orders': {
    call: (f) => ({
      url: '/api/orders',
      payload: {
        bikeID: f.checkoutBike,
        buyerPhone: '01712345678',
        buyerLocation: 'Dhaka',
        postCode: '1207',
      },
    }),
    expect: only('Buyer'),
  },
  // Gateway callbacks and the sandbox page are public: they trust only signatures, never the caller.
  'GET /api/checkout/:kind': {
    call: () => ({ url: '/api/checkout/fail?tran_id=unknown' }),
    expect: everyone,
  },
  'POST /api/checkout/:kind': {
    call: () => ({ url: '/api/checkout/ipn', payload: { tran_id: 'unknown', status: 'VALID' } }),
    expect: everyone,
  },
  'GET /api/sandbox-gateway/:tranId': {
    call: () => ({ url: '/api/sandbox-gateway/unknown' }),
    expect: everyone,
  },
  'POST /api/sandbox-gateway/:tranId': {
    call: () => ({ url: '/api/sandbox-gateway/unknown', payload: { action: 'cancel' } }),
    expect: everyone,
  },

  // Administration
  'GET /api/sellers': { call: () => ({ url: '/api/sellers' }), expect: only('Admin') },
  'PUT /api/sellers': {
    call: (f) => ({ url: `/api/sellers?email=${q(f.seller.email)}` }),
    expect: only('Admin'),
  },
  'DELETE /api/sellers/:id': {
    call: (f) => ({ url: `/api/sellers/${f.victimSeller.id}` }),
    expect: only('Admin'),
  },
  'GET /api/buyers': { call: () => ({ url: '/api/buyers' }), expect: only('Admin') },
  'DELETE /api/buyers/:id': {
    call: (f) => ({ url: `/api/buyers/${f.victimBuyer.id}` }),
    expect: only('Admin'),
  },
  'GET /api/allUsers': { call: () => ({ url: '/api/allUsers' }), expect: only('Admin') },
  'GET /api/auditLog': { call: () => ({ url: '/api/auditLog' }), expect: only('Admin') },
  'GET /api/admin/accounts': {
    call: () => ({ url: '/api/admin/accounts?role=Seller&q=a&sort=name' }),
    expect: only('Admin'),
  },
  'GET /api/admin/sellers/:id/listings': {
    call: (f) => ({ url: `/api/admin/sellers/${f.seller.id}/listings` }),
    expect: only('Admin'),
  },
  'GET /api/admin/buyers/:id/orders': {
    call: (f) => ({ url: `/api/admin/buyers/${f.buyer.id}/orders` }),
    expect: only('Admin'),
  },
  // The target is not an admin: the Admin gets past access (404) and no role changes.
  'POST /api/admins/:id/revoke': {
    call: (f) => ({ url: `/api/admins/${f.buyer.id}/revoke` }),
    expect: only('Admin'),
  },

  // Reports
  'POST /api/reportedProducts': {
    call: (f) => ({
      url: '/api/reportedProducts',
      payload: { productDataBaseId: f.bike, reason: 'offensive' },
    }),
    expect: signedIn,
  },
  'GET /api/reportedProducts': { call: () => ({ url: '/api/reportedProducts' }), expect: only('Admin') },
  'GET /api/reportedProducts/bikes': {
    call: () => ({ url: '/api/reportedProducts/bikes?sort=most&pageSize=5' }),
    expect: only('Admin'),
  },
  'DELETE /api/reportedProducts/:id': {
    call: (f) => ({ url: `/api/reportedProducts/${f.reportId}` }),
    expect: only('Admin'),
  },
  // A bike with no reports and that does not exist: the Admin gets past access (404), nothing changes.
  'POST /api/reportedProducts/bike/:productId/remove': {
    call: () => ({
      url: '/api/reportedProducts/bike/matrixnobike00000000000/remove',
      payload: { reason: 'Matrix check only' },
    }),
    expect: only('Admin'),
  },
  'POST /api/reportedProducts/bike/:productId/dismiss': {
    call: () => ({ url: '/api/reportedProducts/bike/matrixnobike00000000000/dismiss' }),
    expect: only('Admin'),
  },

  // Notifications: every signed-in role has its own
  'GET /api/notifications': { call: () => ({ url: '/api/notifications' }), expect: signedIn },
  'GET /api/notifications/unread-count': {
    call: () => ({ url: '/api/notifications/unread-count' }),
    expect: signedIn,
  },
  'POST /api/notifications/read': {
    call: () => ({ url: '/api/notifications/read', payload: {} }),
    expect: signedIn,
  },

  // Conversations (docs/product.md#conversations): only their two people; a seller cannot open one about their own bike
  'POST /api/products/:id/conversation': {
    call: (f) => ({ url: `/api/products/${f.bike}/conversation` }),
    expect: { ...signedIn, seller: 403 },
  },
  'GET /api/conversations': { call: () => ({ url: '/api/conversations' }), expect: signedIn },
  'GET /api/conversations/events': {
    excluded:
      'an event stream that never ends (modules/conversations/live.int.test.ts: visitors 401, each person only their own)',
  },
  'GET /api/admin/conversation-reports': {
    call: () => ({ url: '/api/admin/conversation-reports' }),
    expect: only('Admin'),
  },
  // No such report: an Admin gets past access (404), and no reading is logged.
  'GET /api/admin/conversation-reports/:id': {
    call: () => ({ url: '/api/admin/conversation-reports/matrixnoreport0000000000' }),
    expect: only('Admin'),
  },
  'GET /api/conversations/unread-count': {
    call: () => ({ url: '/api/conversations/unread-count' }),
    expect: signedIn,
  },
  'GET /api/conversations/:id': {
    call: (f) => ({ url: `/api/conversations/${f.conversationId}` }),
    expect: parties,
  },
  'POST /api/conversations/:id/messages': {
    call: (f) => ({
      url: `/api/conversations/${f.conversationId}/messages`,
      payload: { text: 'Matrix hello' },
    }),
    expect: parties,
  },
  // Not multipart: the two get past authorization to the 400, anyone else 404 first.
  'POST /api/conversations/:id/photos': {
    call: (f) => ({ url: `/api/conversations/${f.conversationId}/photos`, payload: {} }),
    expect: parties,
  },
  'GET /api/conversations/:id/photos/:photoId': {
    call: (f) => ({ url: `/api/conversations/${f.conversationId}/photos/${f.conversationPhotoId}` }),
    expect: parties,
  },
  'POST /api/conversations/:id/read': {
    call: (f) => ({ url: `/api/conversations/${f.conversationId}/read`, payload: {} }),
    expect: parties,
  },
  'POST /api/conversations/:id/block': {
    call: (f) => ({ url: `/api/conversations/${f.blockConversationId}/block` }),
    expect: parties,
  },
  'DELETE /api/conversations/:id/block': {
    call: (f) => ({ url: `/api/conversations/${f.blockConversationId}/block` }),
    expect: parties,
  },
  'POST /api/conversations/:id/report': {
    call: (f) => ({ url: `/api/conversations/${f.conversationId}/report`, payload: { reason: 'offensive' } }),
    expect: parties,
  },

  // Offers (docs/product.md#offers): the two of the conversation; only the other side answers an offer,
  // only its maker withdraws it
  'GET /api/conversations/:id/offers': {
    call: (f) => ({ url: `/api/conversations/${f.offersConversationId}/offers` }),
    expect: parties,
  },
  'POST /api/conversations/:id/offers': {
    call: (f) => ({
      url: `/api/conversations/${f.offersConversationId}/offers`,
      payload: { amount: 120_000 },
    }),
    expect: parties,
  },
  'POST /api/offers/:id/accept': {
    call: (f) => ({ url: `/api/offers/${f.acceptOfferId}/accept` }),
    expect: { ...parties, buyer: 403 },
  },
  'POST /api/offers/:id/decline': {
    call: (f) => ({ url: `/api/offers/${f.declineOfferId}/decline` }),
    expect: { ...parties, buyer: 403 },
  },
  'POST /api/offers/:id/withdraw': {
    call: (f) => ({ url: `/api/offers/${f.withdrawOfferId}/withdraw` }),
    expect: { ...parties, seller: 403 },
  },
  'GET /api/offers/agreed/:productId': {
    call: (f) => ({ url: `/api/offers/agreed/${f.bike}` }),
    expect: signedIn,
  },

  // Favourites and saved searches (docs/product.md#bangla-search-favourites): buyers only; the unsubscribe link needs no sign-in
  'GET /api/favourites': { call: () => ({ url: '/api/favourites' }), expect: only('Buyer') },
  'GET /api/favourites/ids': { call: () => ({ url: '/api/favourites/ids' }), expect: only('Buyer') },
  'PUT /api/favourites/:productId': {
    call: (f) => ({ url: `/api/favourites/${f.bike}` }),
    expect: only('Buyer'),
  },
  'DELETE /api/favourites/:productId': {
    call: (f) => ({ url: `/api/favourites/${f.bike}` }),
    expect: only('Buyer'),
  },
  'GET /api/saved-searches': { call: () => ({ url: '/api/saved-searches' }), expect: only('Buyer') },
  'POST /api/saved-searches': {
    call: () => ({ url: '/api/saved-searches', payload: { query: '?brand=Yamaha' } }),
    expect: only('Buyer'),
  },
  'DELETE /api/saved-searches/:id': {
    call: () => ({ url: '/api/saved-searches/no-such-search' }),
    expect: only('Buyer'),
  },
  'POST /api/saved-searches/unsubscribe': {
    call: () => ({ url: '/api/saved-searches/unsubscribe', payload: { token: 'x'.repeat(32) } }),
    expect: everyone,
  },
  // The dashboard home's figures: each role gets its own
  'GET /api/dashboard/summary': { call: () => ({ url: '/api/dashboard/summary' }), expect: signedIn },

  // Contact (rate limited to 5 a client address: exactly one call per caller)
  'POST /api/contact': {
    call: () => ({
      url: '/api/contact',
      payload: { name: 'Matrix', email: 'matrix@test.bestbikes.example', message: 'Hello' },
    }),
    expect: everyone,
  },
};

const t = await buildTestApp();
afterAll(() => t.close());

const routeKey = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;
// HEAD routes are Fastify's automatic twins of GET routes: same handler, same access.
const headTwin = (key: string) => key.replace(/^HEAD /, 'GET ');
const appRoutes = t.app.routeTable.map(routeKey);

async function makeFixtures(): Promise<Fixtures> {
  const [buyer, seller, otherSeller, admin, victimSeller, victimBuyer, futureAdmin] = [
    await createUser(t, { role: 'Buyer' }),
    await createUser(t, { role: 'Seller' }),
    await createUser(t, { role: 'Seller' }),
    await createUser(t, { role: 'Admin' }),
    await createUser(t, { role: 'Seller' }),
    await createUser(t, { role: 'Buyer' }),
    await createUser(t, { role: 'Buyer' }),
  ];
  const bike = await createBike(t, seller);
  const reportBike = await createBike(t, seller);
  const bookedBike = await createBike(t, seller);
  const soldBike = await createBike(t, seller);
  const orderId = await insertBooking(t, { productId: bookedBike, buyer });
  const releaseBike = await createBike(t, seller);
  await insertBooking(t, { productId: releaseBike, buyer });
  const { intentId, bookingId: soldBooking } = await buyWithCard(t, buyer, soldBike);
  const dealId = (await dealOfBooking(t, soldBooking)).id;
  const cancelBooking = (await buyWithCard(t, buyer, await createBike(t, seller))).bookingId;
  const cancelDealId = (await dealOfBooking(t, cancelBooking)).id;
  const paperPhotoId = (await addPaperPhoto(t, seller, dealId, 'registration')).json()._id as string;

  const reported = await t.app.inject({
    method: 'POST',
    url: '/api/reportedProducts',
    headers: buyer.headers,
    payload: { productDataBaseId: reportBike, reason: 'offensive' },
  });
  if (reported.statusCode !== 200) throw new Error(`report failed: ${reported.body}`);
  const reports = await t.app.inject({ method: 'GET', url: '/api/reportedProducts', headers: admin.headers });
  const report = (reports.json() as { _id: string; productDataBaseId: string }[]).find(
    (r) => r.productDataBaseId === reportBike,
  );
  if (!report) throw new Error(`report not listed: ${reports.body}`);

  const openConversation = async (productId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/conversation`,
      headers: buyer.headers,
    });
    if (res.statusCode !== 200) throw new Error(`conversation failed: ${res.body}`);
    return res.json()._id as string;
  };
  const conversationId = await openConversation(bike);
  const blockConversationId = await openConversation(await createBike(t, seller));
  const { contentType, payload } = await photoPayload(3);
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/photos`,
    headers: { ...buyer.headers, 'content-type': contentType },
    payload,
  });
  if (photo.statusCode !== 200) throw new Error(`conversation photo failed: ${photo.body}`);
  const conversationPhotoId = photo.json().photoId as string;
  // A photo of `bike`'s registration certificate, private to its seller and admins.
  const paperCheckPhoto = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${bike}/papers/photos/registration`,
    headers: { ...seller.headers, 'content-type': contentType },
    payload,
  });
  if (paperCheckPhoto.statusCode !== 200) throw new Error(`paper photo failed: ${paperCheckPhoto.body}`);
  const offersConversationId = await openConversation(await createBike(t, seller, { price: 150_000 }));
  const openOffer = async () => {
    const c = await openConversation(await createBike(t, seller, { price: 150_000 }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/offers`,
      headers: buyer.headers,
      payload: { amount: 120_000 },
    });
    if (res.statusCode !== 200) throw new Error(`offer failed: ${res.body}`);
    return res.json().open._id as string;
  };
  const [acceptOfferId, declineOfferId, withdrawOfferId] = [
    await openOffer(),
    await openOffer(),
    await openOffer(),
  ];
  await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: buyer.headers,
    payload: { photoId: conversationPhotoId },
  });

  return {
    buyer,
    seller,
    otherSeller,
    admin,
    victimSeller,
    victimBuyer,
    futureAdmin,
    bike,
    advertBike: await createBike(t, seller),
    doomedBike: await createBike(t, seller),
    bookBike: await createBike(t, seller),
    checkoutBike: await createBike(t, seller),
    soldBike,
    bookedBike,
    editBike: await createBike(t, seller),
    unadvertBike: await createBike(t, seller),
    elsewhereBike: await createBike(t, seller),
    releaseBike,
    photosBike: await createBike(t, seller),
    photo: await uploadPhoto(t, seller, 77),
    orderId,
    transactionId: intentId,
    dealId,
    cancelDealId,
    paperPhotoId,
    reportId: report._id,
    conversationId,
    blockConversationId,
    conversationPhotoId,
    offersConversationId,
    acceptOfferId,
    declineOfferId,
    withdrawOfferId,
  };
}
const fixtures = await makeFixtures();

function headersOf(caller: CallerName): Record<string, string> {
  return caller === 'anonymous' ? {} : fixtures[caller].headers;
}

function verdict(res: LightMyRequestResponse, outcome: Outcome): string | null {
  if (outcome === 'allowed') {
    if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
      return `expected to get past authorization, got ${res.statusCode} ${res.body.slice(0, 200)}`;
    }
    return null;
  }
  return res.statusCode === outcome
    ? null
    : `expected ${outcome}, got ${res.statusCode} ${res.body.slice(0, 200)}`;
}

describe('authorization matrix', () => {
  it('has an entry for every /api route of the app', () => {
    const missing = appRoutes.filter((key) => !((key.startsWith('HEAD ') ? headTwin(key) : key) in MATRIX));
    expect(missing.join(', '), 'routes without an entry in MATRIX').toBe('');
  });

  it('has no entry for a route the app does not have', () => {
    const stale = Object.keys(MATRIX).filter((key) => !appRoutes.includes(key));
    expect(stale.join(', '), 'MATRIX entries without a route').toBe('');
  });

  it("declares better-auth's own endpoints public (they authenticate by themselves)", () => {
    const auth = t.app.routeTable.filter((route) => route.url.startsWith('/api/auth/'));
    expect(auth.length).toBeGreaterThan(0);
    for (const route of auth) expect(route.access, routeKey(route)).toBe('public');
  });

  // One test per route, in registration order: every caller, denied callers first so that an
  // allowed caller's change (a withdrawn bike, a deleted report) cannot hide a refusal.
  it.each(appRoutes)('%s', async (key) => {
    const entry = MATRIX[key.startsWith('HEAD ') ? headTwin(key) : key];
    expect(entry, `${key} has no entry in MATRIX`).toBeDefined();
    if (!entry || 'excluded' in entry) return;
    const method = key.split(' ')[0] as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
    const { url, payload, remoteAddress } = entry.call(fixtures);
    const wrong: string[] = [];
    const order = [...CALLERS].sort(
      (a, b) => Number(entry.expect[a] === 'allowed') - Number(entry.expect[b] === 'allowed'),
    );
    for (const caller of order) {
      const res = await t.app.inject({ method, url, headers: headersOf(caller), payload, remoteAddress });
      const problem = verdict(res, entry.expect[caller]);
      if (problem) wrong.push(`${caller}: ${problem}`);
    }
    expect(wrong.join('\n'), `${key} (${method} ${url})`).toBe('');
  });
});
