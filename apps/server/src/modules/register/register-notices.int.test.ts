import type { Notification } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, productBody, setProductState } from '../../../test/factories/listings';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { savedSearchMatches } from '../../db/schema';

/**
 * What a held listing's seller and the buyers with saved searches hear (docs/product.md#chassis-register):
 * the seller a notice (and its mail, in their language) when it is held, released or refused; buyers a
 * saved-search alert only once it is released, exactly once. The background worker is off: the test
 * runs the alert sweep with its own clock and drains the mail queues itself.
 */
let t: TestApp;
let first: TestUser;
let second: TestUser;
let admin: TestUser;
const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-06-01T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  first = await createUser(t, { role: 'Seller', name: 'First Seller' });
  second = await createUser(t, { role: 'Seller', name: 'Second Seller' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

const post = (seller: TestUser, overrides: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: seller.bearer,
    payload: productBody(overrides),
  });

const decide = (id: string, what: 'release' | 'refuse', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/chassis-holds/${id}/${what}`,
    headers: admin.bearer,
    ...(reason ? { payload: { reason } } : {}),
  });

/** The register's notices to `who` (each seller here has one held listing). */
async function noticesOf(who: TestUser): Promise<Notification[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.bearer });
  expect(res.statusCode).toBe(200);
  return (res.json().notifications as Notification[]).filter((n) => n.kind.startsWith('listing-'));
}

/** The mails to `who` whose subject matches. */
async function mailsTo(who: { email: string }, subject: RegExp): Promise<ParsedMail[]> {
  return (await readOutbox(t))
    .map((m) => m.mail)
    .filter((m) => addressesOf(m).includes(who.email.toLowerCase()) && subject.test(m.subject ?? ''));
}

const DIGEST = /saved search|সংরক্ষিত খোঁজ/;

/** One alert sweep at `at` and every digest job it queued. */
async function sweepAt(at: number) {
  await t.app.savedSearches.sweep(new Date(at));
  await t.app.savedSearches.drainDigests();
}

async function matchesOf(productId: string) {
  return t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.productId, productId));
}

describe('a held listing, told (docs/product.md#chassis-register)', () => {
  it("tells its seller in their language when held and when published; buyers' alerts come once, on release", async () => {
    const buyer = await createUser(t, { name: 'Alert Buyer' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.headers,
      payload: { query: '?q=dominar' },
    });
    expect(saved.statusCode).toBe(201);
    const locale = await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: second.headers,
      payload: { locale: 'bn' },
    });
    expect(locale.statusCode).toBeLessThan(300);

    // The first listing of the frame does not match the buyer's search; the held one does.
    const live = await createProduct(t, first, { chassis_number: 'NTCHLD00000000001' });
    const res = await post(second, { chassis_number: 'NTCHLD00000000001', product_name: 'Dominar 400' });
    expect(res.json()).toMatchObject({ held: true });
    const held = res.json().insertedId as string;

    const [heldNotice, ...moreHeld] = await noticesOf(second);
    expect(moreHeld).toEqual([]);
    expect(heldNotice).toMatchObject({
      kind: 'listing-held',
      title: 'Dominar 400 দোকানের যাচাইয়ের অপেক্ষায় আছে',
      link: '/dashboard/myProducts',
      read: false,
    });
    expect(heldNotice?.body).toContain('চেসিস নম্বর');
    await t.app.notifications.drainMail();
    const heldMails = await mailsTo(second, /দোকানের যাচাইয়ের অপেক্ষায়/);
    expect(heldMails).toHaveLength(1);
    expect(heldMails[0]?.text).toContain('চেসিস নম্বর');

    // While held, buyers hear nothing of it.
    await sweepAt(start);
    expect(await matchesOf(held)).toEqual([]);
    expect(await mailsTo(buyer, DIGEST)).toHaveLength(0);

    await setProductState(t, live, 'Withdrawn');
    expect((await decide(held, 'release')).json()).toEqual({ modifiedCount: 1 });

    const released = (await noticesOf(second)).find((n) => n.kind === 'listing-released');
    expect(released).toMatchObject({
      title: 'Dominar 400 এখন বিক্রির জন্য প্রকাশিত',
      link: `/bikeDetails/${held}`,
    });
    await t.app.notifications.drainMail();
    expect(await mailsTo(second, /এখন বিক্রির জন্য প্রকাশিত/)).toHaveLength(1);

    // Published: the buyer's saved search alerts as for a new listing, once.
    await sweepAt(start + DAY);
    expect(await matchesOf(held)).toHaveLength(1);
    const digests = await mailsTo(buyer, DIGEST);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain(`${t.config.baseUrl}/bikeDetails/${held}`);
    expect(digests[0]?.text).toContain('newly listed at');

    // A second release is refused and changes nothing; later sweeps send nothing more.
    expect((await decide(held, 'release')).statusCode).toBe(409);
    await sweepAt(start + 3 * DAY);
    expect(await matchesOf(held)).toHaveLength(1);
    expect(await mailsTo(buyer, DIGEST)).toHaveLength(1);
    await t.app.notifications.drainMail();
    expect(await mailsTo(second, /এখন বিক্রির জন্য প্রকাশিত/)).toHaveLength(1);
    expect((await noticesOf(second)).map((n) => n.kind).sort()).toEqual(['listing-held', 'listing-released']);
  });

  it("tells its seller the admin's reason when refused, and never alerts buyers", async () => {
    const buyer = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.headers,
      payload: { query: '?q=apache' },
    });
    const seller = await createUser(t, { role: 'Seller', name: 'Third Seller' });
    await createProduct(t, first, { chassis_number: 'NTCRFS00000000001' });
    const res = await post(seller, { chassis_number: 'NTCRFS00000000001', product_name: 'Apache RTR' });
    const held = res.json().insertedId as string;
    const reason = 'The photos are copied from the first listing';
    expect((await decide(held, 'refuse', reason)).json()).toEqual({ modifiedCount: 1 });

    const refused = (await noticesOf(seller)).find((n) => n.kind === 'listing-refused');
    expect(refused).toMatchObject({
      title: 'Apache RTR was not published',
      body: `An admin checked Apache RTR and did not publish it. Reason: ${reason}`,
      link: '/dashboard/myProducts',
    });
    await t.app.notifications.drainMail();
    const mails = await mailsTo(seller, /was not published/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(reason);
    expect(await mailsTo(seller, /waits for a check by the shop/)).toHaveLength(1);

    await sweepAt(start + 10 * DAY);
    expect(await matchesOf(held)).toEqual([]);
    expect(await mailsTo(buyer, DIGEST)).toHaveLength(0);
  });
});
