import { eq } from 'drizzle-orm';
import { type BookingState, bookings, products, user } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { TestApp, TestUser } from '../helpers';

/**
 * Factory: a booking as the bookings module leaves it (the bike Booked while it is Active, Sold once
 * Paid), written straight to the database so these tests do not depend on the payment flow.
 */
export async function insertBooking(
  t: Pick<TestApp, 'db'>,
  opts: { productId: string; buyer: Pick<TestUser, 'id'>; state?: BookingState },
): Promise<string> {
  const state = opts.state ?? 'Active';
  const [product] = await t.db.select().from(products).where(eq(products.id, opts.productId));
  if (!product) throw new Error(`no product ${opts.productId}`);
  const id = newId();
  await t.db.insert(bookings).values({
    id,
    productId: product.id,
    buyerId: opts.buyer.id,
    sellerId: product.sellerId,
    price: product.resalePrice,
    buyerMobile: '01812345678',
    buyerLocation: 'Dhaka',
    state,
    expiresAt: new Date(Date.now() + 48 * 3600 * 1000),
    paidAt: state === 'Paid' ? new Date() : null,
  });
  if (state === 'Active' || state === 'Paid') {
    await t.db
      .update(products)
      .set({ state: state === 'Active' ? 'Booked' : 'Sold' })
      .where(eq(products.id, product.id));
  }
  return id;
}

export async function bookingState(t: Pick<TestApp, 'db'>, id: string): Promise<BookingState | undefined> {
  const [row] = await t.db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, id));
  return row?.state;
}

export async function productState(t: Pick<TestApp, 'db'>, id: string) {
  const [row] = await t.db.select({ state: products.state }).from(products).where(eq(products.id, id));
  return row?.state;
}

/** Changes a profile the way a user could have left it (no photo, an empty name). */
export async function setProfile(
  t: Pick<TestApp, 'db'>,
  who: Pick<TestUser, 'id'>,
  profile: { name?: string; image?: string | null },
) {
  await t.db.update(user).set(profile).where(eq(user.id, who.id));
}

/** Signs in with e-mail and password through the real auth endpoint. */
export function signIn(t: Pick<TestApp, 'app'>, who: Pick<TestUser, 'email' | 'password'>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: who.email, password: who.password },
  });
}
