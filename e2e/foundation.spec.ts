import { COPY } from '@best-bikes/contract/constants';
import { expect, scrollToFooter, test } from './fixtures';

const SHOTS = 'e2e/artifacts/screenshots';

test.describe('foundation', () => {
  test('home page shows the brand grid from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Best Bikes');
    const grid = page.getByTestId('brand-grid');
    await expect(grid.getByRole('heading', { name: 'Yamaha' })).toBeVisible();
    await expect(grid.getByRole('heading', { name: 'Bajaj' })).toBeVisible();
    await expect(grid.getByRole('heading', { name: 'Suzuki' })).toBeVisible();
    // Brand pictures are served from our media store and actually decode.
    const img = grid.locator('img').first();
    await expect(img).toHaveAttribute('src', /^\/media\/.+\.webp$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await scrollToFooter(page);
    await expect(page.getByText(COPY.footer.tagline)).toBeVisible();
    await expect(page.getByText(/Copyright © 2022/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  });

  test('brand grid has 1, 2 and 3 columns on small, medium and large screens', async ({ page }) => {
    const columns = async () =>
      page
        .getByTestId('brand-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('brand-grid').locator('li')).toHaveCount(3);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await columns()).toBe(3);
  });

  test('the theme choice persists across a reload with no flash', async ({ page }) => {
    // The visible switch is the label around the (visually hidden) checkbox.
    const toggle = page.locator('label', { has: page.getByTestId('theme-toggle') });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The class must already be there when the document is parsed, before React runs.
    const darkBeforeApp = page
      .waitForEvent('domcontentloaded')
      .then(() => page.evaluate(() => document.documentElement.classList.contains('dark')));
    await page.reload();
    expect(await darkBeforeApp).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('Light');
  });

  test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Not Found - Best Bikes');
    await expect(page.getByRole('heading', { name: COPY.notFound.heading })).toBeVisible();
    await expect(page.getByText(COPY.notFound.text)).toBeVisible();
    const animation = await page
      .getByTestId('not-found-graphic')
      .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe('0.8s');
    await page.getByRole('link', { name: COPY.notFound.back }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('back-to-top button appears after scrolling and returns to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto('/');
    await expect(page.getByTestId('brand-grid').locator('li')).toHaveCount(3);
    await page.mouse.wheel(0, 3000);
    const button = page.getByTestId('back-to-top');
    await expect(button).toHaveCSS('opacity', '1');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('screenshots at 390 px and 1280 px', async ({ page }) => {
    // Entrances play on scroll; a full-page picture does not scroll, so show everything at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByTestId('brand-grid').locator('img').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/home-${width}.png`, fullPage: true });
    }
  });
});
