/**
 * Regenerates docs/screenshots/ (docs/product.md#everyday-use): home, a category, a bike, My Orders, the payment
 * page and the login's code step; and (docs/product.md#seller-and-admin-tools) the dashboard home of a buyer, a seller and an admin,
 * a seller's edit page and the admin's Reported Items; and (docs/product.md#bangla-search-favourites) the search across brands with
 * filters, Saved bikes and Saved searches, and the buyer's pages again in Bangla (`-bn` in the name) —
 * at 390 × 844 and 1366 × 768, light and dark, from the built app with its demo data.
 * Run with `npm run screenshots` (it builds the app first). JPEG keeps the set small.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { freePort } from '../lib/free-port';
import { verifiedSignUp } from '../lib/verified-sign-up';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'docs/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const THEMES = ['light', 'dark'] as const;

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 240 && !exited; i++) {
    const ok = await fetch(`http://localhost:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start: see e2e/artifacts/server.log (is `npm install` up to date?)');
}

/** A buyer with one booked bike, signed in on `context`: answers the pages to photograph. */
async function preparePages(context: BrowserContext, base: string) {
  const request = context.request;
  const email = `screenshots.${Date.now().toString(36)}@demo.bestbikes.example`;
  const headers = { origin: base };
  const password = 'screenshots-password';
  // Sign-up opens no session until the mailed code is entered (ADR 0083); then sign this context in.
  await verifiedSignUp(base, { name: 'Rahim Uddin', email, password, role: 'Buyer' });
  await request.post(`${base}/api/auth/sign-in/email`, { headers, data: { email, password } });
  const bikes = (await (await request.get(`${base}/api/category/2`)).json()) as { _id: string }[];
  const [booked, shown] = [bikes[0]!, bikes[1]!];
  const res = await request.post(`${base}/api/bookings`, {
    headers,
    data: { productID: booked._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  const booking = (await res.json()) as { insertedId?: string };
  if (!booking.insertedId) throw new Error(`the demo booking failed: ${JSON.stringify(booking)}`);
  // Two reports on one bike, so the admin's Reported Items shows a group.
  for (const reason of ['wrong-details', 'already-sold']) {
    const reporter = await browserlessAccount(base, reason);
    const reported = await fetch(`${base}/api/reportedProducts`, {
      method: 'POST',
      headers: { origin: base, cookie: reporter.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ productDataBaseId: shown._id, reason }),
    });
    if (!reported.ok) throw new Error(`the demo report failed: ${reported.status} ${await reported.text()}`);
  }
  // A saved bike and a saved search, so their pages show what a returning buyer sees.
  const saved = await request.put(`${base}/api/favourites/${shown._id}`, { headers });
  if (!saved.ok()) throw new Error(`the demo favourite failed: ${saved.status()}`);
  const searched = await request.post(`${base}/api/saved-searches`, { headers, data: { query: SEARCH } });
  if (!searched.ok()) throw new Error(`the demo saved search failed: ${searched.status()}`);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'search', path: `/bikes?${SEARCH}` },
    { name: 'category', path: '/category/2' },
    { name: 'bike', path: `/bikeDetails/${shown._id}` },
    { name: 'saved-bikes', path: '/dashboard/savedBikes' },
    { name: 'saved-searches', path: '/dashboard/savedSearches' },
    { name: 'my-orders', path: '/dashboard/myOrders' },
    { name: 'payment', path: `/dashboard/payment/${booking.insertedId}` },
    { name: 'dashboard-buyer', path: '/dashboard' },
  ];
  // The same buyer's journey in Bangla (docs/product.md#bangla-search-favourites); every page names its language, as a shared link may.
  const bangla = ['home', 'search', 'bike', 'saved-bikes', 'my-orders', 'dashboard-buyer'];
  return [
    ...pages.map((page) => ({ ...page, path: inLanguage(page.path, 'en') })),
    ...pages
      .filter((page) => bangla.includes(page.name))
      .map((page) => ({ name: `${page.name}-bn`, path: inLanguage(page.path, 'bn') })),
  ];
}

/** A search a buyer would make: a price ceiling and a district, newest first. */
const SEARCH = 'price_max=300000&district=Dhaka';

