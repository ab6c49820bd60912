import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openTestDatabase } from './database';
import { addTestControls } from './e2e-controls';
import { buyWithCard, createBike } from './factories/bookings';
import { dealOfBooking, sharePapers } from './factories/deals';
import { buildTestApp, createUser, type TestApp, testConfig } from './helpers';

/** The e2e server's clock control (ADR 0170): there when scripts/e2e-app.ts adds it, absent otherwise. */
describe('the e2e test controls', () => {
  let plain: TestApp;
  let withControls: TestApp;

  beforeAll(async () => {
    plain = await buildTestApp({}, { background: false });
    const config = testConfig();
    const database = await openTestDatabase();
    const app = await buildApp({ config, database, logger: false, background: false });
    await addTestControls(app, { NODE_ENV: 'test' });
    await app.ready();
    withControls = {
      app,
      db: database.db,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
    // Two whole apps, each on its own database.
  }, 180_000);
  afterAll(async () => {
    await plain.close();
    await withControls.close();
  });

  it('are absent from the app everything else builds', async () => {
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/test/deals/anything/clock',
      payload: { hours: 49 },
    });
    expect(res.statusCode).toBe(404);
    expect(plain.app.routeTable.some((r) => r.url.startsWith('/api/test/'))).toBe(false);
    expect(withControls.app.routeTable.some((r) => r.url === '/api/test/deals/:id/clock')).toBe(true);
  });

  it('are never added in production', async () => {
    await expect(addTestControls(plain.app, { NODE_ENV: 'production' })).rejects.toThrow(/never/);
  });

  it('no server source imports them: only scripts/e2e-app.ts does', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      expect(readFileSync(path.join(src, file), 'utf8'), file).not.toMatch(/e2e-controls/);
    }
  });

  it("run one deal's clock past its inspection time, which completes it; other deals stay", async () => {
    const t = withControls;
    const seller = await createUser(t, { role: 'Seller' });
    const buyer = await createUser(t);
    const other = await dealOfBooking(
      t,
      (await buyWithCard(t, buyer, await createBike(t, seller))).bookingId,
    );
    const deal = await dealOfBooking(t, (await buyWithCard(t, buyer, await createBike(t, seller))).bookingId);
    await sharePapers(t, seller, deal.id);
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/received`,
      headers: buyer.headers,
    });
    expect(handed.json().state).toBe('handed_over');

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/test/deals/${deal.id}/clock`,
      payload: { hours: 47 },
    });
    expect(early.json()).toEqual({ state: 'handed_over' });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/test/deals/${deal.id}/clock`,
      payload: { hours: 2 },
    });
    expect(moved.json()).toEqual({ state: 'completed' });
    expect((await dealOfBooking(t, other.bookingId)).state).toBe('held');

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/test/deals/${deal.id}/clock`,
      payload: { hours: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
