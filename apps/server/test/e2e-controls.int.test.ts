import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { user } from '../src/db/schema';
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
    await addTestControls(app, config, { NODE_ENV: 'test' });
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
    await expect(addTestControls(plain.app, plain.config, { NODE_ENV: 'production' })).rejects.toThrow(
      /never/,
    );
  });

  it('no server source imports them: only scripts/e2e-app.ts does', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    // Files the unit tests plant for a moment (ADR 0438, 0456) are not the server's: they may be gone
    // by the time they would be read.
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.includes('planted-by-'),
    );
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
  it('make an account that signs in with its password, and sign a caller in as it', async () => {
    const t = withControls;
    const origin = new URL(t.config.baseUrl).origin;
    const email = `made.${Date.now()}@e2e.bestbikes.example`;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/test/accounts',
      headers: { origin, cookie: 'lang=bn' },
      payload: { role: 'Seller', name: 'Made Seller', email, password: 'e2e-password-123' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email, password: 'e2e-password-123' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const session = await t.app.inject({
      method: 'POST',
      url: '/api/test/sessions',
      headers: { origin },
      payload: { email: email.toUpperCase() },
    });
    expect(session.statusCode, session.body).toBe(200);
    const cookie = String(session.headers['set-cookie']).split(';')[0] as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email, name: 'Made Seller', role: 'Seller', emailVerified: true });
    const [row] = await t.db.select({ locale: user.locale }).from(user).where(eq(user.email, email));
    expect(row?.locale).toBe('bn');

    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/test/sessions',
      headers: { origin },
      payload: { email: 'nobody@e2e.bestbikes.example' },
    });
    expect(nobody.statusCode).toBe(404);
  });
});
