import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from './factories/admin';
import { bookingBody, buyWithCard, CARD_OK, createBike, createIntent } from './factories/bookings';
import { dealOfBooking, sharePapers } from './factories/deals';
import { productBody } from './factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from './helpers';

/**
 * docs/product.md#speed-and-resilience: whatever an authorized caller sends to a JSON endpoint, the answer is never a
 * 5xx, and a refused request leaves the database as it was. Each property starts from a valid
 * payload (the shape of the zod schema in packages/contract) and breaks one part of it.
 */

const RUNS = 30;

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let bikeId: string;
let bookingId: string;
let clientSecret: string;
/** A deal of `buyer` whose papers are shared (a dispute can be opened), and a disputed one. */
let openDealId: string;
let disputedDealId: string;
/** `buyer`'s conversation with `seller` about bikeId. */
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', verified: true });
  buyer = await createUser(t, { role: 'Buyer' });
  admin = await createUser(t, { role: 'Admin' });
  bikeId = await createBike(t, seller);
  const heldBike = await createBike(t, seller);
  bookingId = await insertBooking(t, { productId: heldBike, buyer });
  const intent = await createIntent(t, buyer, bookingId);
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.body}`);
  clientSecret = intent.json().clientSecret;
  const dealOf = async () => {
    const { bookingId: paid } = await buyWithCard(t, buyer, await createBike(t, seller));
    const deal = await dealOfBooking(t, paid);
    await sharePapers(t, seller, deal.id);
    return deal.id;
  };
  openDealId = await dealOf();
  disputedDealId = await dealOf();
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${disputedDealId}/dispute`,
    headers: buyer.headers,
    payload: { reason: 'papers_problem', text: 'The tax token ended last year.' },
  });
  if (opened.statusCode !== 200) throw new Error(`dispute failed: ${opened.body}`);
  const conversation = await t.app.inject({
    method: 'POST',
    url: `/api/products/${bikeId}/conversation`,
    headers: buyer.headers,
  });
  if (conversation.statusCode !== 200) throw new Error(`conversation failed: ${conversation.body}`);
  conversationId = conversation.json()._id;
});
afterAll(() => t.close());

// ---------------------------------------------------------------- hostile values

const SQL = ["' OR 1=1 --", '; drop table products;', "admin'--", '1; select pg_sleep(1)', "%' or '%'='"];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)'];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '🚲🏍️👨‍👩‍👧',
  'مرحبا بالعالم',
  '\uFEFF',
  '\uD800',
  'Ｆｕｌｌｗｉｄｔｈ',
  'e\u0301',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Text an attacker might put in a field, a query value or a path segment. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('a', 'é', '🚲', '<', "'").map((c) => c.repeat(100_000)),
  fc.constantFrom(...SQL, ...HTML, ...UNICODE),
  fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'NaN', '-1', '1e308', '[object Object]', '%00'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A JSON value (as raw JSON text) of the wrong type, or with prototype keys inside. */
const wrongTypeJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '0', '-1', '1e308', '-0', '1.5', '[]', '{}', '[null]'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.array(hostileText, { maxLength: 3 }).map((a) => JSON.stringify(a)),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 })
    .map((o) => JSON.stringify(o)),
  fc
    .constantFrom(...PROTO_KEYS)
    .map((k) => `{${JSON.stringify(k)}:{"role":"Admin","isAdmin":true,"polluted":1}}`),
  // docs/product.md#hardening: nesting deep enough to exhaust a recursive walk (a 500 before the depth bound).
  fc
    .tuple(fc.integer({ min: 33, max: 20_000 }), fc.constantFrom('[', '{"a":'))
    .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
);

const hostileJson: fc.Arbitrary<string> = fc.oneof(
  hostileText.map((s) => JSON.stringify(s)),
  wrongTypeJson,
);

