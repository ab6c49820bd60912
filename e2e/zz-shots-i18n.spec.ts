import { mkdirSync } from 'node:fs';
import { ADMIN, expect, listBike, loginAs, signUpViaApi, test } from './fixtures';

// Temporary: Bangla screenshots of the dashboard pages (not committed).
const OUT = '/tmp/shots-i18n-server';
test('Bangla dashboard screenshots', async ({ page, request }) => {
  test.setTimeout(240_000);
  mkdirSync(OUT, { recursive: true });
  const seller = await signUpViaApi(request, { role: 'Seller', name: 'সুমন Rahman' });
  await listBike(seller, { product_name: 'Pulsar N160 ABS Dual Channel', category_name: 'Bajaj' });
  const pages: [string, typeof seller | typeof ADMIN, string][] = [
    ['seller-home', seller, '/dashboard'],
    ['my-products', seller, '/dashboard/myProducts'],
    ['add-product', seller, '/dashboard/addProducts'],
    ['all-sellers', ADMIN, '/dashboard/allSellers'],
    ['reported', ADMIN, '/dashboard/reportedItems'],
    ['audit-log', ADMIN, '/dashboard/auditLog'],
    ['admin-home', ADMIN, '/dashboard'],
  ];
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((t) => {
      localStorage.setItem('lang', 'bn');
      localStorage.setItem('theme', t);
    }, theme);
    for (const [name, who, path] of pages) {
      await page.context().clearCookies();
      await loginAs(page, who, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await page.waitForLoadState('networkidle');
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
      }
    }
  }
});
