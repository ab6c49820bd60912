import { request as playwrightRequest } from '@playwright/test';
import { expect, ORIGIN, test } from './fixtures';

/**
 * docs/product.md#found-and-shared, ADR 0370: a signed-out visitor's bike page and home page come
 * drawn in their first HTML, and the app then hydrates them: the same nodes, no mismatch, no second
 * fetch of what the page was drawn from.
 */

/** The markup inside `<div id="root">` of a page's first HTML, fetched with no cookie and no JavaScript. */
async function firstRoot(path: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  try {
    const res = await api.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-data">/.exec(
      html,
    );
    expect(root, 'the page has a rendered body and its data').not.toBeNull();
    return root?.[1] ?? '';
  } finally {
    await api.dispose();
  }
}

test.describe('Pages drawn by the server', () => {
  test('a bike page’s first HTML holds its title, price in Taka, cover photo and description', async ({
    bike,
  }) => {
    const en = await firstRoot(`/bikeDetails/${bike._id}`);
    expect(en).toContain(bike.product_name);
    expect(en).toContain('1,60,000 Taka');
    expect(en).toContain('Listed by an end-to-end test.');
    // The cover photo, as an image with its address (not a box waiting for the app).
    expect(en).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{32}-1280\.webp"/);
    const bn = await firstRoot(`/bikeDetails/${bike._id}?lang=bn`);
    expect(bn).toContain(bike.product_name);
    expect(bn).toContain('১,৬০,০০০');
    expect(bn).toContain('Listed by an end-to-end test.');
  });

  test('the home page’s first HTML holds its carousel and brands', async () => {
    const en = await firstRoot('/');
    expect(en).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(en).toContain('Yamaha');
    const bn = await firstRoot('/?lang=bn');
    expect(bn).toMatch(/<img[^>]+fetchpriority="high"/i);
    // "Our Commitments" and "Bike Brands", in Bangla.
    expect(bn).toContain('আমাদের প্রতিশ্রুতি');
    expect(bn).toContain('বাইকের ব্র্যান্ড');
  });

  for (const lang of ['en', 'bn'] as const) {
    test(`the bike page and home page hydrate without a mismatch or a second fetch (${lang})`, async ({
      browser,
      bike,
    }) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        // The `<main>` the first HTML holds, kept as the parser creates it: hydration keeps that node.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            const main = document.querySelector('#root main');
            if (!main) return;
            Object.assign(window, { serverMain: main });
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        const apiCalls: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
        });
        const query = lang === 'bn' ? '?lang=bn' : '';

        for (const path of [`/bikeDetails/${bike._id}`, '/']) {
          apiCalls.length = 0;
          await page.goto(`${path}${query}`);
          await page.waitForLoadState('networkidle');
          // React reports a hydration mismatch as an error (#418, #425…) in the console or uncaught.
          expect(problems, path).toEqual([]);
          // Hydrated: React has claimed the server's node (its fiber is on it), still in the page.
          await expect
            .poll(() =>
              page.evaluate(() => {
                const main = (window as unknown as { serverMain?: Element }).serverMain;
                return Boolean(
                  main?.isConnected &&
                    main === document.querySelector('#root main') &&
                    Object.keys(main).some((key) => key.startsWith('__reactFiber')),
                );
              }),
            )
            .toBe(true);
          await page.waitForLoadState('networkidle');
          // The home page of this returning visitor fetches the bike again for its Recently viewed,
          // which the server does not draw (it cannot know this browser's list).
          const drawnFrom = ['/api/auth/get-session', '/api/categories'];
          if (path !== '/') drawnFrom.push(`/api/bikeDetails/${bike._id}`);
          expect(
            apiCalls.filter((call) => drawnFrom.includes(call)),
            path,
          ).toEqual([]);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // React reports a hydration mismatch as an error (#418, #425…) in the console or uncaught.
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