// ---------------------------------------------------------------- payload mutation

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every key path of a payload ('card.number' for nested objects), objects included. */
function keyPaths(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const here = prefix ? `${prefix}.${k}` : k;
    return [here, ...keyPaths(v, here)];
  });
}

/** JSON text of `value` with some paths replaced by raw JSON, some dropped, some keys added. */
function render(
  value: Json,
  edits: { replace: Map<string, string>; drop: Set<string>; add: [string, string][] },
  prefix = '',
): string {
  if (edits.replace.has(prefix) && prefix) return edits.replace.get(prefix) as string;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const members = Object.entries(value)
    .map(([k, v]) => [k, prefix ? `${prefix}.${k}` : k, v] as const)
    .filter(([, here]) => !edits.drop.has(here))
    .map(([k, here, v]) => `${JSON.stringify(k)}:${render(v, edits, here)}`);
  // Added keys go first, where a naive merge would let the real fields override them.
  const added = prefix === '' ? edits.add.map(([k, raw]) => `${JSON.stringify(k)}:${raw}`) : [];
  return `{${[...added, ...members].join(',')}}`;
}

/** Bodies derived from a valid one: fields replaced, dropped, prototype keys added, or no object at all. */
function hostileBody(valid: Json): fc.Arbitrary<string> {
  const paths = keyPaths(valid);
  const none = { replace: new Map<string, string>(), drop: new Set<string>(), add: [] as [string, string][] };
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...paths), hostileJson), { minLength: 1, maxLength: 3 })
        .map((pairs) => render(valid, { ...none, replace: new Map(pairs) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .subarray(paths, { minLength: 1 })
        .map((drop) => render(valid, { ...none, drop: new Set(drop) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTO_KEYS, 'role', 'sellerId', 'isAdmin'), wrongTypeJson)
        .map((pair) => render(valid, { ...none, add: [pair] })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '"text"',
        '42',
        '{',
        '{"a":',
        '\u0000',
        '{"__proto__":{"role":"Admin"}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        JSON.stringify([valid]),
        `${JSON.stringify(valid)}garbage`,
      ),
    },
  );
}

// ---------------------------------------------------------------- the database before and after

const WATCHED = [
  'user',
  'account',
  'products',
  'bookings',
  'payment_intents',
  'checkout_sessions',
  'payments',
  'reports',
  'contact_messages',
  'audit_log',
  'categories',
  'payout_accounts',
  'payables',
  'payout_batches',
  'deal_disputes',
  'reviews',
  'seller_ratings',
  'conversations',
  'messages',
  'conversation_reports',
  'offers',
  'bike_models',
  'blog_posts',
  // Not the deals' refunds, ledger or events: the refund worker settles an accepted resolution
  // meanwhile. A refused dispute shows in deal_disputes.
];

/**
 * Of the deals, only which deal is in which state: a refused request must not move a deal. The rest
 * of the row is not watched, because the refund worker legitimately moves the settled amount of a
 * deal an accepted resolution refunded, and the reminder job clears its planned times; neither
 * ever changes a state (only requests and the timeout sweep do, and no deadline here passes).
 */
const WATCHED_DEALS = 'select id, state from deals';

/** Row count and a checksum of every row of the tables a request could change. */
async function snapshot(): Promise<string> {
  const parts = [
    ...WATCHED.map((table) => ({ table, rows: `"${table}"` })),
    { table: 'deals', rows: `(${WATCHED_DEALS})` },
  ].map(
    ({ table, rows }) =>
      `select '${table}' as t, count(*)::text as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${rows} x`,
  );
  const result = await t.db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: { t: string; n: string; h: string }[] }).rows;
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

/** A request the server turned down: an error status, or product.md's `acknowledged: false`. */
function refused(res: LightMyRequestResponse): boolean {
  if (res.statusCode >= 400 && res.statusCode < 500) return true;
  if (res.statusCode !== 200) return false;
  try {
    return res.json()?.acknowledged === false;
  } catch {
    return false;
  }
}

