import type { Page } from '@playwright/test';
import { focusRing } from './contrast';
import { ADMIN, expect, listBike, loginAs, test, uniqueTag } from './fixtures';

/**
 * docs/product.md#everyday-use items 9 and 10: what a keyboard user and a laptop user tripped over — the phone dashboard
 * drawer leaving focus behind, faint focus on the navigation, a dialog shifting the page sideways,
 * toasts over the navigation, the side menu under the sticky header, and cut bike names.
 */

const focusInDrawer = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="dashboard-drawer"]')));

test.describe('keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone dashboard drawer takes focus when opened and gives it back when closed', async ({
    page,
  }) => {
    await loginAs(page, ADMIN, '/dashboard');
    const toggle = page.getByTestId('dashboard-menu-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => focusInDrawer(page)).toBe(true);
    // Tab goes round the menu's links instead of into the page hidden behind it.
    const links = await page.getByTestId('dashboard-drawer').getByRole('link').count();
    for (let i = 0; i < links + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Closed by its own button, too.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInDrawer(page)).toBe(true);
    await page.getByTestId('dashboard-menu-close').click();
    await expect(toggle).toBeFocused();
  });
});

test.describe('focus on the navigation', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`a focused nav link has a clear ring (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (value === 'dark') localStorage.setItem('theme', 'dark');
      }, theme);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Blogs', 'Login']) {
        const link = nav.getByRole('link', { name });
        // Tab from the page's start until the link has the keyboard focus.
        await page.locator('body').focus();
        for (let i = 0; i < 12 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
          await page.keyboard.press('Tab');
        }
        await expect(link).toBeFocused();
        const ring = await focusRing(page);
        expect(ring.style, `${name}: outline style`).not.toBe('none');
        expect(ring.width, `${name}: outline width`).toBeGreaterThanOrEqual(2);
        expect(ring.ratio, `${name}: outline contrast`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

test.describe('layout at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a dialog does not shift the page, and its toast sits below the header', async ({
    page,
    buyer,
    bike,
  }) => {
    // The bike's own listing: one card, yet with the footer a page long enough to scroll, so the
    // window has a scrollbar.
    await loginAs(page, buyer, bike.listing);
    const card = page.getByTestId('bike-card').filter({ hasText: bike.product_name });
    await expect(card).toBeVisible();
    const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
    expect(scrolls).toBe(true);
    const header = page.locator('header').first();
    const before = await header.boundingBox();
    await card.getByRole('button', { name: 'Book Now' }).click();
    const modal = page.getByTestId('book-now-modal');
    await expect(modal).toBeVisible();
    expect(await header.boundingBox()).toEqual(before);

    await modal.getByLabel('Phone').fill('01712345678');
    await modal.getByLabel('Location').fill('Dhanmondi, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();
    // The booking's toast ("Visit My Orders Page…") lives 2 s, under the alert until OK: measure the
    // toasts' fixed container (react-hot-toast's, z-index 9999), which stays once the first toast
    // mounted it, so the check does not race the toast's life.
    const container = page.locator('div[style*="z-index: 9999"]').first();
    await expect(container).toBeAttached();
    const top = await container.evaluate((el) => el.getBoundingClientRect().top);
    const headerBox = (await header.boundingBox())!;
    expect(top).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  });

  test('the dashboard side menu stays below the sticky header when the page scrolls', async ({
    page,
    seller,
  }) => {
    await page.setViewportSize({ width: 1366, height: 500 });
    await loginAs(page, seller, '/dashboard/addProducts');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const header = (await page.locator('header').first().boundingBox())!;
    const menu = page.getByTestId('dashboard-drawer');
    const first = (await menu.getByRole('link').first().boundingBox())!;
    expect(first.y).toBeGreaterThanOrEqual(header.y + header.height);
    const heading = (await menu.locator('p').first().boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a long bike name is shown in full on My Products', async ({ page, seller }) => {
    const model = `Pulsar N160 Dual Channel ABS Twin Disc ${uniqueTag()}`;
    await listBike(seller, { product_name: model });
    await loginAs(page, seller, '/dashboard/myProducts');
    const name = page.getByTestId('my-product').getByRole('heading', { name: model });
    await expect(name).toBeVisible();
    const fit = await name.evaluate((el) => ({
      cut: el.scrollWidth > el.clientWidth,
      lines: Math.round(
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      ),
    }));
    expect(fit.cut).toBe(false);
    expect(fit.lines).toBeGreaterThanOrEqual(2);
  });
});
