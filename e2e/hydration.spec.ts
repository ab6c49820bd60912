import { CATEGORY_IDS } from '@best-bikes/contract/constants';
import type { Page } from '@playwright/test';
import { expect, ORIGIN, signInViaApi, test } from './fixtures';

/**
 * ADR 0370, 0372: the pages the server renders hydrate without a mismatch (React #418 and its kin), in both
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

/** The API paths `page` asks for from now on (`/api/…`, without the query). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
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

/**
 * ADR 0372: the other pages the server renders, each opened twice (rendered, then kept), in both
 * languages: hydrated without a mismatch, and none fetches again what it was drawn from.
 */
for (const lang of ['en', 'bn'] as const) {
  const query = lang === 'bn' ? '?lang=bn' : '';
  const and = lang === 'bn' ? '&lang=bn' : '';

  test.describe(`Hydration of the list, blog, seller and not-found pages (${lang})`, () => {
    test('a brand’s first page of bikes', async ({ browser, bike }) => {
      // Far from Dhaka and from the server's UTC: dates must not follow the browser's zone.
      const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati', baseURL: ORIGIN });
      try {
        const page = await context.newPage();
        const problems = watch(page);
        const calls = apiCalls(page);
        for (const path of [
          `/category/${bike.category_id}${query}`,
          `/category/${bike.category_id}${query}`,
          `/category/${CATEGORY_IDS.Yamaha}${query}`,
          `/category/${CATEGORY_IDS.Yamaha}${query}`,
        ]) {
          calls.length = 0;
          await openHydrated(page, path);
          expect(problems, path).toEqual([]);
          const id = path.split('/')[2]?.split('?')[0];
          const drawnFrom = ['/api/auth/get-session', '/api/categories', `/api/category/${id}`];
          expect(
            calls.filter((call) => drawnFrom.includes(call)),
            path,
          ).toEqual([]);
        }
        await expect(page.getByTestId('bike-card').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      } finally {
        await context.close();
      }
    });

    test('a brand’s page on a device whose clock is a year and more ahead', async ({ browser }) => {
      // The cards say whether each tax token has run out by today's date: the page hydrates with the
      // server's day, then shows the device's (ADR 0372). The demo bikes' tokens run to 2027 at most.
      const context = await browser.newContext({ baseURL: ORIGIN });
      try {
        const page = await context.newPage();
        await page.clock.setSystemTime(new Date('2028-06-01T06:00:00Z'));
        const problems = watch(page);
        for (const time of ['rendered', 'kept']) {
          await openHydrated(page, `/category/${CATEGORY_IDS.Yamaha}${query}`);
          expect(problems, time).toEqual([]);
        }
        // The device's day now: every card with a token says it has run out.
        const expired = lang === 'bn' ? 'ট্যাক্স টোকেনের মেয়াদ' : 'Tax token expired';
        await expect(page.getByTestId('bike-facts').filter({ hasText: expired }).first()).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('the search, the blog, a post, a seller and a page not found', async ({ browser, bike }) => {
      // Ten pages, each hydrated and waited on till the network is quiet.
      test.slow();
      const context = await browser.newContext({
        timezoneId: 'America/Los_Angeles',
        baseURL: ORIGIN,
        colorScheme: 'dark',
      });
      try {
        const page = await context.newPage();
        const problems = watch(page);
        const calls = apiCalls(page);
        const shown = await page.request.get(`/api/bikeDetails/${bike._id}`);
        const sellerId = ((await shown.json()) as { seller_id: string }).seller_id;
        const post = 'checking-the-papers-of-a-used-motorbike';
        const pages: [string, string[]][] = [
          [`/bikes${query}`, ['/api/bikes', '/api/categories', '/api/models']],
          [`/bikes?q=${encodeURIComponent(bike.product_name)}${and}`, ['/api/bikes', '/api/models']],
          [`/blogs${query}`, ['/api/blogs']],
          [`/blogs/${post}${query}`, [`/api/blogs/${post}`]],
          [`/sellers/${sellerId}${query}`, [`/api/sellers/${sellerId}`]],
          [`/no-such-page${query}`, []],
        ];
        for (const [path, drawnFrom] of pages) {
          for (const time of ['rendered', 'kept']) {
            calls.length = 0;
            await openHydrated(page, path);
            // Chromium logs the not-found page's own status, the one "error" it is meant to have.
            if (path.startsWith('/no-such-page')) {
              const status = problems.indexOf(
                'Failed to load resource: the server responded with a status of 404 (Not Found)',
              );
              expect(status, 'the page answered 404').toBeGreaterThanOrEqual(0);
              problems.splice(status, 1);
            }
            expect(problems, `${path} (${time})`).toEqual([]);
            expect(
              calls.filter((call) => [...drawnFrom, '/api/auth/get-session'].includes(call)),
              `${path} (${time})`,
            ).toEqual([]);
          }
        }
        await expect(page.getByTestId('not-found-graphic')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
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
    // Its own wait: the app never starts here (e2e/fixtures.ts would wait for it).
    await page.goto('/', { waitUntil: 'load' });
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

/**
 * ADR 0390: on a page the server drew, the app's code is requested only once the lead picture has
 * been painted; the tests' navigations wait for the app to start (e2e/fixtures.ts), so a button
 * pressed at once works; and before the app arrives the page's links are plain links.
 */
test.describe('The app after the lead picture', () => {
  test('a drawn page asks for the app once its lead picture is in, and a button works at once', async ({
    page,
    bike,
  }) => {
    const order: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.resourceType() === 'image' && new URL(r.url()).pathname.startsWith('/media/'))
        order.push('picture');
    });
    page.on('request', (r) => {
      if (/\/assets\/app-[\w-]+\.js$/.test(new URL(r.url()).pathname)) order.push('app');
    });
    await page.goto(`/bikeDetails/${bike._id}`);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    expect(order.indexOf('picture'), order.join(', ')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('picture'), order.join(', ')).toBeLessThan(order.indexOf('app'));
    // Pressed straight after the navigation: the theme switch is the app's (a click before hydration
    // would only tick the box, not change the theme).
    const dark = await page.locator('html').evaluate((html) => html.classList.contains('dark'));
    // The visible switch is the label around the (visually hidden) checkbox.
    await page.locator('label', { has: page.getByTestId('theme-toggle') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'light' : 'dark');
  });

  test('a page the app draws itself loads the app from its HTML, at low priority', async ({
    page,
    buyer,
  }) => {
    await signInViaApi(page.request, buyer);
    const html = await (await page.request.get('/')).text();
    // ADR 0455: fetched at once, at low priority (the first paint does not need it).
    expect(html).toMatch(
      /<script type="module" crossorigin fetchpriority="low" src="\/assets\/app-[\w-]+\.js"><\/script>/,
    );
    expect(html).not.toContain('data-modules=');
    // The priority Chromium gives it, as its own network log says.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (/\/assets\/app-[\w-]+\.js$/.test(new URL(request.url).pathname))
        priorities.push(request.initialPriority);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'rendered');
    expect(priorities).toEqual(['Low']);
  });

  test('before the app arrives, a drawn page’s links are plain links', async ({ page }) => {
    // The app's code never arrives: only the server's HTML and the boot script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    const brand = page.locator('#root a[href^="/category/"]').first();
    const href = (await brand.getAttribute('href')) ?? '';
    await brand.click();
    await expect(page).toHaveURL(href);
    // The brand's page, drawn by the server in turn.
    await expect(page.getByTestId('bike-card').first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
  });
});
