import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, type E2EUser, expect, listBikes, loginAs, ORIGIN, test } from './fixtures';

/**
 * docs/product.md#seller-and-admin-tools: the dashboard home shows each role its figures — grey blocks while they load (never a 0
 * first), each figure linking to the page behind it; a seller's page views are counted by the server
 * in memory and written every few seconds. Screenshots go to DASHBOARD_SHOTS when it is set.
 */
const SHOTS = process.env.DASHBOARD_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // The drawer slides when the layout changes: the shot waits until it stands still.
      await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await Promise.allSettled(document.getAnimations().map((a) => a.finished));
      });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

/** A signed-in API context of `user`'s own, as another browser would be. */
async function signedIn(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  user: E2EUser,
) {
  const api = await playwright.request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  return api;
}

const figure = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('figure-value');

test('a seller sees their bikes by state, page views by others and bookings; each figure opens My Products', async ({
  page,
  playwright,
  seller,
  buyer,
}) => {
  test.setTimeout(120_000);
  const [viewed, booked] = await listBikes(seller, [{}, {}]);
  if (!viewed || !booked) throw new Error('bikes not listed');

  // Two page views by a visitor, one by a buyer who then books the other bike.
  const visitor = await playwright.request.newContext({ baseURL: ORIGIN });
  for (let i = 0; i < 2; i++)
    expect((await visitor.get(`/api/bikeDetails/${viewed._id}`)).status()).toBe(200);
  await visitor.dispose();
  const buyerApi = await signedIn(playwright, buyer);
  expect((await buyerApi.get(`/api/bikeDetails/${viewed._id}`)).status()).toBe(200);
  const booking = await buyerApi.post('/api/bookings', {
    data: { productID: booked._id, buyerMobile: '01911223344', buyerLocation: 'Mirpur, Dhaka' },
  });
  expect((await booking.json()).acknowledged).toBe(true);
  await buyerApi.dispose();

  // The figures are held back a moment: grey blocks show, no number does.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/dashboard/summary', async (route) => {
    await held;
    await route.continue();
  });
  await loginAs(page, seller, '/dashboard');
  await expect(page.getByTestId('figures-loading')).toBeVisible();
  await expect(page.getByTestId('figure-value')).toHaveCount(0);
  release();
  await expect(page.getByTestId('figures-loading')).toHaveCount(0);
  await expect(figure(page, 'figure-available')).toHaveText('1');
  await expect(figure(page, 'figure-booked')).toHaveText('1');
  await expect(figure(page, 'figure-sold')).toHaveText('0');
  await expect(figure(page, 'figure-bookings-week')).toHaveText('1');
  await page.unroute('**/api/dashboard/summary');
  // Views are written every few seconds: the page shows them once the server has.
  await expect(async () => {
    await page.reload();
    await expect(figure(page, 'figure-views')).toHaveText('3', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await shoot(page, 'dashboard-seller');

  await page.getByTestId('figure-booked').getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
  const card = page.getByTestId('my-product').filter({ hasText: viewed.product_name });
  await expect(card.getByTestId('listing-views')).toContainText('3 views');
});

test('a buyer sees the bookings held for them and until when, and opens the payment page', async ({
  page,
  buyer,
  bike,
}) => {
  await loginAs(page, buyer, '/');
  const booked = await page.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
  });
  const { insertedId } = (await booked.json()) as { insertedId: string };
  await page.goto('/dashboard');
  await expect(figure(page, 'figure-active-bookings')).toHaveText('1');
  const row = page.getByTestId('held-booking');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(bike.product_name);
  await expect(row).toContainText(/held until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/);
  await shoot(page, 'dashboard-buyer');
  await row.getByRole('link', { name: `Pay for ${bike.product_name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${insertedId}$`));
});

test("an admin sees the shop's figures; pending reports open Reported Items", async ({
  page,
  playwright,
  buyer,
  bike,
}) => {
  const buyerApi = await signedIn(playwright, buyer);
  const reported = await buyerApi.post('/api/reportedProducts', {
    data: { productDataBaseId: bike._id, reason: 'fake-or-scam' },
  });
  expect((await reported.json()).acknowledged).toBe(true);
  await buyerApi.dispose();

  await loginAs(page, ADMIN, '/dashboard');
  for (const id of [
    'figure-pending-reports',
    'figure-unverified-sellers',
    'figure-listings',
    'figure-bookings-week',
    'figure-sales-week',
  ]) {
    await expect(figure(page, id)).toHaveText(/^\d+$/);
  }
  expect(Number(await figure(page, 'figure-pending-reports').textContent())).toBeGreaterThanOrEqual(1);
  // The hint places a number the app wrote, in the plural it takes (ADR 0439: no Lingui `#`).
  await expect(page.getByTestId('figure-pending-reports')).toContainText(/On (1 bike|[\d,]+ bikes)(?!\w)/);
  await expect(figure(page, 'figure-revenue')).toHaveText(/^[\d,]+ Taka$/);
  await shoot(page, 'dashboard-admin');
  await page.getByTestId('figure-pending-reports').getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/reportedItems$/);
  await page.goto('/dashboard');
  await page.getByTestId('figure-unverified-sellers').getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/allSellers$/);
});
