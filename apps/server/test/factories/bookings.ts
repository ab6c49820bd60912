import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bookings, checkoutSessions, paymentIntents, payments, products } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { TestApp, TestUser } from '../helpers';

/** Factory: a bike listed by `seller`, written straight to the database; answers its id. */
export async function createBike(
  t: Pick<TestApp, 'db'>,
  seller: Pick<TestUser, 'id'>,
  opts: { price?: number; name?: string; categoryId?: string } = {},
): Promise<string> {
  const id = newId();
  await t.db.insert(products).values({
    id,
    categoryId: opts.categoryId ?? '1',
    sellerId: seller.id,
    productName: opts.name ?? `FZ-S V3 ${randomBytes(2).toString('hex')}`,
    description: 'Single owner, papers up to date.',
    district: 'Dhaka',
    mobile: '01712345678',
    originalPrice: (opts.price ?? 150_000) + 40_000,
    resalePrice: opts.price ?? 150_000,
    yearsOfUse: 2,
    condition: 'Good',
    img: `/media/${randomBytes(16).toString('hex')}-1280.webp`,
  });
  return id;
}

/** product.md's booking payload for a bike; the display fields are deliberately wrong (they are ignored). */
export function bookingBody(productID: string, overrides: Record<string, unknown> = {}) {
  return {
    productID,
    buyerMobile: '01712345678',
    buyerLocation: 'Dhanmondi, Dhaka',
    productName: 'Forged name',
    companyName: 'Forged brand',
    price: 1,
    sellerName: 'Mallory',
    sellerEmail: 'mallory@evil.example',
    buyerName: 'Someone else',
    buyerEmail: 'someone@else.example',
    productCategoryID: '9',
    bookingDate: '01-01-2022 10:00 AM',
    productImage: 'https://evil.example/x.png',
    ...overrides,
  };
}

export async function book(
  t: Pick<TestApp, 'app'>,
  buyer: Pick<TestUser, 'headers'>,
  productId: string,
  overrides: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: buyer.headers,
    payload: bookingBody(productId, overrides),
  });
}

/** Books a bike and answers the booking id; throws when the booking is refused. */
export async function bookOrThrow(
  t: Pick<TestApp, 'app'>,
  buyer: Pick<TestUser, 'headers'>,
  productId: string,
) {
  const res = await book(t, buyer, productId);
  const body = res.json();
  if (res.statusCode !== 200 || !body.acknowledged) throw new Error(`booking failed: ${res.body}`);
  return body.insertedId as string;
}

export async function productState(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select({ state: products.state }).from(products).where(eq(products.id, id));
  return row?.state;
}

export async function bookingRow(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function liveBookingsOf(t: Pick<TestApp, 'db'>, productId: string) {
  return t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.productId, productId), sql`${bookings.state} in ('Active', 'Paid')`));
}

/** Moves a booking's expiry into the past, as if its time had run out. */
export async function expireBooking(t: Pick<TestApp, 'db'>, id: string) {
  await t.db
    .update(bookings)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(bookings.id, id));
}

export async function paymentsFor(t: Pick<TestApp, 'db'>, productId: string) {
  return t.db.select().from(payments).where(eq(payments.productId, productId));
}

export async function intentRow(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

export async function checkoutRow(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export const CARD_OK = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: new Date().getFullYear() + 3,
  cvc: '123',
};
export const CARD_DECLINED = { ...CARD_OK, number: '4000 0000 0000 0002' };
export const CARD_NO_FUNDS = { ...CARD_OK, number: '4000 0000 0000 9995' };

export async function createIntent(
  t: Pick<TestApp, 'app'>,
  buyer: Pick<TestUser, 'headers'>,
  bookingId: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { _id: bookingId, price: 1 },
  });
}

export async function confirmCard(
  t: Pick<TestApp, 'app'>,
  buyer: Pick<TestUser, 'headers' | 'name' | 'email'>,
  clientSecret: string,
  card: Record<string, unknown> = CARD_OK,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers: buyer.headers,
    payload: { clientSecret, card, billing_details: { name: buyer.name, email: buyer.email } },
  });
}

/** Books, creates an intent and pays with 4242…; answers the ids. */
export async function buyWithCard(t: Pick<TestApp, 'app'>, buyer: TestUser, productId: string) {
  const bookingId = await bookOrThrow(t, buyer, productId);
  const intent = await createIntent(t, buyer, bookingId);
  const clientSecret = intent.json().clientSecret as string;
  const confirmed = await confirmCard(t, buyer, clientSecret);
  const paymentIntent = confirmed.json().paymentIntent;
  if (!paymentIntent) throw new Error(`payment failed: ${confirmed.body}`);
  return { bookingId, clientSecret, intentId: paymentIntent.id as string };
}
