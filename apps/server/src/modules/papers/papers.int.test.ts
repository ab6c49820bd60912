import {
  type AuditEntry,
  type BikeHistory,
  type Notification,
  PAPERS_MESSAGES,
  type PaperCheckQueueItem,
  type PaperCheckStatus,
  type Product,
  type SellerPage,
} from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoPayload } from '../../../test/factories/deals';
import { createProduct, setPostedAt } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

let t: TestApp;
let seller: TestUser;
let other: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller', name: 'Rahim Uddin' });
  other = await createUser(t, { role: 'Seller', name: 'Other Seller' });
  buyer = await createUser(t, { role: 'Buyer' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

let serial = 0;
/** A live listing of `seller` with a chassis number of its own. */
async function listing(overrides: object = {}) {
  serial += 1;
  return createProduct(t, seller, {
    chassis_number: `PAPERS${String(serial).padStart(11, '0')}`,
    engine_number: 'ENG12345',
    ...overrides,
  });
}

async function putPhoto(who: Pick<TestUser, 'bearer'>, id: string, kind: string) {
  const { contentType, payload } = await photoPayload(kind.length);
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}/papers/photos/${kind}`,
    headers: { ...who.bearer, 'content-type': contentType },
    payload,
  });
}

const submit = (who: Pick<TestUser, 'bearer'>, id: string, owner_name = 'Rahim Uddin') =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/papers`,
    headers: who.bearer,
    payload: { owner_name },
  });

async function sendPapers(id: string) {
  expect((await putPhoto(seller, id, 'registration')).statusCode).toBe(200);
  expect((await putPhoto(seller, id, 'tax_token')).statusCode).toBe(200);
  const res = await submit(seller, id);
  expect(res.statusCode).toBe(200);
  return res.json() as PaperCheckStatus;
}

const queue = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/paper-checks', headers: admin.bearer })
  ).json() as PaperCheckQueueItem[];

const decide = (id: string, what: 'approve' | 'refuse', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/paper-checks/${id}/${what}`,
    headers: admin.bearer,
    payload: reason === undefined ? {} : { reason },
  });

async function bike(id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` })).json() as Product;
}

