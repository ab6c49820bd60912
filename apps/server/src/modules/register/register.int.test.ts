import { type AuditEntry, type ChassisHold, type Product, REGISTER_MESSAGES } from '@best-bikes/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, productBody } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { products } from '../../db/schema';

let t: TestApp;
let first: TestUser;
let second: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
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

async function stateOf(id: string) {
  const [row] = await t.db.select({ state: products.state }).from(products).where(eq(products.id, id));
  return row?.state;
}

async function auditEntries(): Promise<AuditEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auditLog', headers: admin.bearer });
  return res.json() as AuditEntry[];
}

describe('the chassis register (docs/product.md#chassis-register)', () => {
  it('stores the chassis and engine numbers in one form, shows the seller both and the public a mask', async () => {
    const id = await createProduct(t, first, {
      chassis_number: ' md2a-11cz o kc 123456 ',
      engine_number: 'ja 12e-0123456',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    // I, O and Q read as 1, 0, 0 (a VIN never uses them); separators and case do not matter.
    expect(row).toMatchObject({ chassisNumber: 'MD2A11CZ0KC123456', engineNumber: 'JA12E0123456' });

    const page = await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${id}` });
    const bike = page.json() as Product;
    expect(bike.chassis_masked).toBe('•••••••••••••3456');
    expect(page.body).not.toContain('MD2A11CZ0KC');
    expect(page.body).not.toContain('JA12E0123456');
    const search = await t.app.inject({ method: 'GET', url: '/api/bikes?q=pulsar' });
    expect(search.body).not.toContain('MD2A11CZ0KC');

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(first.email)}`,
      headers: first.bearer,
    });
    const own = (mine.json() as Product[]).find((p) => p._id === id);
    expect(own).toMatchObject({ chassis_number: 'MD2A11CZ0KC123456', engine_number: 'JA12E0123456' });
  });

  it('refuses a chassis number of the wrong shape, naming the field', async () => {
    const res = await post(first, { chassis_number: 'AB#12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'chassis_number', message: REGISTER_MESSAGES.chassisShape }]);
  });

  it("holds another seller's listing of a live chassis for an admin, who sees both", async () => {
    const live = await createProduct(t, first, { chassis_number: 'HOLD0000000000001', milage: 9000 });
    // The same frame typed another way is the same frame.
    const res = await post(second, { chassis_number: 'hold-0000-0000-00001', milage: 4000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ acknowledged: true, held: true, message: REGISTER_MESSAGES.held });
    const held = res.json().insertedId as string;
    expect(await stateOf(held)).toBe('Held');

    // Not published: no page, not in the brand's list, not bookable, not saveable.
    expect((await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${held}` })).statusCode).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: '/api/category/2' });
    expect((listing.json() as Product[]).map((p) => p._id)).not.toContain(held);
    expect((await t.app.inject({ method: 'GET', url: `/api/bikes/${held}/price-guide` })).statusCode).toBe(
      404,
    );

    // The seller sees it in My Products, held; it cannot be edited or advertised until an admin decides.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(second.email)}`,
      headers: second.bearer,
    });
    expect((mine.json() as Product[]).find((p) => p._id === held)?.availableStatus).toBe('Held');
    const advertise = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${held}`,
      headers: second.bearer,
    });
    expect(advertise.statusCode).toBe(409);

    const holds = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chassis-holds',
      headers: admin.bearer,
    });
    const hold = (holds.json() as ChassisHold[]).find((h) => h.held._id === held);
    expect(hold).toMatchObject({
      chassis_number: 'H0LD0000000000001',
      held: { seller_name: 'Second Seller', milage: 4000, state: 'Held' },
      others: [{ _id: live, seller_name: 'First Seller', milage: 9000, state: 'Available' }],
    });

    // Publishing it while the first is live is refused; once the first is withdrawn it goes live.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chassis-holds/${held}/release`,
      headers: admin.bearer,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REGISTER_MESSAGES.otherStillLive);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${live}`, headers: first.bearer });
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chassis-holds/${held}/release`,
      headers: admin.bearer,
    });
    expect(release.json()).toEqual({ modifiedCount: 1 });
    expect(await stateOf(held)).toBe('Available');
    expect((await t.app.inject({ method: 'GET', url: `/api/bikeDetails/${held}` })).statusCode).toBe(200);
    expect((await auditEntries()).some((e) => e.action === 'chassis.release' && e.targetId === held)).toBe(
      true,
    );
  });

  it('lets an admin refuse a held listing with a reason, kept in the audit log', async () => {
    await createProduct(t, first, { chassis_number: 'REFUSE00000000001' });
    const res = await post(second, { chassis_number: 'REFUSE00000000001' });
    const held = res.json().insertedId as string;
    const refuse = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chassis-holds/${held}/refuse`,
      headers: admin.bearer,
      payload: { reason: 'Same bike, photos copied from the first listing' },
    });
    expect(refuse.json()).toEqual({ modifiedCount: 1 });
    expect(await stateOf(held)).toBe('Withdrawn');
    const entry = (await auditEntries()).find((e) => e.action === 'chassis.refuse' && e.targetId === held);
    expect(entry?.details).toMatchObject({ reason: 'Same bike, photos copied from the first listing' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chassis-holds/${held}/refuse`,
      headers: admin.bearer,
      payload: { reason: 'twice' },
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a seller's second live listing of their own chassis", async () => {
    await createProduct(t, first, { chassis_number: 'OWNTWICE000000001' });
    const res = await post(first, { chassis_number: 'OWNTWICE000000001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTER_MESSAGES.ownDuplicate);
  });

  it('keeps one live listing per chassis when two sellers post at once', async () => {
    const [a, b] = await Promise.all([
      post(first, { chassis_number: 'RACE0000000000001' }),
      post(second, { chassis_number: 'RACE0000000000001' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const states = await Promise.all([a, b].map((r) => stateOf(r.json().insertedId)));
    expect(states.sort()).toEqual(['Available', 'Held']);
  });

  it('blocks a chassis on the stolen list with a clear message and logs the attempt', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stolen-chassis',
      headers: admin.bearer,
      payload: { chassis_number: 'st0len 0000000001', reason: 'GD 412, Mirpur police station' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      chassis_number: 'ST0LEN0000000001',
      reason: 'GD 412, Mirpur police station',
    });

    const before = (await t.db.select({ id: products.id }).from(products)).length;
    const res = await post(second, { chassis_number: 'STOLEN-0000000001', product_name: 'FZS V3' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTER_MESSAGES.stolen);
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(before);

    const entry = (await auditEntries()).find((e) => e.action === 'chassis.stolenBlocked');
    expect(entry).toMatchObject({
      actorId: second.id,
      targetType: 'chassis',
      targetId: 'ST0LEN0000000001',
      details: { reason: 'GD 412, Mirpur police station' },
    });
    expect(entry?.targetLabel).toContain('FZS V3');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stolen-chassis',
      headers: admin.bearer,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ chassis_number: 'ST0LEN0000000001', live_listings: [] }),
    ]);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stolen-chassis',
      headers: admin.bearer,
      payload: { chassis_number: 'ST0LEN0000000001', reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/stolen-chassis/st0len-0000000001',
      headers: admin.bearer,
    });
    expect(remove.json()).toEqual({ deletedCount: 1 });
    expect((await post(second, { chassis_number: 'ST0LEN0000000001' })).statusCode).toBe(201);
  });

  it('keeps the register to admins', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/stolen-chassis'],
      ['GET', '/api/admin/chassis-holds'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: first.bearer })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
