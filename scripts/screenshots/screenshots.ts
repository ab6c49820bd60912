/**
 * Regenerates docs/screenshots/ (issue 13 item 12): home, a category, a bike, My Orders, the payment
 * page and the login's code step, at 390 × 844 and 1366 × 768, light and dark, from the built app with
 * its demo data.
 * Run with `npm run screenshots` (it builds the app first). JPEG keeps the set small.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
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
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/2' },
    { name: 'bike', path: `/bikeDetails/${shown._id}` },
    { name: 'my-orders', path: '/dashboard/myOrders' },
    { name: 'payment', path: `/dashboard/payment/${booking.insertedId}` },
  ];
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
  const pages = await preparePages(context, base);
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
              .map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
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
