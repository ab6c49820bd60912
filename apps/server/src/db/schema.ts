import { LOCALES } from '@best-bikes/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---------------------------------------------------------------------------------------------
// Accounts. The four tables better-auth expects (user, session, account, verification); `user`
// is also product.md's User: role, seller verification and deactivation live on it.
// ---------------------------------------------------------------------------------------------

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['Buyer', 'Seller', 'Admin'] })
      .notNull()
      .default('Buyer'),
    sellerVerified: boolean('seller_verified').notNull().default(false),
    /** Set when an admin removes the user: they can no longer sign in; history stays intact. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** The language of the mails this person gets (docs/product.md#bangla-search-favourites, ADR 0095). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** An optional mobile number (01XXXXXXXXX), given at sign-up: it fills in the booking forms. */
    mobile: text('mobile'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_email_unique').on(sql`lower(${t.email})`),
    index('user_role_idx').on(t.role),
    // The admin tables (docs/product.md#seller-and-admin-tools): a search matches the start of a name or an e-mail address, and
    // the tables sort by name or by sign-up date within one role.
    index('user_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('user_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('user_role_created_idx').on(t.role, t.createdAt),
    check('user_role_check', sql`${t.role} in ('Buyer', 'Seller', 'Admin')`),
    check('user_locale_check', sql`${t.locale} in ('en', 'bn')`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------------------------------------
// Catalog
// ---------------------------------------------------------------------------------------------

/**
 * The brands, data admins keep (docs/product.md#brands-and-models, ADR 0290): product.md's fixed ids
 * '1' Yamaha, '2' Bajaj, '3' Suzuki, the start-up brands '4'… and an admin's new ones a fresh id.
 */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name as a Bangla reader reads it. */
  nameBn: text('name_bn').notNull().default(''),
  /** The brand's tile: a bike of the brand on an evening road, drawn by the project. */
  img: text('img').notNull(),
  /** The logo, an image of the media store; null: product.md's `/brands/*.svg` by id. */
  logo: text('logo'),
  /** Hidden brands are offered nowhere new; their bikes and pages stay. */
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const BIKE_TYPES = ['motorcycle', 'scooter', 'electric'] as const;

/**
 * A brand's models (docs/product.md#brands-and-models, ADR 0291): the catalogue's names in both
 * languages, the engine size, the type and the years made. Start-up data in catalog/models-data.ts;
 * admins add, rename and hide. Never deleted: listings point at them.
 */
export const bikeModels = pgTable(
  'bike_models',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull().default(''),
    /** Other spellings people write, lower case, separated by commas ('splendor plus'). */
    aliases: text('aliases').notNull().default(''),
    /** Null for electric bikes. */
    engineCc: integer('engine_cc'),
    type: text('type', { enum: BIKE_TYPES }).notNull().default('motorcycle'),
    yearFrom: integer('year_from'),
    /** Null while still made. */
    yearTo: integer('year_to'),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bike_models_brand_name_idx').on(t.categoryId, sql`lower(${t.name})`),
    check('bike_models_type_check', sql`${t.type} in ('motorcycle', 'scooter', 'electric')`),
  ],
);

/**
 * 'Held': listed with the chassis number of another live listing, waiting for an admin
 * (docs/product.md#chassis-register, ADR 0360); never shown to the public.
 */
export const PRODUCT_STATES = ['Available', 'Booked', 'Sold', 'Withdrawn', 'Held'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    mobile: text('mobile').notNull(),
    /** Whole Taka. */
    originalPrice: integer('original_price').notNull(),
    /** Whole Taka; what the buyer pays. */
    resalePrice: integer('resale_price').notNull(),
    yearsOfUse: integer('years_of_use').notNull(),
    /** Kilometres driven (ADR 0087). */
    milage: integer('milage'),
    condition: text('condition').notNull(),
    // The optional facts of docs/product.md#seller-and-admin-tools: null when the seller did not give them.
    registrationYear: integer('registration_year'),
    engineCc: integer('engine_cc'),
    previousOwners: integer('previous_owners'),
    /**
     * Where the bike is: one of the 64 districts of Bangladesh (contract `DISTRICTS`). The one place
     * field (ADR 0118): product.md's `location` is answered from it.
     */
    district: text('district').notNull(),
    /** The area within the district ('Mirpur 10'), when the seller gave one. */
    area: text('area'),
    /**
     * The area as one of the contract's `AREAS` ('dhaka-mirpur', docs/product.md#places, ADR 0292): set
     * when the seller picked it, or when `area` names it for certain; null otherwise.
     */
    areaId: text('area_id'),
    /** The tax token's last valid day. */
    taxTokenUntil: date('tax_token_until', { mode: 'string' }),
    /** Whether the registration papers are present. */
    registrationPapers: boolean('registration_papers'),
    /**
     * The frame number as the contract's `normaliseChassis` stores it (docs/product.md#chassis-register,
     * ADR 0360); null for a bike listed without one. Set when listed, never by an edit.
     */
    chassisNumber: text('chassis_number'),
    /** The engine number, stored the same way; private to the seller and admins. */
    engineNumber: text('engine_number'),
    img: text('img').notNull(),
    /** Available → Booked → Sold; Booked → Available when a booking expires; Withdrawn when deleted. */
    state: text('state', { enum: PRODUCT_STATES }).notNull().default('Available'),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    /** Set when the seller marked the bike sold outside Best Bikes (state Sold, no payment; ADR 0093). */
    soldElsewhereAt: timestamp('sold_elsewhere_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The catalogue's model (ADR 0291): null when the seller picked "Other" (an admin may map it
     * later). `productName` stays the seller's own words.
     */
    modelId: text('model_id').references(() => bikeModels.id),
    /** motorcycle | scooter | electric: the model's, or the seller's for an "Other" model. */
    bikeType: text('bike_type', { enum: BIKE_TYPES }),
    ...timestamps,
    /**
     * What the search across all brands compares its words with (ADR 0090): ' ' + the model + ' ' +
     * the district + ' ' + the area (ADR 0118), in lower case, with dashes, dots and slashes as spaces and letters and digits
     * apart ('MT-15' → ' mt 15', 'NS160' → ' ns 160'), so a word of the query can be matched at the
     * start of a word: 'r15' finds 'R15 V3' but not 'Pulsar 150'. Stored (ADR 0103) so that the
     * trigram index's recheck of a candidate compares stored text instead of computing it again.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`(' ' || regexp_replace(regexp_replace(translate(lower(product_name), '-./', '   '), '([a-z])([0-9])', '\\1 \\2', 'g'), '([0-9])([a-z])', '\\1 \\2', 'g') || ' ' || lower(district) || ' ' || lower(coalesce(area, '')))`,
      ),
  },
  (t) => [
    check('products_prices_positive', sql`${t.originalPrice} > 0 and ${t.resalePrice} > 0`),
    check(
      'products_facts_sane',
      sql`(${t.engineCc} is null or ${t.engineCc} > 0) and (${t.previousOwners} is null or ${t.previousOwners} >= 0)`,
    ),
    check('products_state_check', sql`${t.state} in ('Available', 'Booked', 'Sold', 'Withdrawn', 'Held')`),
    // One live listing per chassis (ADR 0360): a second one is stored Held, outside this index.
    uniqueIndex('products_chassis_live_unique')
      .on(t.chassisNumber)
      .where(sql`${t.chassisNumber} is not null and ${t.state} in ('Available', 'Booked')`),
    index('products_chassis_idx').on(t.chassisNumber).where(sql`${t.chassisNumber} is not null`),
    index('products_seller_idx').on(t.sellerId, t.postedAt),
    index('products_advertised_idx')
      .on(t.advertisedAt)
      .where(sql`${t.advertisedAt} is not null and ${t.state} = 'Available'`),
    // The category page (ADR 0030): one partial index per sort, each in the exact order the
    // listing reads, so a page is an index range scan however many bikes are listed. Only
    // available bikes are ever listed, so the other states stay out of these indexes.
    // DESC NULLS FIRST is what a plain `order by … desc` means; an index must say the same to serve it.
    index('products_listing_newest_idx')
      .on(t.categoryId, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.state} = 'Available'`),
    index('products_listing_price_asc_idx')
      .on(t.categoryId, t.resalePrice.asc(), t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.state} = 'Available'`),
    index('products_listing_price_desc_idx')
      .on(
        t.categoryId,
        t.resalePrice.desc().nullsFirst(),
        t.postedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.state} = 'Available'`),
    // The search across all brands sorts by its own partial indexes, which carry the filtered columns
    // (INCLUDE, which Drizzle's index builder cannot write): catalog/database-support.ts, ADR 0103.
    // The price guide (ADR 0090): a brand's bikes of one model, however the name is spaced.
    // The price guide and the search by model (ADR 0291).
    // The search by area (ADR 0292): few bikes per area, so the filter reads them by this index.
    index('products_area_idx').on(t.areaId).where(sql`${t.areaId} is not null and ${t.state} = 'Available'`),
    index('products_model_id_idx').on(t.modelId, t.registrationYear).where(sql`${t.state} <> 'Withdrawn'`),
    index('products_model_idx')
      .on(t.categoryId, sql`translate(lower(${t.productName}), ' -.', '')`)
      .where(sql`${t.state} <> 'Withdrawn'`),
  ],
);

/**
 * A bike's photos in the seller's order (position 0 is the cover, copied to `products.img`, which
 * every card and the original client read). A bike listed before galleries, or through product.md's `img`
 * alone, has no rows: its gallery is `[img]` (ADR 0086). Written only by the catalog repository,
 * always together with `img`.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    uniqueIndex('product_photos_url_once').on(t.productId, t.url),
    check('product_photos_position_range', sql`${t.position} between 0 and 7`),
  ],
);

/**
 * One counter per category, raised in the same transaction as any change to its bikes (or to a
 * seller's name or verification) by triggers the catalog module installs at start. The listing
 * cache compares it to decide whether a cached page is still exact (ADR 0031).
 */
export const listingVersions = pgTable('listing_versions', {
  categoryId: text('category_id')
    .primaryKey()
    .references(() => categories.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * How many available bikes there are of each brand, district, papers and seller
 * verification (ADR 0103): the facets and total of the search with no text and no bounds, read
 * without counting 100,000 rows. Kept exact by triggers (db/migrations/0011) on every write to
 * products and every change of a seller's verification (0014 for districts, ADR 0118); a group whose bikes all went is kept at 0.
 */
export const searchFacetCounts = pgTable(
  'search_facet_counts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    district: text('district').notNull(),
    /** Registration papers present (a bike that does not say counts as without). */
    papers: boolean('papers').notNull(),
    /** The seller is verified. */
    verified: boolean('verified').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [unique('search_facet_counts_key').on(t.categoryId, t.district, t.papers, t.verified)],
);

// ---------------------------------------------------------------------------------------------
// Bookings. One active (or paid) booking per bike is guaranteed by a unique partial index.
// ---------------------------------------------------------------------------------------------

export const BOOKING_STATES = ['Active', 'Paid', 'Expired', 'Cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    /** The resale price when booked, in whole Taka: what the buyer will be charged. */
    price: integer('price').notNull(),
    buyerMobile: text('buyer_mobile').notNull(),
    buyerLocation: text('buyer_location').notNull(),
    /** 'booking' from Book Now, 'checkout' from the hosted checkout of the buy page. */
    channel: text('channel', { enum: ['booking', 'checkout'] })
      .notNull()
      .default('booking'),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('Active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_one_live_per_product').on(t.productId).where(sql`${t.state} in ('Active', 'Paid')`),
    index('bookings_buyer_idx').on(t.buyerId, t.createdAt),
    index('bookings_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'Active'`),
    // The seller's dashboard figures and the admin's "bookings this week" (docs/product.md#seller-and-admin-tools).
    index('bookings_seller_idx').on(t.sellerId, t.createdAt),
    index('bookings_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments. A bike is sold at most once: one payment per booking, per bike and per transaction id.
// ---------------------------------------------------------------------------------------------

export const PAYMENT_INTENT_STATES = ['requires_payment_method', 'succeeded', 'canceled'] as const;

/** Card payment intents, ours (test-mode processor) or mirrored from Stripe. Card numbers are never stored. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** 'pi_…': the test processor's own id or Stripe's. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    /** Minor units (paisa). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('bdt'),
    status: text('status', { enum: PAYMENT_INTENT_STATES }).notNull().default('requires_payment_method'),
    /** sha256 of the client secret (test processor only): the secret itself is a bearer capability. */
    clientSecretHash: text('client_secret_hash'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    ...timestamps,
  },
  (t) => [index('payment_intents_booking_idx').on(t.bookingId)],
);

export const CHECKOUT_STATES = ['Pending', 'Paid', 'Failed', 'Cancelled', 'Expired', 'Held'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** Hosted checkouts (buy page): one per gateway session; the id is the tran_id the gateway sees. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    gateway: text('gateway', { enum: ['sandbox', 'sslcommerz'] }).notNull(),
    currency: text('currency', { enum: ['BDT', 'USD'] }).notNull(),
    /** What the gateway charges, in minor units of `currency` (paisa or cents). */
    amountMinor: integer('amount_minor').notNull(),
    /** The bike's price in whole Taka. */
    taka: integer('taka').notNull(),
    /** USD_BDT_RATE at the time of the checkout (null for BDT). */
    usdBdtRate: doublePrecision('usd_bdt_rate'),
    postCode: text('post_code').notNull(),
    buyerLocation: text('buyer_location').notNull(),
    buyerMobile: text('buyer_mobile').notNull(),
    /** True when the checkout's booking is a checkout hold (released on fail or cancel), not a Book Now booking. */
    ownHold: boolean('own_hold').notNull().default(true),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('Pending'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    riskTitle: text('risk_title'),
    ...timestamps,
  },
  (t) => [index('checkout_sessions_booking_idx').on(t.bookingId)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** The card payment intent id or the checkout's tran_id: what receipts and history show. */
    transactionId: text('transaction_id').notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    /** Whole Taka. */
    amount: integer('amount').notNull(),
    /** What was charged: currency and minor units of it. */
    currency: text('currency').notNull(),
    chargedMinor: integer('charged_minor').notNull(),
    method: text('method', { enum: ['card', 'checkout'] }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe', 'sandbox', 'sslcommerz'] }).notNull(),
    /** Set when the buyer took the sold bike off the listing (DELETE /payments/:productId). */
    delistedAt: timestamp('delisted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_transaction_unique').on(t.transactionId),
    uniqueIndex('payments_booking_unique').on(t.bookingId),
    uniqueIndex('payments_one_sale_per_product').on(t.productId),
    index('payments_buyer_idx').on(t.buyerId, t.createdAt),
    // The admin's "sales this week" and revenue (docs/product.md#seller-and-admin-tools).
    index('payments_created_idx').on(t.createdAt),
  ],
);

/**
 * Refunds as the built-in test-mode processor and sandbox gateway keep them (their side of the
 * Refunds API): one per idempotency key, never more in total than the payment charged.
 */
export const providerRefunds = pgTable(
  'provider_refunds',
  {
    id: text('id').primaryKey(),
    /** The refund request's idempotency key (Stripe's header, SSLCommerz' refe_id). */
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider', { enum: ['test', 'sandbox'] }).notNull(),
    /** The payment intent or checkout tran_id refunded. */
    paymentRef: text('payment_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_refunds_key_unique').on(t.provider, t.idempotencyKey),
    index('provider_refunds_payment_idx').on(t.paymentRef),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reports, contact messages, audit log
// ---------------------------------------------------------------------------------------------

export const REPORT_REASONS = [
  'fake-or-scam',
  'wrong-details',
  'already-sold',
  'offensive',
  'other',
] as const;

export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    /** Why (docs/product.md#seller-and-admin-tools): one of REPORT_REASONS; reports filed before reasons were asked read 'other'. */
    reason: text('reason', { enum: REPORT_REASONS }).notNull().default('other'),
    /** The reporter's own words: required with 'other', optional otherwise. */
    reasonText: text('reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_per_reporter').on(t.productId, t.reporterId),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('fake-or-scam', 'wrong-details', 'already-sold', 'offensive', 'other')`,
    ),
    index('reports_created_idx').on(t.createdAt),
  ],
);

/**
 * How often each bike's page was opened by someone other than its seller (docs/product.md#seller-and-admin-tools, ADR 0085):
 * counted in memory by each process and added here in one statement every few seconds.
 */
export const productViews = pgTable('product_views', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  ipAddress: text('ip_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => user.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Notifications (docs/product.md#seller-and-admin-tools): one row per event and recipient, written in the transaction of the
// event; the mail of each row is sent by a pg-boss job enqueued in that same transaction (ADR 0074).
// ---------------------------------------------------------------------------------------------

export const NOTIFICATION_KINDS = [
  'booking-made',
  'payment-received',
  'booking-expiring',
  'booking-expired',
  'seller-verified',
  'listing-removed',
  'booking-released',
  'booking-cancelled',
  'report-resolved',
  'papers-checked',
  'listing-held',
  'listing-released',
  'listing-refused',
  'deal-papers-shared',
  'deal-meeting-proposed',
  'deal-meeting-chosen',
  'deal-meeting-reminder',
  'deal-handed-over',
  'deal-completed',
  'deal-cancelled',
  'deal-dispute-opened',
  'deal-dispute-resolved',
  'deal-refunded',
  'saved-search-match',
  'conversation-message',
  'offer-made',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'offer-withdrawn',
] as const;

/**
 * What a notification rendered at read time is made of (ADR 0182): a saved search's match notice keeps
 * the search's query and how many bikes matched, and the web writes it in the reader's language.
 */
export type NotificationParams = Record<string, string | number>;

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What happened to what (`booking-expiring:<bookingId>`): one notification per event and user. */
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path the notification and its mail link back to. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set by the mail job once the mail is handed over: a repeated job sends nothing. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The values the notice is rendered from when read (ADR 0182); null: read `title` and `body` as stored. */
    params: jsonb('params').$type<NotificationParams>(),
  },
  (t) => [
    uniqueIndex('notifications_one_per_event').on(t.userId, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Favourites and saved searches (docs/product.md#bangla-search-favourites, ADR 0096).
// ---------------------------------------------------------------------------------------------

/** A buyer's saved bike, with the asking price when it was saved (a later drop is shown). */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedPrice: integer('saved_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A buyer's saved `/bikes` search: its canonical query string, and whether it mails alerts. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `searchQueryString` of the search without its page ('' for every bike). */
    query: text('query').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** The secret of the mail's unsubscribe link (works without signing in). */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** When the last digest was sent: the next one waits 24 hours after it. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query').on(t.userId, t.query),
    uniqueIndex('saved_searches_unsubscribe_token').on(t.unsubscribeToken),
  ],
);

/**
 * A listing change a saved search may want to hear about, written by a trigger on products (a new
 * available listing, or an asking price lowered by 5 % or more) while any search has alerts on; the
 * alert sweep matches and deletes them.
 */
export const listingAlertEvents = pgTable('listing_alert_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: text('product_id').notNull(),
  kind: text('kind', { enum: ['listed', 'price-drop'] }).notNull(),
  priceFrom: integer('price_from'),
  priceTo: integer('price_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bike a saved search matched, waiting for (or sent in) the search's digest. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: text('id').primaryKey(),
    savedSearchId: text('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['listed', 'price-drop'] }).notNull(),
    priceFrom: integer('price_from'),
    priceTo: integer('price_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a digest took it (the digest job reads its matches by this time). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_matches_once').on(t.savedSearchId, t.productId, t.kind, t.priceTo),
    index('saved_search_matches_pending').on(t.savedSearchId).where(sql`${t.digestedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Deals (ADR 0140, 0141): a paid sale from the held payment to the seller's payout or the buyer's
// refund. Written only by the deals module. Money in paisa.
// ---------------------------------------------------------------------------------------------

export const DEAL_STATE_VALUES = [
  'held',
  'papers_shared',
  'handed_over',
  'completed',
  'paid_out',
  'cancelled',
  'disputed',
  'refunded',
] as const;
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'sandbox', 'sslcommerz'] as const;

const paisa = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    state: text('state', { enum: DEAL_STATE_VALUES }).notNull().default('held'),
    /** 'full': the whole price paid online; 'deposit': a part, the rest paid to the seller at the handover. */
    paymentKind: text('payment_kind', { enum: ['full', 'deposit'] })
      .notNull()
      .default('full'),
    pricePaisa: paisa('price_paisa').notNull(),
    heldPaisa: paisa('held_paisa').notNull(),
    refundDuePaisa: paisa('refund_due_paisa').notNull().default(0),
    refundSettledPaisa: paisa('refund_settled_paisa').notNull().default(0),
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
    /** How the money came in: refunds go back the same way. */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The card payment intent or the checkout's tran_id. */
    providerRef: text('provider_ref').notNull(),
    /** The gateway's bank transaction id (SSLCommerz refunds name the payment by it). */
    bankTranId: text('bank_tran_id'),
    currency: text('currency').notNull(),
    chargedMinor: integer('charged_minor').notNull(),
    handoverDueAt: timestamp('handover_due_at', { withTimezone: true }).notNull(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    inspectionEndsAt: timestamp('inspection_ends_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The 6-digit code the buyer shows at the meeting and the seller enters; never shown to the seller. */
    handoverCode: text('handover_code').notNull(),
    /** Wrong codes entered so far (limited: then only the buyer can confirm). */
    handoverTries: integer('handover_tries').notNull().default(0),
    /** Typed by the seller with the papers, checked by the buyer against the bike. */
    chassisNumber: text('chassis_number'),
    engineNumber: text('engine_number'),
    /** Where to meet and up to three times the seller offered; the time the buyer chose. */
    meetingPlace: text('meeting_place'),
    meetingTimes: jsonb('meeting_times').$type<string[]>(),
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    /**
     * When to remind both sides of the chosen meeting (ADR 0153): 20:00 Dhaka the evening before and
     * two hours before; each cleared once sent, both planned again when the meeting moves.
     */
    eveningReminderAt: timestamp('evening_reminder_at', { withTimezone: true }),
    soonReminderAt: timestamp('soon_reminder_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('deals_booking_unique').on(t.bookingId),
    uniqueIndex('deals_payment_unique').on(t.paymentId),
    index('deals_buyer_idx').on(t.buyerId, t.createdAt),
    index('deals_seller_idx').on(t.sellerId, t.createdAt),
    // The timeout sweep's two questions: who has not handed over, whose inspection ended.
    index('deals_handover_due_idx').on(t.handoverDueAt).where(sql`${t.state} in ('held', 'papers_shared')`),
    index('deals_inspection_idx').on(t.inspectionEndsAt).where(sql`${t.state} = 'handed_over'`),
    index('deals_evening_reminder_idx')
      .on(t.eveningReminderAt)
      .where(sql`${t.eveningReminderAt} is not null`),
    index('deals_soon_reminder_idx').on(t.soonReminderAt).where(sql`${t.soonReminderAt} is not null`),
    check(
      'deals_amounts',
      sql`${t.heldPaisa} > 0 and ${t.heldPaisa} <= ${t.pricePaisa}
      and ${t.refundDuePaisa} between 0 and ${t.heldPaisa}
      and ${t.refundSettledPaisa} between 0 and ${t.refundDuePaisa}`,
    ),
  ],
);

/** Every step of a deal: who, when, from, to, why. The key makes a repeated request one event. */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id),
    key: text('key').notNull(),
    type: text('type').notNull(),
    actor: text('actor', { enum: ['buyer', 'seller', 'admin', 'system'] }).notNull(),
    actorId: text('actor_id'),
    fromState: text('from_state', { enum: DEAL_STATE_VALUES }),
    toState: text('to_state', { enum: DEAL_STATE_VALUES }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Insertion order: the timeline's order when two steps share a moment. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('deal_events_once').on(t.dealId, t.key),
    index('deal_events_deal_idx').on(t.dealId, t.at),
  ],
);

/**
 * The double-entry ledger: each movement is a few legs that sum to zero, written together; the
 * movement key and account are unique, so a movement happens once however often it is asked for.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    movementKey: text('movement_key').notNull(),
    kind: text('kind', { enum: ['hold', 'release', 'refund_due', 'refund_paid', 'payout'] }).notNull(),
    account: text('account', {
      enum: ['cash', 'held', 'refunds_due', 'seller_payable', 'commission'],
    }).notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
    /** The deal it belongs to; null for a refund of a payment that never became a deal. */
    dealId: text('deal_id').references(() => deals.id),
    /** The seller whose payable it is (release and payout legs), for balances. */
    sellerId: text('seller_id').references(() => user.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_once').on(t.movementKey, t.account),
    index('ledger_entries_deal_idx').on(t.dealId),
  ],
);

export const PAPER_KINDS = ['registration', 'tax_token', 'insurance'] as const;

/**
 * Photos of a deal's papers: private (the buyer of the deal and admins read them through an
 * authorized route, never a public /media URL), so they live here rather than in the media store.
 */
export const dealPaperPhotos = pgTable(
  'deal_paper_photos',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id),
    kind: text('kind', { enum: PAPER_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_paper_photos_deal_idx').on(t.dealId, t.kind)],
);

export const REFUND_STATES = ['requested', 'pending', 'succeeded', 'failed'] as const;

/**
 * Refunds through the provider that took the money: one per deal and reason (its key is the
 * provider's idempotency key), retried by the job queue until the provider confirms.
 */
export const dealRefunds = pgTable(
  'deal_refunds',
  {
    id: text('id').primaryKey(),
    /** `<deal>:<reason>`, or `unsold:<transaction>` for a payment that never became a deal. */
    key: text('key').notNull(),
    dealId: text('deal_id').references(() => deals.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    reason: text('reason', {
      enum: ['buyer_cancel', 'seller_cancel', 'handover_timeout', 'dispute', 'dispute_partial', 'unsold'],
    }).notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRef: text('provider_ref').notNull(),
    bankTranId: text('bank_tran_id'),
    currency: text('currency').notNull(),
    /** What goes back in the payment's own currency and minor units. */
    amountMinor: integer('amount_minor').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deal_refunds_key_unique').on(t.key),
    index('deal_refunds_deal_idx').on(t.dealId),
    check('deal_refunds_positive', sql`${t.amountPaisa} > 0 and ${t.amountMinor} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Seller payouts (ADR 0160–0162). Written only by the payouts module. Money in paisa.
// ---------------------------------------------------------------------------------------------

export const PAYOUT_METHODS = ['bkash', 'nagad', 'bank'] as const;

/** Where a seller is paid: one account per seller (a change replaces it for payables not yet sent). */
export const payoutAccounts = pgTable('payout_accounts', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => user.id),
  method: text('method', { enum: PAYOUT_METHODS }).notNull(),
  /** The name on the wallet or bank account: it matched the seller's name when saved. */
  accountName: text('account_name').notNull(),
  /** bKash or Nagad: the wallet's mobile number (01XXXXXXXXX). */
  walletNumber: text('wallet_number'),
  /** Bank: account number, bank and the branch's 9-digit routing number. */
  accountNumber: text('account_number'),
  bankName: text('bank_name'),
  branchRouting: text('branch_routing'),
  ...timestamps,
});

export const PAYABLE_STATES = ['due', 'batched', 'sending', 'unconfirmed', 'paid'] as const;

/** Open or done: a batch is closed when each of its payables is paid. */
export const payoutBatches = pgTable('payout_batches', {
  id: text('id').primaryKey(),
  createdBy: text('created_by')
    .notNull()
    .references(() => user.id),
  state: text('state', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  ...timestamps,
});

/**
 * What a completed deal owes its seller: one per deal, paid once (by a manual batch's reference or a
 * bKash disbursement), then the deal's `pay_out` step moves the ledger's payable to cash.
 */
export const payables = pgTable(
  'payables',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    amountPaisa: paisa('amount_paisa').notNull(),
    state: text('state', { enum: PAYABLE_STATES }).notNull().default('due'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** Completion + 10 days: past it and unpaid, the payable is overdue (flagged to admins). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    batchId: text('batch_id').references(() => payoutBatches.id),
    /** How it was paid: 'manual' (a bank or wallet transfer an admin recorded) or 'bkash' (B2C API). */
    provider: text('provider', { enum: ['manual', 'bkash'] }),
    /** The bank's or wallet's reference, or bKash's trxID: set when paid. */
    reference: text('reference'),
    /** bKash's trxID once it answered (a pending disbursement is asked about by it). */
    providerRef: text('provider_ref'),
    /** Where the money went when it was sent (the account as it was then). */
    paidTo: text('paid_to'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by'),
    /** Set once the deal's `pay_out` step (and its ledger movement) is recorded. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payables_deal_unique').on(t.dealId),
    index('payables_seller_idx').on(t.sellerId, t.completedAt),
    index('payables_open_idx').on(t.dueAt).where(sql`${t.state} <> 'paid'`),
    index('payables_batch_idx').on(t.batchId),
    check('payables_amount', sql`${t.amountPaisa} >= 0`),
    check(
      'payables_paid',
      sql`${t.state} <> 'paid' or (${t.reference} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);

export const DISPUTE_REASONS = ['not_as_described', 'papers_problem', 'seller_no_show'] as const;

/**
 * A problem the buyer reported (ADR 0151): at most one per deal (the machine's `open_dispute` step
 * happens once), resolved by an admin who releases, refunds in full or refunds part.
 */
export const dealDisputes = pgTable(
  'deal_disputes',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    text: text('text').notNull(),
    openedBy: text('opened_by')
      .notNull()
      .references(() => user.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolution: text('resolution', { enum: ['release', 'refund', 'partial_refund'] }),
    /** What went back to the buyer (the whole held amount, a part, or 0 when released). */
    refundPaisa: paisa('refund_paisa'),
    /** The admin's reason, mailed to both sides and kept in the audit log. */
    resolutionReason: text('resolution_reason'),
    resolvedBy: text('resolved_by').references(() => user.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deal_disputes_deal_unique').on(t.dealId),
    index('deal_disputes_open_idx').on(t.openedAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** The buyer's photos of a dispute: private like the papers (the buyer and admins read them). */
export const dealDisputePhotos = pgTable(
  'deal_dispute_photos',
  {
    id: text('id').primaryKey(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => dealDisputes.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_dispute_photos_dispute_idx').on(t.disputeId)],
);

// ---------------------------------------------------------------------------------------------
// Reviews (ADR 0220): after a completed deal each side may rate the other once, double-blind.

export const REVIEW_SIDES = ['buyer', 'seller'] as const;

/**
 * One side's review of the other after a completed deal. `publish_due_at` is the first review's
 * date plus seven days (both rows of a deal carry the same); `published_at` is set when the second
 * review is written or, at the latest, by the publication job at `publish_due_at`. Until then the
 * other side cannot read it; after it, nothing changes it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => user.id),
    /** Which side of the deal wrote it: a buyer's review rates the seller. */
    authorSide: text('author_side', { enum: REVIEW_SIDES }).notNull(),
    stars: integer('stars').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishDueAt: timestamp('publish_due_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('reviews_deal_author_unique').on(t.dealId, t.authorSide),
    index('reviews_subject_published_idx').on(t.subjectId, t.publishedAt),
    index('reviews_unpublished_due_idx').on(t.publishDueAt).where(sql`${t.publishedAt} is null`),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A seller's published rating, kept by the reviews module as buyers' reviews are published, so a
 * card reads one row; a change bumps every listing version (migration 0021) like a seller's name.
 */
export const sellerRatings = pgTable('seller_ratings', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => user.id),
  reviewCount: integer('review_count').notNull(),
  starTotal: integer('star_total').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Conversations (docs/product.md#conversations): one per bike and buyer, its messages in one shop-wide
// sequence (the live stream's event ids, ADR 0270), the scam guard's masking kept beside the words
// as written (ADR 0271).
// ---------------------------------------------------------------------------------------------

export const CONVERSATION_MESSAGE_KINDS = ['text', 'offer', 'deal'] as const;
export const CONVERSATION_MESSAGE_SIDES = ['buyer', 'seller', 'system'] as const;

/** What an offer or deal step message carries (contract `conversationMessageSchema`'s `offer` / `deal`). */
export type ConversationOfferRef = { offerId: string; event: string; amount: number };
export type ConversationDealRef = { event: string; bookingId: string; dealId: string | null; price: number };

export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    /** The bike's seller when the conversation opened (a bike never changes seller). */
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time (the opening's before any): the inbox's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's seq, 0 before any. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    /** Set while that side blocks the other: no one posts. */
    buyerBlockedAt: timestamp('buyer_blocked_at', { withTimezone: true }),
    sellerBlockedAt: timestamp('seller_blocked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_one_per_bike_and_buyer').on(t.productId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** A private photo of a message: re-encoded WebP, served to the two and admins reading a report only. */
export const conversationPhotos = pgTable(
  'conversation_photos',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => user.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_photos_conversation_idx').on(t.conversationId)],
);

export const conversationMessages = pgTable(
  'messages',
  {
    /** One sequence for the whole shop: increasing, so it is the live stream's event id. */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    kind: text('kind', { enum: CONVERSATION_MESSAGE_KINDS }).notNull(),
    side: text('side', { enum: CONVERSATION_MESSAGE_SIDES }).notNull(),
    /** The writer; null for the shop's own messages. */
    senderId: text('sender_id').references(() => user.id),
    /** As written (the sender and admins reading a report see it). */
    text: text('text').notNull().default(''),
    /** What the other side sees when the scam guard masked it; null when it was not masked. */
    maskedText: text('masked_text'),
    maskReasons: jsonb('mask_reasons').$type<string[]>().notNull().default([]),
    photoId: text('photo_id').references(() => conversationPhotos.id),
    offer: jsonb('offer').$type<ConversationOfferRef>(),
    deal: jsonb('deal').$type<ConversationDealRef>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it; null until then (and always for the shop's messages). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.seq),
    index('messages_unread_idx').on(t.conversationId, t.side).where(sql`${t.readAt} is null`),
    check('messages_kind_check', sql`${t.kind} in ('text', 'offer', 'deal')`),
    check('messages_side_check', sql`${t.side} in ('buyer', 'seller', 'system')`),
  ],
);

/** A side's report of a conversation (reasons as bike reports): an admin may then read it. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    reasonText: text('reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_reports_once').on(t.conversationId, t.reporterId),
    index('conversation_reports_created_idx').on(t.createdAt),
  ],
);

/**
 * Who has the conversations open (an event stream) on some instance: each instance stamps its readers
 * every 25 seconds. The mail digest skips a reader stamped within the last minute.
 */
export const conversationPresence = pgTable('conversation_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/**
 * A conversation's digest mails to one of its people: at most one in 15 minutes; `pendingAt` is set
 * while a digest job is queued (no second one is queued meanwhile).
 */
export const conversationDigests = pgTable(
  'conversation_digests',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    /** The newest message the last digest told of (0 before any). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

// ---------------------------------------------------------------------------------------------
// Offers (docs/product.md#offers, ADR 0275): a buyer's offer on a bike inside the conversation of the
// bike and buyer, the seller's counters, and the accepted amount the buyer may book at for a while.
// Written only by the offers module. Money in paisa.
// ---------------------------------------------------------------------------------------------

export const OFFER_STATES = ['open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn'] as const;
export const OFFER_SIDES = ['buyer', 'seller'] as const;

export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    /** The conversation of the bike and the buyer the offer is made in. */
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id),
    /** Who made it: the buyer (an offer or a counter) or the seller (a counter). */
    by: text('by', { enum: OFFER_SIDES }).notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
    state: text('state', { enum: OFFER_STATES }).notNull(),
    /** The offer this one counters (ended 'countered' in the same transaction). */
    countersId: text('counters_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it expires unanswered (48 hours after it was made). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it left 'open'. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** For an accepted offer: until when its buyer may book the bike at its amount (ADR 0275). */
    bookableUntil: timestamp('bookable_until', { withTimezone: true }),
  },
  (t) => [
    // One open offer per conversation (a conversation is one bike and one buyer).
    uniqueIndex('offers_one_open_per_conversation')
      .on(t.productId, t.buyerId)
      .where(sql`${t.state} = 'open'`),
    index('offers_conversation_idx').on(t.conversationId, t.createdAt),
    index('offers_buyer_product_idx').on(t.buyerId, t.productId),
    index('offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    check('offers_amount_positive', sql`${t.amountPaisa} > 0`),
    check('offers_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'offers_state_check',
      sql`${t.state} in ('open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn')`,
    ),
    check('offers_by_check', sql`${t.by} in ('buyer', 'seller')`),
    check('offers_bookable_only_accepted', sql`(${t.state} = 'accepted') = (${t.bookableUntil} is not null)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Proven phone numbers (docs/product.md#proven-phone-numbers, ADR 0320), written by modules/phones.

/** A person's proven mobile number (01XXXXXXXXX): one per account, one account per number. */
export const phoneProofs = pgTable(
  'phone_proofs',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    provenAt: timestamp('proven_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('phone_proofs_phone_unique').on(t.phone)],
);

/**
 * The code last texted to a number a person wants to prove: its HMAC only (never the code), its
 * expiry and the wrong tries left. `jobId` is the SMS job's idempotency key: `sentAt` is set once
 * the provider took it, so a job run twice texts once.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    jobId: text('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('phone_codes_attempts_check', sql`${t.attemptsLeft} >= 0`)],
);

/** The shop's verification settings set by an admin: one row (id 1); no row means the defaults. */
export const verificationSettings = pgTable(
  'verification_settings',
  {
    id: integer('id').primaryKey(),
    phoneRequired: boolean('phone_required').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('verification_settings_one_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// The chassis register (docs/product.md#chassis-register, ADR 0360)
// ---------------------------------------------------------------------------------------------

/** Chassis numbers admins list as reported stolen: a listing with one is refused and logged. */
export const stolenChassis = pgTable('stolen_chassis', {
  /** As the contract's `normaliseChassis` stores it. */
  chassisNumber: text('chassis_number').primaryKey(),
  /** The police case number and station, or who reported it. */
  reason: text('reason').notNull(),
  addedBy: text('added_by').references(() => user.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Papers checked (docs/product.md#papers-checked, ADR 0362): one check per listing, its photos private
// (kept here, never a /media URL), and the admin's decision. Approved ones show the badge.
export const paperChecks = pgTable(
  'paper_checks',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id),
    /** null until the seller sends the papers (photos may come first). */
    state: text('state', { enum: ['Pending', 'Approved', 'Refused'] }),
    /** The owner's name as the seller read it from the papers. */
    ownerName: text('owner_name'),
    /** Why an admin refused, shown to the seller. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id),
  },
  (t) => [
    index('paper_checks_pending_idx').on(t.submittedAt).where(sql`${t.state} = 'Pending'`),
    index('paper_checks_approved_idx').on(t.productId).where(sql`${t.state} = 'Approved'`),
  ],
);

export const paperCheckPhotos = pgTable(
  'paper_check_photos',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: ['registration', 'tax_token'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind] })],
);

// Blog (docs/product.md#blog): posts admins write in Markdown, one language each; a post and its
// translation share an address (slug), so each language's page can name the other.
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered on the server without raw HTML (modules/blog/markdown.ts). */
    body: text('body').notNull(),
    /** A media URL (the image pipeline), or null. */
    cover: text('cover'),
    published: boolean('published').notNull().default(false),
    /** When it was first published: kept through an unpublish, so a post keeps its place. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Null for the start-up posts (the shop's own). */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blog_posts_language_slug').on(t.language, t.slug),
    index('blog_posts_published_idx').on(t.language, t.published, t.publishedAt),
  ],
);
