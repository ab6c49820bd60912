import type { Browser, Page } from '@playwright/test';
import { axeOnStillPage, type E2EUser, expect, listBike, loginAs, solidPng, test } from './fixtures';

/**
 * Reviews after a completed deal (ADR 0220): the buyer (in English) and the seller (in Bangla) each
 * rate the other on the deal page, double-blind until both have written; then the seller's rating is
 * on the bike's card. The deal is brought to `completed` through the API and the deal's own clock
 * (ADR 0170); the deal journey itself is e2e/deals.spec.ts's. Screenshots of the form at 390 and
 * 1366 px, light and dark, go to e2e/artifacts/screenshots.
 */

const SHOTS = 'e2e/artifacts/screenshots';
const PHONE = { width: 390, height: 844 };

async function personAs(browser: Browser, user: E2EUser, lang: 'en' | 'bn', path: string): Promise<Page> {
  const url = test.info().project.use.baseURL as string;
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: url,
    extraHTTPHeaders: { origin: url },
  });
  if (lang === 'bn') await context.addCookies([{ name: 'lang', value: 'bn', url }]);
  const page = await context.newPage();
  await loginAs(page, user, path);
  return page;
}

async function checkPage(page: Page) {
  const violations = (await axeOnStillPage(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? PHONE.width,
  );
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.setAttribute('data-theme', value);
  }, theme);
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.getByTestId('deal-reviews').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize(PHONE);
}

test('both sides review a completed deal; the rating shows on the bike card', async ({
  browser,
  buyer,
  seller,
  bike,
}) => {
  test.setTimeout(300_000);
  const buyerPage = await personAs(browser, buyer, 'en', '/');
  const sellerPage = await personAs(browser, seller, 'bn', '/');

  // The buyer books and pays with the test card.
  const booked = await buyerPage.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  expect((await booked.json()).acknowledged).toBe(true);
  await buyerPage.goto('/dashboard/myOrders');
  await buyerPage
    .getByTestId('order-row')
    .filter({ hasText: bike.product_name })
    .getByRole('link', { name: 'Pay', exact: true })
    .click();
  const form = buyerPage.getByTestId('card-form');
  await form.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await form
    .locator('input[autocomplete="cc-exp"]')
    .fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await form.locator('input[autocomplete="cc-csc"]').fill('123');
  await buyerPage.getByTestId('pay-button').click();
  await expect(buyerPage.getByTestId('payment-success')).toBeVisible();
  const mine = await buyerPage.request.get('/api/deals?side=buyer');
  const deal = ((await mine.json()) as { _id: string; productId?: string; productName?: string }[])[0];
  expect(deal).toBeTruthy();
  const dealId = deal!._id;

  // Papers, handover and the inspection time through the API and the deal's clock.
  for (const kind of ['registration', 'tax_token', 'insurance']) {
    const res = await sellerPage.request.post(`/api/deals/${dealId}/papers/photos?kind=${kind}`, {
      multipart: {
        image: { name: `${kind}.png`, mimeType: 'image/png', buffer: solidPng(40, 30, [90, 90, 90]) },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const shared = await sellerPage.request.post(`/api/deals/${dealId}/papers`, {
    data: { chassisNumber: 'MD2A11CZ9KCA12345', engineNumber: 'JCZCKA12345' },
  });
  expect(shared.status(), await shared.text()).toBe(200);
  const received = await buyerPage.request.post(`/api/deals/${dealId}/received`, { data: {} });
  expect(received.status(), await received.text()).toBe(200);
  const moved = await buyerPage.request.post(`/api/test/deals/${dealId}/clock`, { data: { hours: 49 } });
  expect(moved.status(), await moved.text()).toBe(200);

  // The buyer rates the seller.
  await buyerPage.goto(`/dashboard/deals/${dealId}`);
  const buyerReviews = buyerPage.getByTestId('deal-reviews');
  await expect(buyerReviews.getByRole('heading', { name: 'Rate the seller' })).toBeVisible({
    timeout: 30_000,
  });
  await checkPage(buyerPage);
  await shots(buyerPage, 'review-form-en');
  await buyerReviews.getByRole('button', { name: 'Publish my review' }).click();
  await expect(buyerReviews.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await buyerReviews.getByRole('radio', { name: '5 of 5 stars' }).check();
  await buyerReviews.getByLabel('Your review').fill('Exactly as in the ad; the papers were all there.');
  await buyerReviews.getByRole('button', { name: 'Publish my review' }).click();
  await expect(buyerReviews.getByTestId('my-review')).toContainText('Exactly as in the ad');
  await expect(buyerReviews.getByTestId('review-waiting')).toBeVisible();
  await checkPage(buyerPage);

  // The seller (in Bangla) is told a review is waiting but cannot read it, and rates the buyer.
  await sellerPage.goto(`/dashboard/deals/${dealId}`);
  const sellerReviews = sellerPage.getByTestId('deal-reviews');
  await expect(sellerReviews.getByRole('heading', { name: 'ক্রেতাকে রেটিং দিন' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(sellerPage.getByText('Exactly as in the ad')).toHaveCount(0);
  await checkPage(sellerPage);
  await shots(sellerPage, 'review-form-bn');
  await sellerReviews.getByRole('radio', { name: '৫-এর মধ্যে ৪ তারা' }).check();
  await sellerReviews.getByLabel('আপনার রিভিউ').fill('সময়মতো এসেছেন, ভদ্র ক্রেতা।');
  await sellerReviews.getByRole('button', { name: 'আমার রিভিউ প্রকাশ করুন' }).click();
  await expect(sellerReviews.getByTestId('their-review')).toContainText('Exactly as in the ad');
  await expect(sellerReviews.getByTestId('their-review')).toContainText('৫-এর মধ্যে ৫ তারা');
  await checkPage(sellerPage);
  await shots(sellerPage, 'reviews-published-bn');

  // Published to both: the buyer reads the seller's.
  await buyerPage.reload();
  await expect(buyerReviews.getByTestId('their-review')).toContainText('সময়মতো এসেছেন');

  // The seller's rating on the card of their next bike (the sold one is no longer listed), in
  // English and Bangla digits, and on its page with the published review.
  const next = await listBike(seller);
  await buyerPage.goto(next.listing);
  const card = buyerPage.getByTestId('bike-card').filter({ hasText: next.product_name });
  await expect(card.getByTestId('seller-rating')).toContainText('5.0 (1)');
  await checkPage(buyerPage);
  await sellerPage.goto(next.listing);
  await expect(
    sellerPage.getByTestId('bike-card').filter({ hasText: next.product_name }).getByTestId('seller-rating'),
  ).toContainText('৫.০ (১)');
  await buyerPage.goto(`/bikeDetails/${next._id}`);
  // Below the facts, the reviews load as they near the viewport (ADR 0410): scrolled to, as a person does.
  await buyerPage.getByTestId('seller-reviews-slot').scrollIntoViewIfNeeded();
  await expect(buyerPage.getByTestId('seller-reviews')).toContainText('Exactly as in the ad');
  await checkPage(buyerPage);
  await buyerPage.context().close();
  await sellerPage.context().close();
});