describe('papers checked (docs/product.md#papers-checked)', () => {
  it('takes the photos and the owner’s name, queues them for an admin and shows the badge once approved', async () => {
    const id = await listing();
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/products/${id}/papers`,
      headers: seller.bearer,
    });
    expect(empty.json()).toMatchObject({
      state: null,
      photos: { registration: false, tax_token: false },
      has_chassis: true,
    });

    // Both photos are needed before the papers can be sent.
    expect((await putPhoto(seller, id, 'registration')).statusCode).toBe(200);
    const early = await submit(seller, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAPERS_MESSAGES.photosMissing);
    expect((await putPhoto(seller, id, 'tax_token')).statusCode).toBe(200);
    const sent = await submit(seller, id, 'Rahim Uddin');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      state: 'Pending',
      owner_name: 'Rahim Uddin',
      photos: { registration: true, tax_token: true },
    });
    // Waiting: neither sent again nor a photo changed.
    expect((await submit(seller, id)).statusCode).toBe(409);
    expect((await putPhoto(seller, id, 'registration')).statusCode).toBe(409);

    const item = (await queue()).find((q) => q.product_id === id);
    expect(item).toMatchObject({
      owner_name: 'Rahim Uddin',
      seller_name: 'Rahim Uddin',
      chassis_number: expect.stringMatching(/^PAPERS/),
      engine_number: 'ENG12345',
      km_rollback: false,
    });
    expect((await bike(id)).papers_checked).toBe(false);

    const approved = await decide(id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect((await decide(id, 'approve')).statusCode).toBe(409);
    expect((await queue()).some((q) => q.product_id === id)).toBe(false);
    expect((await bike(id)).papers_checked).toBe(true);

    // Search: the filter keeps only checked bikes, and the cards say so.
    const unchecked = await listing();
    const all = await t.app.inject({ method: 'GET', url: '/api/bikes' });
    const ids = (all.json().products as Product[]).map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([id, unchecked]));
    const filtered = await t.app.inject({ method: 'GET', url: '/api/bikes?papers_checked=1' });
    expect(filtered.statusCode).toBe(200);
    const checked = filtered.json().products as Product[];
    expect(checked.map((p) => p._id)).toContain(id);
    expect(checked.map((p) => p._id)).not.toContain(unchecked);
    expect(checked.every((p) => p.papers_checked)).toBe(true);
    expect(filtered.json().total).toBe(checked.length);
    // The brand's cached page shows the badge too (the decision bumps the listing versions).
    const category = await t.app.inject({
      method: 'GET',
      url: `/api/category/${(await bike(id)).category_id}`,
    });
    expect((category.json() as Product[]).find((p) => p._id === id)?.papers_checked).toBe(true);

    // The seller page counts it; the seller is told; the audit log keeps it.
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` })
    ).json() as SellerPage;
    expect(page.papersChecked).toBe(1);
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.bearer })
    ).json().notifications as Notification[];
    expect(notices.some((n) => n.kind === 'papers-checked' && n.title.includes('checked'))).toBe(true);
    const log = (
      await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.bearer })
    ).json() as AuditEntry[];
    expect(log.some((e) => e.action === 'papers.approve' && e.targetId === id)).toBe(true);
  });

  it('refuses with a reason the seller reads, and takes the papers again after a refusal', async () => {
    const id = await listing();
    await sendPapers(id);
    const bad = await decide(id, 'refuse', '');
    expect(bad.statusCode).toBe(400);
    const res = await decide(id, 'refuse', 'The tax token photo is blurred');
    expect(res.statusCode).toBe(200);
    const status = (
      await t.app.inject({ method: 'GET', url: `/api/products/${id}/papers`, headers: seller.bearer })
    ).json();
    expect(status).toMatchObject({ state: 'Refused', reason: 'The tax token photo is blurred' });
    expect((await bike(id)).papers_checked).toBe(false);
    const notices = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.bearer })
    ).json().notifications as Notification[];
    expect(notices.some((n) => n.body.includes('The tax token photo is blurred'))).toBe(true);
    const log = (
      await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.bearer })
    ).json() as AuditEntry[];
    expect(log.find((e) => e.action === 'papers.refuse' && e.targetId === id)?.details).toEqual({
      reason: 'The tax token photo is blurred',
    });
    // A new photo and a new sending put it back in the queue.
    expect((await putPhoto(seller, id, 'tax_token')).statusCode).toBe(200);
    expect((await submit(seller, id)).json()).toMatchObject({ state: 'Pending', reason: null });
    expect((await queue()).some((q) => q.product_id === id)).toBe(true);
  });

  it('keeps the photos private: the seller and admins only, never cached publicly', async () => {
    const id = await listing();
    await sendPapers(id);
    const url = `/api/products/${id}/papers/photos/registration`;
    const own = await t.app.inject({ method: 'GET', url, headers: seller.bearer });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url, headers: admin.bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: buyer.bearer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: other.bearer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Nor the status, nor an upload or a sending by anyone else.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}/papers`, headers: other.bearer }))
        .statusCode,
    ).toBe(403);
    expect((await putPhoto(other, id, 'tax_token')).statusCode).toBe(403);
    expect((await submit(other, id)).statusCode).toBe(403);
    // The public bike says nothing of the owner's name or the photos.
    const page = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` });
    expect(page.body).not.toContain('Rahim Uddin ');
    expect(page.body).not.toContain('/papers/photos');
  });

  it('refuses a listing without a chassis number, a file that is not a picture and an unknown kind', async () => {
    const id = await createProduct(t, seller, {});
    expect((await putPhoto(seller, id, 'registration')).statusCode).toBe(200);
    expect((await putPhoto(seller, id, 'tax_token')).statusCode).toBe(200);
    const res = await submit(seller, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAPERS_MESSAGES.noChassis);

    const other = await listing();
    const boundary = 'X';
    const notPicture = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${other}/papers/photos/registration`,
      headers: { ...seller.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--${boundary}--\r\n`,
    });
    expect(notPicture.statusCode).toBe(400);
    expect((await putPhoto(seller, other, 'insurance')).statusCode).toBe(400);
    expect((await submit(seller, other, 'x')).statusCode).toBe(400);
    expect((await decide('no-such-bike', 'approve')).statusCode).toBe(404);
  });
});

describe('bike history (docs/product.md#bike-history)', () => {
  it('lists the earlier listings of the chassis without the number, and flags a kilometre rollback', async () => {
    const chassis = 'HISTORY0000000042';
    const first = await createProduct(t, other, {
      chassis_number: chassis,
      milage: 30_000,
      resale_price: 150_000,
    });
    await setPostedAt(t, first, new Date('2025-01-10T10:00:00Z'));
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${first}/soldElsewhere`,
      headers: other.bearer,
    });
    const second = await createProduct(t, seller, {
      chassis_number: chassis,
      milage: 12_000,
      resale_price: 140_000,
    });

    const res = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${second}/history` });
    expect(res.statusCode).toBe(200);
    const history = res.json() as BikeHistory;
    expect(history).toEqual({
      earlier: [
        {
          posted_at: '2025-01-10T10:00:00.000Z',
          resale_price: 150_000,
          milage: 30_000,
          outcome: 'Sold',
          km_lower: false,
        },
      ],
      km_rollback: true,
      highest_earlier_km: 30_000,
    });
    expect(res.body).not.toContain(chassis);
    expect(res.body).not.toContain(first);
    // The earlier listing has no history of its own; a bike without a chassis number has none.
    const older = (await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${first}/history` })).json();
    expect(older).toEqual({ earlier: [], km_rollback: false, highest_earlier_km: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/bikeDetails/nope/history' })).statusCode).toBe(
      404,
    );

    // Admins: the listing is in the audit log, and its papers' check shows the rollback.
    const log = (
      await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.bearer })
    ).json() as AuditEntry[];
    expect(log.find((e) => e.action === 'chassis.kmRollback' && e.targetId === second)?.details).toEqual({
      km: 12_000,
      earlierKm: 30_000,
    });
    await sendPapers(second);
    expect((await queue()).find((q) => q.product_id === second)?.km_rollback).toBe(true);
  });
});
