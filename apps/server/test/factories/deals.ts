import { eq } from 'drizzle-orm';
import { deals } from '../../src/db/schema';
import type { TestApp } from '../helpers';

/** The deal a paid booking opened (ADR 0140). */
export async function dealOfBooking(t: Pick<TestApp, 'db'>, bookingId: string) {
  const [row] = await t.db.select().from(deals).where(eq(deals.bookingId, bookingId));
  if (!row) throw new Error(`no deal for booking ${bookingId}`);
  return row;
}
