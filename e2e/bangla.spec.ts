import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
