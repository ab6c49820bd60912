import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { createBike } from '../../../test/factories/bookings';
import { createProduct, productBody, setProductState } from '../../../test/factories/listings';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import { user } from '../../db/schema';

/**
 * The saved searches of docs/product.md#bangla-search-favourites (ADR 0096): CRUD through the API; alerts matched by the search's own SQL on
 * a new listing and on a price drop of 5 % or more; one digest a day, sent through the job queue. The
 * background worker is off: the test runs the sweep with its own clock and drains the queue itself.
 */
let t: TestApp;
let seller: TestUser;
const HOUR = 60 * 60 * 1000;
const start = Date.parse('2026-03-01T08:00:00Z');
const start0 = start;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

const saveSearch = (who: TestUser, query: string) =>
  t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: who.headers, payload: { query } });

async function listSearches(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().searches as { _id: string; name: string; query: string; alerts: boolean }[];
}

/** The digest mails to `who`. */
async function digestsTo(who: { email: string }): Promise<ParsedMail[]> {
  return (await readOutbox(t))
    .map((m) => m.mail)
    .filter(
      (m) =>
        addressesOf(m).includes(who.email.toLowerCase()) && /saved search|সংরক্ষিত খোঁজ/.test(m.subject ?? ''),
    );
}

/** One sweep at `at` and every digest job it queued. */
async function sweepAt(at: number) {
  const result = await t.app.savedSearches.sweep(new Date(at));
  await t.app.savedSearches.drainDigests();
  return result;
}

