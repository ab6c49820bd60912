import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginAs, signUpViaApi, test } from './fixtures';

/**
 * Issue 7: axe finds no serious or critical violation on any route — every page of SPEC §2, signed
 * out and as each role, in the light and the dark theme, on a phone-sized and a desktop window.
 */
async function availableBike(page: Page): Promise<{ category: string; bike: string }> {
  for (const category of ['1', '2', '3']) {
    const bikes = (await (await page.request.get(`/api/category/${category}`)).json()) as { _id: string }[];
    if (bikes[0]) return { category, bike: bikes[0]._id };
  }
  throw new Error('no available demo bike left');
}

/** Opens `path`, waits until the page has settled, and answers axe's serious and critical findings. */
async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Loading spinners are transient: judge the page people read, not its first frame.
  await expect(page.locator('[role="status"][aria-busy="true"], .loading')).toHaveCount(0, {
    timeout: 15_000,
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  // Entrances fade in over 2 s (SPEC §9); mid-fade text has partial contrast. axe judges the page as it
  // stands once still, so motion is reduced (the app then shows everything at once).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((value) => {
    if (value === 'dark') localStorage.setItem('theme', 'dark');
    else localStorage.removeItem('theme');
  }, theme);
}

// Each theme once, each layout once (the drawer and the navbar differ between them): two passes over
// every route keep the suite's time in bounds.
const PASSES = [
  { theme: 'light', viewport: { name: 'phone', width: 390, height: 844 } },
  { theme: 'dark', viewport: { name: 'desktop', width: 1280, height: 800 } },
] as const;

for (const { theme, viewport } of PASSES) {
  test.describe(`axe, ${theme} theme, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public pages, signed out', async ({ page }) => {
      await useTheme(page, theme);
      const found: Record<string, unknown> = {};
      for (const path of [
        '/',
        '/login',
        '/signup',
        '/resetPassword',
        '/blogs',
        '/contactUs',
        '/payment/fail',
        '/no-such-page',
      ]) {
        const violations = await seriousViolations(page, path);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test('buyer pages', async ({ page }) => {
      await useTheme(page, theme);
      const buyer = await signUpViaApi(page.request, { role: 'Buyer' });
      await loginAs(page, buyer, '/');
      const { category, bike } = await availableBike(page);
      const booked = await page.request.post('/api/bookings', {
        data: { productID: bike, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
      });
      const booking = (await booked.json()) as { acknowledged: boolean; insertedId: string };
      expect(booking.acknowledged).toBe(true);
      const found: Record<string, unknown> = {};
      for (const path of [
        // Behind sign-in (SPEC §2): the listing and a bike as a buyer sees them.
        `/category/${category}`,
        `/bikeDetails/${bike}`,
        '/dashboard',
        '/dashboard/myOrders',
        '/dashboard/paymentHistory',
        `/dashboard/payment/${booking.insertedId}`,
        '/dashboard/updateProfile',
        '/updateProfile',
      ]) {
        const violations = await seriousViolations(page, path);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test('seller pages', async ({ page }) => {
      await useTheme(page, theme);
      const seller = await signUpViaApi(page.request, { role: 'Seller' });
      await loginAs(page, seller, '/');
      const found: Record<string, unknown> = {};
      for (const path of ['/dashboard', '/dashboard/addProducts', '/dashboard/myProducts']) {
        const violations = await seriousViolations(page, path);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });

    test('admin pages', async ({ page }) => {
      await useTheme(page, theme);
      await loginAs(page, ADMIN, '/');
      const found: Record<string, unknown> = {};
      for (const path of [
        '/dashboard',
        '/dashboard/allSellers',
        '/dashboard/allBuyers',
        '/dashboard/allUsers',
        '/dashboard/reportedItems',
        '/dashboard/auditLog',
      ]) {
        const violations = await seriousViolations(page, path);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
