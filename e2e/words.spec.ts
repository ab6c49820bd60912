import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, scrollToFooter, test } from './fixtures';

/** What the UI says: spelling, grammar and plurals, links that go where they say — on a phone. */

test.use({ viewport: { width: 390, height: 844 } });

async function inBangla(page: Page): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the Playwright project has no baseURL');
  await page.context().addCookies([{ name: 'lang', value: 'bn', url }]);
}

test('one pending order reads "1 order", in English and in Bangla', async ({ page, buyer, bike }) => {
  await loginAs(page, buyer, '/');
  const res = await page.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${buyer.name}, you have 1 order pending`);

  await inBangla(page);
  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${buyer.name}, আপনার ১টি অর্ডার বাকি আছে`);
});

test('the admin is greeted once by name; the login offers "Forgot password?"', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  await loginAs(page, ADMIN, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${ADMIN.name}`);
});

test('the footer and the contact section link where they say, and to no site front page', async ({
  page,
}) => {
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await scrollToFooter(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  await expect(footer.getByRole('link', { name: 'Sell your bike' })).toHaveAttribute(
    'href',
    '/dashboard/addProducts',
  );
  await expect(footer.getByRole('link', { name: 'Buy a used bike' })).toHaveAttribute('href', '/bikes');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const bare = hrefs.filter((href) =>
    /^https?:\/\/(www\.)?(facebook\.com|instagram\.com|linkedin\.com|github\.com)\/?$/.test(href ?? ''),
  );
  expect(bare).toEqual([]);
  await expect(page.getByRole('link', { name: /GitHub/ })).toHaveCount(0);
});

test.describe('before a theme is chosen', () => {
  test.use({ colorScheme: 'dark' });

  test("the app follows the device's dark mode until the person chooses", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    // The person's choice wins from then on.
    await page.locator('label', { has: page.getByTestId('theme-toggle') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
