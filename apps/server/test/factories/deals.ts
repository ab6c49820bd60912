import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { deals } from '../../src/db/schema';
import type { TestApp, TestUser } from '../helpers';

/** The deal a paid booking opened (ADR 0140). */
export async function dealOfBooking(t: Pick<TestApp, 'db'>, bookingId: string) {
  const [row] = await t.db.select().from(deals).where(eq(deals.bookingId, bookingId));
  if (!row) throw new Error(`no deal for booking ${bookingId}`);
  return row;
}

/** A small real picture as a multipart body in the field `image`. */
export async function photoPayload(seed = 1) {
  const png = await sharp({
    create: { width: 12, height: 8, channels: 3, background: { r: seed % 256, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
  const boundary = 'PaperPhotoBoundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** The seller adds a photo of one paper of the deal. */
export async function addPaperPhoto(
  t: Pick<TestApp, 'app'>,
  seller: Pick<TestUser, 'bearer'>,
  dealId: string,
  kind: 'registration' | 'tax_token' | 'insurance',
) {
  const { contentType, payload } = await photoPayload(kind.length);
  return t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/papers/photos?kind=${kind}`,
    headers: { ...seller.bearer, 'content-type': contentType },
    payload,
  });
}

/** The seller photographs the three papers and shares them with the numbers. */
export async function sharePapers(
  t: Pick<TestApp, 'app'>,
  seller: Pick<TestUser, 'bearer' | 'headers'>,
  dealId: string,
) {
  for (const kind of ['registration', 'tax_token', 'insurance'] as const) {
    const res = await addPaperPhoto(t, seller, dealId, kind);
    if (res.statusCode !== 200) throw new Error(`photo failed: ${res.statusCode} ${res.body}`);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/papers`,
    headers: seller.headers,
    payload: { chassisNumber: 'MD2A11CZ9KCA12345', engineNumber: 'JCZCKA12345' },
  });
  if (res.statusCode !== 200) throw new Error(`share failed: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * A paid deal taken to `completed`: papers shared, the buyer confirms the handover and the clock
 * (the test app's `now`, set through `setClock`) passes the inspection window. Answers the deal row.
 */
export async function completeDeal(
  t: Pick<TestApp, 'app' | 'db'>,
  seller: Pick<TestUser, 'bearer' | 'headers'>,
  buyer: Pick<TestUser, 'headers'>,
  dealId: string,
  setClock: (at: Date) => void,
) {
  await sharePapers(t, seller, dealId);
  const received = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/received`,
    headers: buyer.headers,
  });
  if (received.statusCode !== 200)
    throw new Error(`handover failed: ${received.statusCode} ${received.body}`);
  const [handed] = await t.db.select().from(deals).where(eq(deals.id, dealId));
  setClock(new Date(handed!.inspectionEndsAt!.getTime() + 1000));
  await t.app.sweepDueDeals();
  await t.app.deals.drainTimeouts();
  const [row] = await t.db.select().from(deals).where(eq(deals.id, dealId));
  if (row?.state !== 'completed') throw new Error(`deal ${dealId} did not complete (${row?.state})`);
  return row;
}
