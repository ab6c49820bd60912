import { CATEGORY_IDS } from '@best-bikes/contract/constants';
import type { Page } from '@playwright/test';
import { expect, ORIGIN, test } from './fixtures';

/**
 * ADR 0370: the pages the server renders hydrate without a mismatch (React #418 and its kin), in both
 * languages, whatever this browser holds or prefers: a newly listed bike, an older one, the home page
 * for a first and a returning visitor, in another time zone, in dark mode with reduced motion. The
 * app logs a recoverable error with its component stack (main.tsx's onRecoverableError); React throws
 * an uncaught one when it cannot recover.
 */

/** Console errors and uncaught errors of `page` from now on. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Opens `path` and waits until React has claimed the server's `<main>` (its fiber is on the node the
 * HTML parser made) and the network is quiet: a mismatch has been reported by then.
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const root = await page.request.get(path);
  expect(await root.text(), `${path} is rendered by the server`).toContain('id="ssr-data"');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('#root main');
        return Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber')));
      }),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

/** A demo bike listed before the run (the oldest on its brand's first page). */
async function olderBikeId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/category/${CATEGORY_IDS.Yamaha}`);
  expect(res.status()).toBe(200);
  const bikes = (await res.json()) as { _id: string; posted_at: string }[];
  const oldest = bikes.sort((a, b) => a.posted_at.localeCompare(b.posted_at))[0];
  expect(oldest, 'a demo Yamaha on sale').toBeDefined();
  return oldest?._id ?? '';
}

for (const lang of ['en', 'bn'] as const) {
  const query = lang === 'bn' ? '?lang=bn' : '';

  test.describe(`Hydration of the server's pages (${lang})`, () => {
    test('a newly listed bike, an older bike, the home page: first visit and returning', async ({
      browser,
      bike,
    }) => {
      // Seven pages, each hydrated and waited on till the network is quiet.
      test.slow();
      // Far from Dhaka and from the server's UTC: dates must not follow the browser's zone.
      const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati', baseURL: ORIGIN });
      try {
        const page = await context.newPage();
        const problems = watch(page);
        const older = await olderBikeId(page);
        // Each twice: the first render of a page, then the body the server kept.
        for (const path of [
          `/${query}`,
          `/bikeDetails/${bike._id}${query}`,
          `/bikeDetails/${bike._id}${query}`,
          `/bikeDetails/${older}${query}`,
          `/bikeDetails/${older}${query}`,
          // Now a returning visitor: the home page lists the bikes just seen (localStorage).
          `/${query}`,
          `/${query}`,
        ]) {
          await openHydrated(page, path);
          expect(problems, path).toEqual([]);
        }
        await expect(page.getByTestId('recently-viewed')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      } finally {
        await context.close();
      }
    });

    test('dark mode with reduced motion', async ({ browser, bike }) => {
      const context = await browser.newContext({
        baseURL: ORIGIN,
        colorScheme: 'dark',
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        const problems = watch(page);
        for (const path of [`/${query}`, `/bikeDetails/${bike._id}${query}`]) {
          await openHydrated(page, path);
          expect(problems, path).toEqual([]);
        }
        await expect(page.getByTestId('theme-toggle')).toBeChecked();
      } finally {
        await context.close();
      }
    });
  });
}

test('the server’s page shows the dark theme’s switch icon before the app runs', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The inline theme script runs; the app's code never arrives, so nothing is hydrated.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const toggle = page.locator('label:has([data-testid="theme-toggle"])');
    await expect(page.getByTestId('theme-toggle')).not.toBeChecked();
    // The moon (swap-on) shows, the sun (swap-off) does not.
    await expect(toggle.locator('.swap-on')).toHaveCSS('opacity', '1');
    await expect(toggle.locator('.swap-off')).toHaveCSS('opacity', '0');
  } finally {
    await context.close();
  }
});