const edit = (id: string, resale_price: number) => {
  const { img: _img, ...rest } = productBody({
    product_name: 'Gixxer SF',
    category_name: 'Suzuki',
    category_id: '3',
  });
  return t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}`,
    headers: seller.bearer,
    payload: { ...rest, original_price: 300_000, resale_price },
  });
};

describe('saving searches', () => {
  it('keeps the canonical query, names it from the query, and answers the same search once', async () => {
    const buyer = await createUser(t);
    const first = await saveSearch(buyer, '?page=3&sort=price_asc&brand=bajaj&q=Pulsar&price_max=200000');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      query: '?q=Pulsar&brand=Bajaj&price_max=200000&sort=price_asc',
      name: '“Pulsar” · Bajaj · up to 2,00,000 Taka',
      alerts: true,
    });
    const again = await saveSearch(buyer, 'q=Pulsar&brand=Bajaj&price_max=200000&sort=price_asc');
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(first.json()._id);
    expect(await listSearches(buyer)).toHaveLength(1);
  });

  it("names a search's model, type and area as a reader knows them", async () => {
    const buyer = await createUser(t);
    const saved = await saveSearch(
      buyer,
      '?model=2-pulsar-150&type=scooter&district=Dhaka&area=dhaka-mirpur',
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().name).toBe('Pulsar 150 · Scooter · Dhaka · Mirpur');
  });

  it('refuses a bad search naming the parameter, and more than 20 searches', async () => {
    const buyer = await createUser(t);
    const bad = await saveSearch(buyer, '?price_min=9&price_max=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('price_min: Minimum price cannot be more than the maximum price');
    for (let i = 0; i < 20; i++)
      expect((await saveSearch(buyer, `?price_max=${100_000 + i}`)).statusCode).toBe(201);
    const over = await saveSearch(buyer, '?price_max=1');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/up to 20 saved searches/);
    expect(await listSearches(buyer)).toHaveLength(20);
  });

  it('is for signed-in buyers, and each deletes only their own', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(401);
    expect((await saveSearch(seller, '?q=fz')).statusCode).toBe(403);
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = (await saveSearch(owner, '?q=fz')).json()._id;
    const del = (who: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: who.headers });
    expect((await del(other)).statusCode).toBe(403);
    expect(await listSearches(owner)).toHaveLength(1);
    expect((await del(owner)).json()).toEqual({ deletedCount: 1 });
    expect((await del(owner)).json()).toEqual({ deletedCount: 0 });
    expect(await listSearches(owner)).toHaveLength(0);
  });
});

describe('alerts', () => {
  it('mails a new matching listing promptly, with links to the bike, the search and unsubscribe', async () => {
    const buyer = await createUser(t, { name: 'Alert Buyer' });
    const search = (await saveSearch(buyer, '?q=gixxer&brand=Suzuki&price_max=250000')).json();
    const other = await createUser(t);
    await saveSearch(other, '?brand=Yamaha');

    const bike = await createProduct(t, seller, {
      product_name: 'Gixxer SF',
      category_name: 'Suzuki',
      category_id: '3',
      resale_price: 240_000,
      original_price: 300_000,
    });
    await createProduct(t, seller, {
      product_name: 'Gixxer SF',
      category_name: 'Suzuki',
      category_id: '3',
      resale_price: 260_000,
      original_price: 300_000,
    });
    expect(await digestsTo(buyer)).toHaveLength(0);

    const result = await sweepAt(start);
    expect(result.digests).toBeGreaterThanOrEqual(1);
    const mails = await digestsTo(buyer);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as ParsedMail;
    expect(mail.subject).toBe(`A bike matches your saved search: ${search.name}`);
    expect(mail.text).toContain(`${t.config.baseUrl}/bikeDetails/${bike}`);
    expect(mail.text).toContain('newly listed at');
    expect(mail.text).toContain(`${t.config.baseUrl}/bikes${search.query}`);
    expect(mail.html).toContain(`href="${t.config.baseUrl}/bikeDetails/${bike}"`);
    expect(mail.text).toMatch(/\/alerts\/unsubscribe\?token=[\w-]{20,}/);
    expect(await digestsTo(other)).toHaveLength(0);
  });

  it('matches a price drop of 5 % or more, not 4 %, and sends at most one digest a day', async () => {
    const buyer = await createUser(t);
    await saveSearch(buyer, '?q=gixxer&price_max=200000');
    const bike = await createProduct(t, seller, {
      product_name: 'Gixxer SF',
      category_name: 'Suzuki',
      category_id: '3',
      resale_price: 210_000,
      original_price: 300_000,
    });
    const day = start + 10 * 24 * HOUR;
    await sweepAt(day);
    expect(await digestsTo(buyer)).toHaveLength(0); // above the search's price

    expect((await edit(bike, 201_600)).statusCode).toBe(200); // -4 %: no alert, and above the bound anyway
    expect((await edit(bike, 199_000)).statusCode).toBe(200); // -1.3 %: within the bound, but too small
    expect(await sweepAt(day + HOUR)).toMatchObject({ matched: 0 });
    expect(await digestsTo(buyer)).toHaveLength(0);

    expect((await edit(bike, 189_000)).statusCode).toBe(200); // -5.03 %
    await sweepAt(day + 2 * HOUR);
    const [first] = await digestsTo(buyer);
    expect(first?.text).toContain('price dropped from 1,99,000 Taka to 1,89,000 Taka');

    // Another drop within the day waits for 24 hours after the first digest.
    expect((await edit(bike, 170_000)).statusCode).toBe(200);
    await sweepAt(day + 3 * HOUR);
    await sweepAt(day + 25 * HOUR);
    expect(await digestsTo(buyer)).toHaveLength(1);
    await sweepAt(day + 26 * HOUR + 1);
    const mails = await digestsTo(buyer);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('price dropped from 1,89,000 Taka to 1,70,000 Taka');
    await sweepAt(day + 60 * HOUR);
    expect(await digestsTo(buyer)).toHaveLength(2);
  });

  it('a 4 % drop alone records no match', async () => {
    const buyer = await createUser(t);
    await saveSearch(buyer, '?q=gixxer&price_max=300000');
    const bike = await createProduct(t, seller, {
      product_name: 'Gixxer SF',
      category_name: 'Suzuki',
      category_id: '3',
      resale_price: 250_000,
      original_price: 300_000,
    });
    await sweepAt(start + 100 * 24 * HOUR);
    const before = (await digestsTo(buyer)).length;
    expect(before).toBe(1);
    expect((await edit(bike, 240_000)).statusCode).toBe(200); // exactly -4 %
    expect(await t.app.savedSearches.matchEvents()).toBe(0);
    expect((await edit(bike, 228_000)).statusCode).toBe(200); // -5 % exactly
    expect(await t.app.savedSearches.matchEvents()).toBeGreaterThanOrEqual(1);
  });

  it("leaves out a bike no longer available by digest time, and the seller's own bikes", async () => {
    const buyer = await createUser(t);
    await saveSearch(buyer, '?q=hunk');
    const gone = await createProduct(t, seller, {
      product_name: 'Hunk',
      category_name: 'Yamaha',
      category_id: '1',
    });
    await t.app.savedSearches.matchEvents();
    await setProductState(t, gone, 'Booked');
    await sweepAt(start + 200 * 24 * HOUR);
    expect(await digestsTo(buyer)).toHaveLength(0);

    // The seller's own listing never alerts them (an account whose role changed keeps its searches).
    const both = await createUser(t);
    await saveSearch(both, '?q=apache');
    await t.db.update(user).set({ role: 'Seller' }).where(eq(user.id, both.id));
    await createProduct(
      t,
      { ...both, bearer: both.bearer },
      { product_name: 'Apache RTR', category_name: 'Bajaj' },
    );
    await sweepAt(start + 201 * 24 * HOUR);
    expect(await digestsTo(both)).toHaveLength(0);
  });

  it('unsubscribes by the mail link without signing in, and says so', async () => {
    const buyer = await createUser(t);
    await saveSearch(buyer, '?q=fazer');
    await createBike(t, seller, { name: 'Fazer 1' });
    await sweepAt(start + 300 * 24 * HOUR);
    const [mail] = await digestsTo(buyer);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    const unsubscribe = (tok: string) =>
      t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token: tok } });
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: '“fazer”', query: '?q=fazer' });
    expect((await listSearches(buyer))[0]?.alerts).toBe(false);
    expect((await unsubscribe('x'.repeat(32))).statusCode).toBe(404);

    await createBike(t, seller, { name: 'Fazer 2' });
    await sweepAt(start + 400 * 24 * HOUR);
    expect(await digestsTo(buyer)).toHaveLength(1);
    // Saving the same search again turns its alerts back on.
    expect((await saveSearch(buyer, '?q=fazer')).json().alerts).toBe(true);
  });

  it("is written in the buyer's language", async () => {
    const buyer = await createUser(t);
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, buyer.id));
    await saveSearch(buyer, '?q=discover');
    await createBike(t, seller, { name: 'Discover 125', price: 123_000 });
    await sweepAt(start + 450 * 24 * HOUR);
    const [mail] = await digestsTo({ email: buyer.email });
    expect(mail?.subject).toBe('আপনার সংরক্ষিত খোঁজের সাথে একটি বাইক মিলেছে: “discover”');
    expect(mail?.text).toContain('নতুন বিজ্ঞাপন, দাম ১,২৩,০০০ টাকা');
    expect(mail?.text).toContain('আনসাবস্ক্রাইব করুন');
  });

  it("names the search from its query in the buyer's language: the mail and the in-app notice (ADR 0182)", async () => {
    const query = '?brand=Yamaha&district=Dhaka&price_min=123000&price_max=123500';
    const bangla = await createUser(t);
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, bangla.id));
    const english = await createUser(t);
    for (const who of [bangla, english]) expect((await saveSearch(who, query)).statusCode).toBe(201);
    // The API keeps the English name it always stored, for clients that show it.
    expect((await listSearches(bangla))[0]?.name).toBe('Yamaha · 1,23,000–1,23,500 Taka · Dhaka');
    await createBike(t, seller, { name: 'FZ-S Name Test', price: 123_456, categoryId: '1' });
    await sweepAt(start + 460 * 24 * HOUR);

    const banglaName = 'ইয়ামাহা · ১,২৩,০০০–১,২৩,৫০০ টাকা · ঢাকা';
    const [mail, ...more] = await digestsTo(bangla);
    expect(more).toHaveLength(0); // the notice is not mailed a second time
    expect(mail?.subject).toBe(`আপনার সংরক্ষিত খোঁজের সাথে একটি বাইক মিলেছে: ${banglaName}`);
    expect(mail?.subject).not.toMatch(/[A-Za-z]/);
    expect(mail?.text).toContain(`আপনার সংরক্ষিত খোঁজ ${banglaName}-এর সাথে একটি বাইক মিলেছে:`);
    expect(mail?.text).toContain(', ঢাকা: নতুন বিজ্ঞাপন, দাম ১,২৩,৪৫৬ টাকা');
    const [englishMail] = await digestsTo(english);
    expect(englishMail?.subject).toBe(
      'A bike matches your saved search: Yamaha · 1,23,000–1,23,500 Taka · Dhaka',
    );

    const notices = async (who: TestUser) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
      expect(res.statusCode).toBe(200);
      return (
        res.json().notifications as {
          kind: string;
          title: string;
          body: string;
          params?: unknown;
          link: string;
        }[]
      ).filter((n) => n.kind === 'saved-search-match');
    };
    const [notice, ...others] = await notices(bangla);
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({
      title: 'আপনার সংরক্ষিত খোঁজের সাথে একটি বাইক মিলেছে',
      body: `${banglaName}। তালিকাটি আপনাকে মেইল করেছি; বাইকগুলো দেখতে খোঁজটি খুলুন।`,
      params: { query, count: 1 },
      link: `/bikes${query}`,
    });
    expect(`${notice?.title} ${notice?.body}`).not.toMatch(/[A-Za-z]/);
    expect((await notices(english))[0]).toMatchObject({
      title: 'A bike matches your saved search',
      params: { query, count: 1 },
    });

    // A retried digest job neither repeats the notice nor the mail.
    await t.app.savedSearches.digestJob({
      savedSearchId: (await listSearches(bangla))[0]?._id,
      at: new Date(start + 460 * 24 * HOUR).toISOString(),
    });
    expect(await notices(bangla)).toHaveLength(1);
  });

  it('two sweeps at once (two instances, or a retry) start one digest, sent once from the queue', async () => {
    const buyer = await createUser(t);
    await saveSearch(buyer, '?q=saluto');
    await createBike(t, seller, { name: 'Saluto 125' });
    const at = start + 500 * 24 * HOUR;
    expect((await t.app.savedSearches.sweep(new Date(at))).digests).toBeGreaterThanOrEqual(1);
    expect((await t.app.savedSearches.sweep(new Date(at + 1000))).digests).toBe(0);
    await t.app.savedSearches.drainDigests();
    await t.app.savedSearches.drainDigests();
    expect(await digestsTo(buyer)).toHaveLength(1);
  });
});

describe('across restarts', () => {
  it('a listing event and a started digest survive restarts and mail once', async () => {
    const config = testConfig();
    const database = await openTestDatabase();
    const start = async () => {
      const app = await buildApp({ config, database, logger: false, background: false });
      await app.ready();
      return app;
    };
    const mails = async (who: { email: string }) =>
      (await readOutbox({ config }))
        .map((m) => m.mail)
        .filter(
          (m) => addressesOf(m).includes(who.email.toLowerCase()) && /saved search/.test(m.subject ?? ''),
        );
    try {
      // Before the first restart: a search and a matching listing (its event is a row, not in memory).
      let app = await start();
      const local = { app, db: database.db, config };
      const sellerHere = await createUser(local, { role: 'Seller' });
      const buyer = await createUser(local);
      const saved = await app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: buyer.headers,
        payload: { query: '?q=blade' },
      });
      expect(saved.statusCode).toBe(201);
      await createBike(local, sellerHere, { name: 'X-Blade 160' });
      await app.close();

      // Restarted: the sweep matches the event and starts the digest; the app stops before the mail.
      app = await start();
      expect(await app.savedSearches.sweep(new Date(start0))).toEqual({ matched: 1, digests: 1 });
      await app.close();

      // Restarted again: the queued job runs once; nothing starts it again.
      app = await start();
      expect((await app.savedSearches.sweep(new Date(start0 + HOUR))).digests).toBe(0);
      expect(await app.savedSearches.drainDigests()).toBe(1);
      expect(await app.savedSearches.drainDigests()).toBe(0);
      await app.close();

      const sent = await mails(buyer);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain('X-Blade 160');
    } finally {
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