function inLanguage(pagePath: string, lang: 'en' | 'bn'): string {
  return `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** A buyer signed in by its code, for calls made without a browser. */
async function browserlessAccount(base: string, tag: string) {
  const email = `reporter.${tag}.${Date.now().toString(36)}@demo.bestbikes.example`;
  return verifiedSignUp(base, { name: 'Sumon Mia', email, password: 'screenshots-password', role: 'Buyer' });
}

/** A seller with two bikes, one booked by the buyer: their dashboard home and the other's edit page. */
async function sellerPages(browser: Browser, base: string, buyer: BrowserContext) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const email = `seller.${Date.now().toString(36)}@demo.bestbikes.example`;
  const password = 'screenshots-password';
  const headers = { origin: base };
  await verifiedSignUp(base, { name: 'Selim Reza', email, password, role: 'Seller' });
  await context.request.post(`${base}/api/auth/sign-in/email`, { headers, data: { email, password } });
  const ids: string[] = [];
  // The demo catalogue's pictures: already in the media store, and they look like bikes.
  const demo = (await (await context.request.get(`${base}/api/category/1`)).json()) as { img: string }[];
  for (const [model, url] of [
    ['FZ-S V3', demo[0]?.img],
    ['R15 V4', demo[1]?.img],
  ] as const) {
    const created = await context.request.post(`${base}/api/products`, {
      headers,
      data: {
        product_name: model,
        category_name: 'Yamaha',
        original_price: 320000,
        resale_price: 245000,
        location: 'Dhaka',
        condition: 'Excellent',
        years_of_use: 2,
        mobile: '01712345678',
        description: 'One owner, serviced at the showroom, papers up to date.',
        milage: 14500,
        engine_cc: 155,
        district: 'Dhaka',
        registration_papers: true,
        img: url,
        photos: [url],
      },
    });
    const insertedId = ((await created.json()) as { insertedId?: string }).insertedId;
    if (!insertedId) throw new Error(`the demo listing failed: ${created.status()}`);
    ids.push(insertedId);
  }
  await buyer.request.post(`${base}/api/bookings`, {
    headers,
    data: { productID: ids[0], buyerMobile: '01812345678', buyerLocation: 'Mirpur, Dhaka' },
  });
  return {
    context,
    pages: [
      { name: 'dashboard-seller', path: '/dashboard' },
      { name: 'my-products', path: '/dashboard/myProducts' },
      { name: 'edit-product', path: `/dashboard/editProduct/${ids[1]}` },
    ],
  };
}

/** The bootstrap admin of the e2e server: their dashboard home and the grouped Reported Items. */
async function adminPages(browser: Browser, base: string) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.request.post(`${base}/api/auth/sign-in/email`, {
    headers: { origin: base },
    data: {
      email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.bestbikes.example',
      password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
    },
  });
  return {
    context,
    pages: [
      { name: 'dashboard-admin', path: '/dashboard' },
      { name: 'reported-items', path: '/dashboard/reportedItems' },
    ],
  };
}

/**
 * An account that never entered its sign-up code (ADR 0083): logging in with it opens the code step,
 * which only shows after a submit, so it is photographed apart from the pages above.
 */
async function unprovenAccount(base: string): Promise<{ email: string; password: string }> {
  const account = {
    email: `code.${Date.now().toString(36)}@demo.bestbikes.example`,
    password: 'screenshots-password',
  };
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Karim Hossain', ...account, role: 'Buyer' }),
  });
  if (!res.ok) throw new Error(`the sign-up for the code step failed: ${res.status} ${await res.text()}`);
  return account;
}

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
  console.log(path.relative(root, file));
}

const port = await freePort();
const base = `http://localhost:${port}`;
const server = await startServer(port);
try {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const groups = [{ context, pages: await preparePages(context, base) }];
  groups.push(await sellerPages(browser, base, context), await adminPages(browser, base));
  // A first Bangla page fetches the web font for the pages after it (ADR 0106); this machine has no
  // Bengali font of its own, so the pictures of Bangla pages are taken from the second page on.
  const warmUp = await context.newPage();
  await warmUp.goto(`${base}/?lang=bn`);
  await warmUp.waitForFunction(() => localStorage.getItem('bn-font') === '1');
  await warmUp.close();
  for (const { context, pages } of groups) {
    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) {
        const page = await context.newPage();
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.addInitScript((value) => {
          if (value === 'dark') localStorage.setItem('theme', 'dark');
          else localStorage.removeItem('theme');
        }, theme);
        for (const shot of pages) {
          await page.goto(`${base}${shot.path}`);
          await page.waitForLoadState('networkidle');
          await page.locator('main').waitFor();
          // Lazy pictures below the fold are not in a viewport-sized shot; wait for those that are.
          await page.evaluate(() =>
            Promise.all(
              [...document.images]
                .filter((img) => img.getBoundingClientRect().top < window.innerHeight && !img.complete)
                .map(
                  (img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
                ),
            ),
          );
          const file = path.join(out, `${shot.name}-${viewport.width}-${theme}.jpg`);
          // The category shot runs down to the first card's actions (Book Now, Buy, Report To Admin).
          const actions = shot.name === 'category' ? page.locator('.card-actions').first() : null;
          const bottom = actions ? ((await actions.boundingBox())?.y ?? 0) + 64 : 0;
          await page.screenshot({
            path: file,
            type: 'jpeg',
            quality: 70,
            ...(bottom > viewport.height
              ? { fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: bottom } }
              : {}),
          });
          console.log(path.relative(root, file));
        }
        await page.close();
      }
    }
  }
  const unproven = await unprovenAccount(base);
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const { width, height } = viewport;
      const signedOut = await browser.newContext({ reducedMotion: 'reduce', viewport: { width, height } });
      const page = await signedOut.newPage();
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill(unproven.email);
      await page.getByLabel('Password', { exact: true }).fill(unproven.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByTestId('email-code-step').waitFor();
      await shoot(page, path.join(out, `login-code-${viewport.width}-${theme}.jpg`));
      await signedOut.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
