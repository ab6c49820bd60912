import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
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
// is also SPEC's User: role, seller verification and deactivation live on it.
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_email_unique').on(sql`lower(${t.email})`),
    index('user_role_idx').on(t.role),
    check('user_role_check', sql`${t.role} in ('Buyer', 'Seller', 'Admin')`),
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

export const categories = pgTable('categories', {
  /** SPEC's fixed ids: '1' Yamaha, '2' Bajaj, '3' Suzuki. */
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  img: text('img').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const PRODUCT_STATES = ['Available', 'Booked', 'Sold', 'Withdrawn'] as const;
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
    location: text('location').notNull(),
    mobile: text('mobile').notNull(),
    /** Whole Taka. */
    originalPrice: integer('original_price').notNull(),
    /** Whole Taka; what the buyer pays. */
    resalePrice: integer('resale_price').notNull(),
    yearsOfUse: integer('years_of_use').notNull(),
    milage: integer('milage'),
    condition: text('condition').notNull(),
    img: text('img').notNull(),
    /** Available → Booked → Sold; Booked → Available when a booking expires; Withdrawn when deleted. */
    state: text('state', { enum: PRODUCT_STATES }).notNull().default('Available'),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('products_prices_positive', sql`${t.originalPrice} > 0 and ${t.resalePrice} > 0`),
    check('products_state_check', sql`${t.state} in ('Available', 'Booked', 'Sold', 'Withdrawn')`),
    index('products_seller_idx').on(t.sellerId, t.postedAt),
    index('products_advertised_idx')
      .on(t.advertisedAt)
      .where(sql`${t.advertisedAt} is not null and ${t.state} = 'Available'`),
  ],
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
  ],
);

// ---------------------------------------------------------------------------------------------
// Reports, contact messages, audit log
// ---------------------------------------------------------------------------------------------

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reports_one_per_reporter').on(t.productId, t.reporterId)],
);

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
