import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, scrollToFooter, test } from './fixtures';

/** Issue 16: the UI in Bangla. English is the default; the choice persists on the device. */

const BENGALI_FONT = /noto-sans-bengali-bengali-\d+-normal-[\w-]+\.woff2$/;

/** Every font file the page asks for from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(request.url());
  });
  return urls;
}

/** Serious and critical axe findings on the page as it is now. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** An amount as the Bangla UI writes it: ৳ and Bangla digits with lakh grouping. */
const taka = (amount: number) => `৳ ${new Intl.NumberFormat('bn-BD').format(amount)}`;

async function switchToBangla(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

test.describe('Bangla UI', () => {
  test('English is the default and loads no Bengali font', async ({ page }) => {
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByText('Selling Used Bikes Since 2010')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((url) => BENGALI_FONT.test(url))).toEqual([]);
  });

  test('the switch turns the page Bangla, persists across a reload, and loads the font', async ({ page }) => {
    const fonts = fontRequests(page);
    await page.goto('/');
    await switchToBangla(page);
    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    await expect(nav.getByRole('link', { name: 'হোম' })).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByText('২০১০ সাল থেকে পুরোনো বাইক বিক্রি করছি')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('bn');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('bn');
    await expect.poll(() => fonts.some((url) => BENGALI_FONT.test(url))).toBe(true);

    // Bangla from the first paint after a reload: the document says so before the app runs.
    const langBeforeApp = page
      .waitForEvent('domcontentloaded')
      .then(() => page.evaluate(() => document.documentElement.lang));
    await page.reload();
    expect(await langBeforeApp).toBe('bn');
    await expect(
      page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'হোম' }),
    ).toBeVisible();

    // And back to English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('the switch works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await switchToBangla(page);
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(page.getByRole('link', { name: 'বাইক' }).first()).toBeVisible();
  });
});

test('a buyer reads the whole journey in Bangla: home, category, bike, booking, My Orders, payment', async ({
  page,
  buyer,
  bike,
}) => {
  const price = taka(bike.resale_price);
  expect(price).toMatch(/^৳ [০-৯,]+$/);
  await loginAs(page, buyer, '/');
  await switchToBangla(page);

  // Home.
  await expect(page.getByRole('heading', { name: 'আমাদের প্রতিশ্রুতি' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'বাইকের ব্র্যান্ড' })).toBeVisible();
  await expect(page).toHaveTitle('হোম - Best Bikes');
  expect(await axeViolations(page)).toEqual([]);

  // The category, narrowed to this bike: Bangla labels and Bangla numerals.
  await page.goto(bike.listing);
  await expect(page.getByRole('heading', { level: 1, name: `${bike.category_name} বাইক` })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/১টি বাইক/);
  const card = page.getByTestId('bike-card').filter({ hasText: bike.product_name });
  await expect(card.getByTestId('bike-price')).toHaveText(price);
  await expect(card.getByText('বিক্রয়মূল্য')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The bike's page.
  await card.getByRole('link', { name: 'কিনুন' }).click();
  await expect(page.getByTestId('bike-summary')).toContainText(price);
  await expect(page.getByTestId('bike-summary')).toContainText('আসল দাম');
  await expect(page.getByRole('button', { name: 'এখনই পরিশোধ করুন' })).toBeVisible();
  await expect(page).toHaveTitle(`${bike.product_name} কিনুন - Best Bikes`);
  expect(await axeViolations(page)).toEqual([]);

  // Book it from the category page.
  await page.goBack();
  await card.getByRole('button', { name: 'এখনই বুক করুন' }).click();
  const modal = page.getByTestId('book-now-modal');
  await expect(modal.getByLabel('দাম')).toHaveValue(price);
  await modal.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(modal.getByText('ফোন নম্বর দিতে হবে')).toBeVisible();
  await modal.getByLabel('ফোন').fill('01712345678');
  await modal.getByLabel('লোকেশন').fill('Dhanmondi, Dhaka');
  await modal.getByRole('button', { name: 'জমা দিন' }).click();
  const alert = page.getByTestId('dialog');
  await expect(alert).toContainText(`অভিনন্দন!! ${buyer.name}, আপনি ${bike.product_name} বুক করেছেন`);
  await expect(alert).toContainText('(ঢাকার সময়)');
  await alert.getByRole('button', { name: 'ঠিক আছে' }).click();

  // My Orders.
  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${buyer.name}, আপনার ১টি অর্ডার বাকি আছে`);
  const row = page.getByTestId('order-row').filter({ hasText: bike.product_name });
  await expect(row).toContainText(price);
  await expect(row.getByTestId('order-expiry')).toContainText('পরিশোধ করুন');
  await expect(page.getByTestId('dashboard-drawer').getByRole('link', { name: 'আমার অর্ডার' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The payment page.
  await row.getByRole('link', { name: 'পরিশোধ করুন' }).click();
  await expect(
    page.getByRole('heading', { name: `${bike.category_name} ${bike.product_name}-এর পেমেন্ট` }),
  ).toBeVisible();
  await expect(page.getByTestId('amount-line')).toHaveText(`${buyer.name}, আপনাকে ${price} পরিশোধ করতে হবে`);
  await expect(page.getByRole('heading', { name: 'আপনার কার্ড দিয়ে পরিশোধ করুন' })).toBeVisible();
  await expect(page.getByLabel('কার্ড নম্বর')).toBeVisible();
  await expect(page).toHaveTitle('পেমেন্ট - Best Bikes');
  expect(await axeViolations(page)).toEqual([]);
});