/** Sends the request; fails on a 5xx, and on a refusal that changed a watched table. */
async function expectSafe(send: () => Promise<LightMyRequestResponse>, what: string) {
  const before = await snapshot();
  const res = await send();
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (refused(res)) expect(await snapshot(), `${what} was refused but changed data`).toBe(before);
  return res;
}

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on a lone surrogate). */
function pct(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Query strings with hostile values, repeated keys, prototype keys and broken escapes. */
function hostileQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const encode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...keys), hostileText)
      .map(([key, v]) => encode(Object.entries({ ...valid, [key]: v }))),
    fc
      .tuple(fc.constantFrom(...keys), hostileText)
      .map(([key, v]) => encode([...Object.entries(valid), [key, v]])),
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS), hostileText)
      .map(([key, v]) => encode([[key, v], ...Object.entries(valid)])),
    fc.constantFrom(
      '',
      '%',
      '%E0%A4%A',
      'email=%',
      'email[]=a@b.c',
      'email[__proto__]=x',
      '__proto__[role]=Admin',
      'email=a%00@b.c',
      `email=${'%41'.repeat(30_000)}`,
    ),
  );
}

// ---------------------------------------------------------------- the properties

describe('hostile JSON bodies never cause a 5xx and a refusal changes nothing', () => {
  const cases: {
    name: string;
    method: 'POST' | 'PUT' | 'PATCH';
    url: () => string;
    who: () => Record<string, string>;
    valid: () => Json;
    options?: () => Record<string, unknown>;
  }[] = [
    {
      name: 'POST /api/products',
      method: 'POST',
      url: () => '/api/products',
      who: () => seller.bearer,
      valid: () =>
        productBody({
          chassis_number: 'MD2A11CZ5KC123456',
          engine_number: 'JA12E0123456',
          area_id: 'dhaka-mirpur',
        }) as unknown as Json,
    },
    {
      name: 'POST /api/bookings',
      method: 'POST',
      url: () => '/api/bookings',
      who: () => buyer.headers,
      valid: () => bookingBody(bikeId) as Json,
    },
    {
      name: 'POST /api/create-payment-intent',
      method: 'POST',
      url: () => '/api/create-payment-intent',
      who: () => buyer.headers,
      valid: () => ({ _id: bookingId, bookingId, price: 1 }),
    },
    {
      name: 'POST /api/test-payments/confirm',
      method: 'POST',
      url: () => '/api/test-payments/confirm',
      who: () => buyer.headers,
      valid: () => ({
        clientSecret,
        card: { ...CARD_OK, number: '4000 0000 0000 0002' },
        billing_details: { name: buyer.name, email: buyer.email },
      }),
    },
    {
      name: 'POST /api/payments',
      method: 'POST',
      url: () => '/api/payments',
      who: () => buyer.headers,
      valid: () => ({ transactionId: 'pi_test_unknown', bookingId, price: 1, email: buyer.email }),
    },
    {
      name: 'POST /api/orders (checkout)',
      method: 'POST',
      url: () => '/api/orders',
      who: () => buyer.headers,
      valid: () => ({
        bikeID: bikeId,
        buyerPhone: '01712345678',
        buyerLocation: 'Dhaka',
        postCode: '1209',
        currency: 'BDT',
        buyerName: 'Forged',
      }),
    },
    {
      name: 'POST /api/deals/:id/dispute',
      method: 'POST',
      url: () => `/api/deals/${openDealId}/dispute`,
      who: () => buyer.headers,
      valid: () => ({ reason: 'not_as_described', text: 'The engine knocks; not in the ad.' }),
    },
    {
      // An open deal: even a well-formed review is refused (409) until the deal completes.
      name: 'POST /api/deals/:id/reviews',
      method: 'POST',
      url: () => `/api/deals/${openDealId}/reviews`,
      who: () => buyer.headers,
      valid: () => ({ stars: 4, text: 'Good bike, honest seller.' }),
    },
    {
      name: 'POST /api/admin/disputes/:id/resolve',
      method: 'POST',
      url: () => `/api/admin/disputes/${disputedDealId}/resolve`,
      who: () => admin.headers,
      valid: () => ({ outcome: 'partial_refund', amountPaisa: 150_000, reason: 'The dent was not shown.' }),
    },
    {
      name: 'POST /api/conversations/:id/messages',
      method: 'POST',
      url: () => `/api/conversations/${conversationId}/messages`,
      who: () => buyer.headers,
      valid: () => ({ text: 'Is the price negotiable? Call 01712345678' }),
    },
    {
      // The first valid amount opens an offer; every later one is refused (one open offer) and changes nothing.
      name: 'POST /api/conversations/:id/offers',
      method: 'POST',
      url: () => `/api/conversations/${conversationId}/offers`,
      who: () => buyer.headers,
      valid: () => ({ amount: 120_000 }),
    },
    {
      name: 'POST /api/conversations/:id/read',
      method: 'POST',
      url: () => `/api/conversations/${conversationId}/read`,
      who: () => seller.headers,
      valid: () => ({ upTo: '1' }),
    },
    {
      name: 'POST /api/conversations/:id/report',
      method: 'POST',
      url: () => `/api/conversations/${conversationId}/report`,
      who: () => seller.headers,
      valid: () => ({ reason: 'other', reasonText: 'Asks for bKash first' }),
    },
    {
      name: 'POST /api/reportedProducts',
      method: 'POST',
      url: () => '/api/reportedProducts',
      who: () => buyer.headers,
      valid: () => ({
        productDataBaseId: bikeId,
        reason: 'other',
        reasonText: 'Seen it elsewhere',
        productName: 'x',
        sellingPrice: 1,
        reporterRole: 'Admin',
      }),
    },
    {
      name: 'POST /api/contact',
      method: 'POST',
      url: () => '/api/contact',
      who: () => ({}),
      valid: () => ({ name: 'Rahim', email: 'rahim@example.com', message: 'Is the Pulsar still there?' }),
    },
    {
      name: 'POST /api/users',
      method: 'POST',
      url: () => '/api/users',
      who: () => buyer.headers,
      valid: () => ({ name: buyer.name, email: buyer.email, role: 'Buyer' }),
    },
    {
      name: 'PUT /api/users',
      method: 'PUT',
      url: () => `/api/users?email=${encodeURIComponent(buyer.email)}`,
      who: () => buyer.headers,
      valid: () => ({ name: buyer.name }),
    },
    {
      name: 'PUT /api/payouts/account',
      method: 'PUT',
      url: () => '/api/payouts/account',
      who: () => seller.headers,
      valid: () => ({
        method: 'bank',
        accountName: seller.name,
        accountNumber: '12345678',
        bankName: 'Dutch-Bangla Bank',
        branchRouting: '090261234',
      }),
    },
    {
      name: 'POST /api/admin/payouts/:id/reference',
      method: 'POST',
      url: () => '/api/admin/payouts/no-such-payable/reference',
      who: () => admin.headers,
      valid: () => ({ reference: 'DBBL-TT-1' }),
    },
    {
      name: 'POST /api/admin/payouts/batches/:id/results',
      method: 'POST',
      url: () => '/api/admin/payouts/batches/no-such-batch/results',
      who: () => admin.headers,
      valid: () => ({ csv: 'payable_id,reference\nx,REF-1\n' }),
    },
    {
      // The logo is not one of our uploads: refused (400) however the names are spelt.
      name: 'POST /api/admin/brands',
      method: 'POST',
      url: () => '/api/admin/brands',
      who: () => admin.headers,
      valid: () => ({ name: 'Hostile', name_bn: 'হোস্টাইল', logo: `/media/${'0'.repeat(32)}-1280.webp` }),
    },
    {
      name: 'PATCH /api/admin/brands/:id',
      method: 'PATCH',
      url: () => '/api/admin/brands/no-such-brand',
      who: () => admin.headers,
      valid: () => ({ name: 'Hostile', name_bn: 'হোস্টাইল', hidden: true }),
    },
    {
      name: 'POST /api/admin/brands/:id/models',
      method: 'POST',
      url: () => '/api/admin/brands/no-such-brand/models',
      who: () => admin.headers,
      valid: () => ({ name: 'Hostile', name_bn: 'হোস্টাইল', type: 'scooter', engine_cc: 125 }),
    },
    {
      name: 'PATCH /api/admin/models/:id',
      method: 'PATCH',
      url: () => '/api/admin/models/no-such-model',
      who: () => admin.headers,
      valid: () => ({ name: 'Hostile', hidden: true }),
    },
    {
      name: 'PUT /api/admin/products/:id/model',
      method: 'PUT',
      url: () => '/api/admin/products/no-such-bike/model',
      who: () => admin.headers,
      valid: () => ({ model_id: '3-gixxer' }),
    },
    {
      name: 'PUT /api/admin/brands/order',
      method: 'PUT',
      url: () => '/api/admin/brands/order',
      who: () => admin.headers,
      valid: () => ({ ids: ['1', '2'] }),
    },
    {
      name: 'POST /api/me/phone',
      method: 'POST',
      url: () => '/api/me/phone',
      who: () => buyer.headers,
      valid: () => ({ phone: '+880 1712-345678' }),
    },
    {
      name: 'POST /api/me/phone/verify',
      method: 'POST',
      url: () => '/api/me/phone/verify',
      who: () => buyer.headers,
      valid: () => ({ code: '১২৩৪৫৬' }),
    },
    {
      name: 'PUT /api/admin/verification-settings',
      method: 'PUT',
      url: () => '/api/admin/verification-settings',
      who: () => admin.headers,
      valid: () => ({ phone_required: false }),
    },
    {
      // The cover is not one of our uploads: refused (400) however the rest is spelt.
      name: 'POST /api/admin/blogs',
      method: 'POST',
      url: () => '/api/admin/blogs',
      who: () => admin.headers,
      valid: () => ({
        title: 'Hostile',
        slug: 'hostile-post',
        language: 'en',
        body: '<script>alert(1)</script> [x](javascript:alert(1))',
        cover: `/media/${'0'.repeat(32)}-1280.webp`,
        published: true,
      }),
    },
    {
      name: 'PATCH /api/admin/blogs/:id',
      method: 'PATCH',
      url: () => '/api/admin/blogs/no-such-post',
      who: () => admin.headers,
      valid: () => ({ title: 'Hostile', slug: 'hostile-post', language: 'bn', body: 'x', published: true }),
    },
    {
      name: 'POST /api/admin/blogs/preview',
      method: 'POST',
      url: () => '/api/admin/blogs/preview',
      who: () => admin.headers,
      valid: () => ({ body: '# Title\n\n<img src=x onerror=alert(1)> &amp; [a](data:text/html,x)' }),
    },
    {
      name: 'POST /api/admin/stolen-chassis',
      method: 'POST',
      url: () => '/api/admin/stolen-chassis',
      who: () => admin.headers,
      valid: () => ({ chassis_number: 'md2a-11cz5-kc000001', reason: 'GD 7, Tejgaon police station' }),
    },
    {
      name: 'POST /api/admin/chassis-holds/:id/refuse',
      method: 'POST',
      url: () => `/api/admin/chassis-holds/${bikeId}/refuse`,
      who: () => admin.headers,
      valid: () => ({ reason: 'The same bike as the live listing' }),
    },
    {
      name: 'POST /api/products/:id/papers',
      method: 'POST',
      url: () => `/api/products/${bikeId}/papers`,
      who: () => seller.headers,
      valid: () => ({ owner_name: 'Selim Seller' }),
    },
    {
      name: 'POST /api/admin/paper-checks/:id/refuse',
      method: 'POST',
      url: () => `/api/admin/paper-checks/${bikeId}/refuse`,
      who: () => admin.headers,
      valid: () => ({ reason: 'The owner on the papers is someone else' }),
    },
    {
      name: 'POST /api/jwt',
      method: 'POST',
      url: () => '/api/jwt',
      who: () => buyer.headers,
      valid: () => ({ email: buyer.email }),
    },
  ];

  let contactClient = 0;
  for (const c of cases) {
    it(`${c.name}`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody(c.valid()), async (body) => {
          // The contact form is rate limited per address: each run comes from a fresh one.
          contactClient += 1;
          await expectSafe(
            () =>
              t.app.inject({
                method: c.method,
                url: c.url(),
                headers: { ...c.who(), 'content-type': 'application/json' },
                payload: body,
                remoteAddress: `10.7.${contactClient >> 8}.${contactClient & 255}`,
              }),
            `${c.name} ${body.slice(0, 200)}`,
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('hostile query strings and path segments never cause a 5xx and a refusal changes nothing', () => {
  const cases: {
    name: string;
    method: 'GET' | 'PUT';
    path: () => string;
    who: () => Record<string, string>;
    valid: () => Record<string, string>;
  }[] = [
    {
      name: 'GET /api/conversations/:id',
      method: 'GET',
      path: () => `/api/conversations/${conversationId}`,
      who: () => buyer.headers,
      valid: () => ({ before: '100' }),
    },
    {
      name: 'GET /api/orders',
      method: 'GET',
      path: () => '/api/orders',
      who: () => buyer.headers,
      valid: () => ({ email: buyer.email }),
    },
    {
      name: 'GET /api/products',
      method: 'GET',
      path: () => '/api/products',
      who: () => seller.bearer,
      valid: () => ({ email: seller.email }),
    },
    {
      name: 'GET /api/users',
      method: 'GET',
      path: () => '/api/users',
      who: () => buyer.headers,
      valid: () => ({ email: buyer.email }),
    },
    {
      name: 'GET /api/jwt',
      method: 'GET',
      path: () => '/api/jwt',
      who: () => buyer.headers,
      valid: () => ({ email: buyer.email }),
    },
    {
      name: 'PUT /api/makeAdmin',
      method: 'PUT',
      path: () => '/api/makeAdmin',
      who: () => admin.headers,
      valid: () => ({ email: buyer.email }),
    },
    {
      name: 'PUT /api/sellers',
      method: 'PUT',
      path: () => '/api/sellers',
      who: () => admin.headers,
      valid: () => ({ email: seller.email }),
    },
    {
      name: 'GET /api/category/:id',
      method: 'GET',
      path: () => '/api/category/2',
      who: () => ({}),
      valid: () => ({ sort: 'price_asc', q: 'pulsar', page: '1' }),
    },
    {
      // Places (docs/product.md#places): areas, the buyer's district and the "near me" sort.
      name: 'GET /api/bikes',
      method: 'GET',
      path: () => '/api/bikes',
      who: () => ({}),
      valid: () => ({
        district: 'Dhaka',
        area: 'dhaka-mirpur',
        sort: 'near',
        near: 'Gazipur',
        model: '3-gixxer',
      }),
    },
    {
      name: 'GET /api/admin/products/other-models',
      method: 'GET',
      path: () => '/api/admin/products/other-models',
      who: () => admin.headers,
      // It reads no parameter: whatever comes is ignored.
      valid: () => ({ page: '1' }),
    },
    {
      name: 'GET /api/sellers/:id',
      method: 'GET',
      path: () => `/api/sellers/${seller.id}`,
      who: () => ({}),
      valid: () => ({ page: '2' }),
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery(c.valid()), async (query) => {
          await expectSafe(
            () => t.app.inject({ method: c.method, url: `${c.path()}?${query}`, headers: c.who() }),
            `${c.name}?${query.slice(0, 200)}`,
          );
        }),
        { numRuns: RUNS },
      );
    });
  }

  const segments: {
    name: string;
    method: 'GET' | 'PUT' | 'POST';
    url: (s: string) => string;
    who: () => Record<string, string>;
  }[] = [
    {
      name: 'PUT /api/bookedProducts/:productId',
      method: 'PUT',
      url: (s) => `/api/bookedProducts/${s}`,
      who: () => buyer.headers,
    },
    { name: 'GET /api/category/:id', method: 'GET', url: (s) => `/api/category/${s}`, who: () => ({}) },
    { name: 'GET /api/sellers/:id', method: 'GET', url: (s) => `/api/sellers/${s}`, who: () => ({}) },
    {
      name: 'POST /api/offers/:id/accept',
      method: 'POST',
      url: (s) => `/api/offers/${s}/accept`,
      who: () => seller.headers,
    },
    {
      name: 'GET /api/offers/agreed/:productId',
      method: 'GET',
      url: (s) => `/api/offers/agreed/${s}`,
      who: () => buyer.headers,
    },
    {
      name: 'GET /api/bikeDetails/:id/history',
      method: 'GET',
      url: (s) => `/api/bikeDetails/${s}/history`,
      who: () => ({}),
    },
    {
      name: 'GET /api/products/:id/papers/photos/:kind',
      method: 'GET',
      url: (s) => `/api/products/${bikeId}/papers/photos/${s}`,
      who: () => seller.headers,
    },
    {
      name: 'POST /api/admin/paper-checks/:id/approve',
      method: 'POST',
      url: (s) => `/api/admin/paper-checks/${s}/approve`,
      who: () => admin.headers,
    },
  ];
  for (const c of segments) {
    it(`${c.name} with a hostile segment`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileText, async (segment) => {
          await expectSafe(
            () => t.app.inject({ method: c.method, url: c.url(pct(segment)), headers: c.who() }),
            `${c.name} ${segment.slice(0, 100)}`,
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});

// ---------------------------------------------------------------- malformed multipart

describe('POST /api/images refuses malformed multipart with a 4xx and stores nothing', () => {
  const boundary = 'HostileBoundary7';
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  });

  const mediaFiles = () => readdirSync(path.join(t.config.dataDir, 'media')).length;

  function part(field: string, bytes: Buffer, filename = 'bike.png', type = 'image/png') {
    return Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  }
  const closing = Buffer.from(`--${boundary}--\r\n`);

  async function upload(payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) {
    const before = mediaFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...seller.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(mediaFiles()).toBe(before);
    return res;
  }

  it('accepts a well-formed upload (so the refusals below are about the malformation)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([part('image', png), closing]),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an empty body, a missing boundary, a wrong field name and a truncated closing boundary', async () => {
    await upload(Buffer.alloc(0));
    await upload(Buffer.concat([part('image', png), closing]), 'multipart/form-data');
    await upload(Buffer.concat([part('photo', png), closing]));
    await upload(Buffer.concat([part('image', png), Buffer.from(`--${boundary}`)]));
    await upload(Buffer.concat([part('image', png)]).subarray(0, 60));
    await upload(Buffer.concat([part('image', Buffer.from('GIF89a not really')), closing]));
    await upload(Buffer.concat([part('image', Buffer.alloc(0)), closing]));
    await upload(Buffer.from(`--${boundary}--\r\n`));
  });

  it('refuses any truncation of a valid upload and any non-image bytes', async () => {
    const whole = Buffer.concat([part('image', png), closing]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: 0, max: whole.length - closing.length - 3 }).map((n) => whole.subarray(0, n)),
          fc
            .uint8Array({ maxLength: 2048 })
            .map((bytes) => Buffer.concat([part('image', Buffer.from(bytes)), closing])),
          fc
            .tuple(fc.constantFrom('', 'images', 'Image', '__proto__', 'file'), fc.constant(png))
            .map(([field, bytes]) => Buffer.concat([part(field, bytes), closing])),
        ),
        async (payload) => {
          await upload(payload);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
