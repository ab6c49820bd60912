import type { Page, Request } from '@playwright/test';
import { type ContrastFailure, lowContrastText } from './contrast';
import {
  ADMIN,
  axeOnStillPage,
  expect,
  listBike,
  listBikes,
  loginAs,
  ORIGIN,
  signUpViaApi,
  test,
  uniqueTag,
} from './fixtures';

/**
 * docs/product.md#speed-and-resilience: axe finds no serious or critical violation on any route — every page of docs/product.md#screens, signed
 * out and as each role, in the light and the dark theme, on a phone-sized and a desktop window.
 *
 * docs/product.md#everyday-use: axe alone let four contrast failures through. It files text on daisyUI's menu items
 * and buttons under "needs review" (they carry a zero-sized noise image), it skips disabled fields,
 * and it only judges the states a test opens. So every page is also read by our own computed-colour
 * check (./contrast) in both themes, and the states people reach are opened: the phone menus, the
 * Book Now dialog and its toast, the login page's "not for Buyers" notice, a paid order, a sold bike.
 */
// Each theme once, each layout once (the drawer and the navbar differ between them): two passes over
// every route keep the suite's time in bounds.
const PASSES = [
  { theme: 'light', viewport: { name: 'phone', width: 390, height: 844 } },
  { theme: 'dark', viewport: { name: 'desktop', width: 1280, height: 800 } },
] as const;

/** Opens `path`, waits until the page has settled, and answers what fails there (see `findings`). */
async function seriousViolations(page: Page, path: string) {
  requestsInFlight(page);
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await settled(page);
  return findings(page);
}

/** Each page's requests still in flight (URL and when each started), for a wait that does not end. */
const inFlight = new WeakMap<Page, Map<Request, string>>();

function requestsInFlight(page: Page): Map<Request, string> {
  let requests = inFlight.get(page);
  if (!requests) {
    const started = new Map<Request, string>();
    // An event stream (the signed-in navbar's) stays open by design, as Playwright's own idle rule says.
    page.on('request', (r) => {
      if (r.resourceType() !== 'eventsource')
        started.set(r, `${r.resourceType()} ${r.url()} (${new Date().toISOString()})`);
    });
    page.on('requestfinished', (r) => started.delete(r));
    page.on('requestfailed', (r) => started.delete(r));
    inFlight.set(page, started);
    requests = started;
  }
  return requests;
}

/**
 * Waits until the page stands still: nothing on the network for half a second and no loading
 * spinner, which is transient: judge the page people read, not its first frame. A quiet network
 * that does not come within half a minute fails with the requests that kept it busy.
 */
async function settled(page: Page) {
  const requests = requestsInFlight(page);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch((error: unknown) => {
    throw new Error(
      `${page.url()} never went quiet; in flight: ${[...requests.values()].join(', ') || 'nothing'} (${String(error)})`,
    );
  });
  await expect(page.locator('[role="status"][aria-busy="true"], .loading')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Resolves once none of the page's requests has been in flight for half a second (the rule of
 * Playwright's `networkidle`, which a document fires only once), failing after half a minute with
 * the requests that kept it busy.
 */
async function networkQuietAgain(page: Page) {
  const requests = requestsInFlight(page);
  await new Promise<void>((resolve, reject) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(quiet);
      clearTimeout(giveUp);
      page.off('request', check);
      page.off('requestfinished', check);
      page.off('requestfailed', check);
    };
    const check = () => {
      clearTimeout(quiet);
      if (requests.size === 0)
        quiet = setTimeout(() => {
          stop();
          resolve();
        }, 500);
    };
    const giveUp = setTimeout(() => {
      stop();
      reject(
        new Error(`${page.url()} never went quiet again; in flight: ${[...requests.values()].join(', ')}`),
      );
    }, 30_000);
    page.on('request', check);
    page.on('requestfinished', check);
    page.on('requestfailed', check);
    check();
  });
}

/**
 * Judges `path` in both passes with one load (ADR 0454): opened on a phone in the light theme, then the
 * same page widened to a desktop window and painted dark the way the contrast check paints it. A
 * route's second load cost as much as its judgement and told nothing the resize does not: the
 * layouts differ by CSS media queries (and the one component that reads the width listens for its
 * change), the theme by the root's class. Each finding is filed under the route and its pass.
 */
async function judgeInBothPasses(page: Page, path: string, found: Record<string, unknown>) {
  const [phoneLight, desktopDark] = PASSES;
  await page.setViewportSize(phoneLight.viewport);
  const first = await seriousViolations(page, path);
  if (first.length > 0) found[`${path} (${phoneLight.theme}, ${phoneLight.viewport.name})`] = first;
  await page.setViewportSize(desktopDark.viewport);
  await paintTheme(page, desktopDark.theme);
  // The load's idle event has fired already: what the wider window brings into view is waited for here.
  await networkQuietAgain(page);
  await settled(page);
  const second = await findings(page);
  if (second.length > 0) found[`${path} (${desktopDark.theme}, ${desktopDark.viewport.name})`] = second;
}

/**
 * Puts the page in a theme the way the toggle does (without storing it). Colour transitions are held
 * off until `findings` is done: a transitioning colour still reads as the old theme's, and elements in
 * skipped subtrees (closed-then-opened <details>) restyle only when read.
 */
async function paintTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    if (!document.getElementById('bb-still')) {
      const still = document.createElement('style');
      still.id = 'bb-still';
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
    }
    document.documentElement.classList.toggle('dark', value === 'dark');
    document.documentElement.setAttribute('data-theme', value);
  }, theme);
}

/**
 * axe's serious and critical findings on the page as it stands, plus text below WCAG AA by the
 * computed-colour check — in both themes, whatever the pass's theme (the check is cheap, axe is not).
 */
async function findings(page: Page) {
  const axe = await axeViolations(page);
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const contrast: Record<string, ContrastFailure[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await paintTheme(page, theme);
    const failures = await lowContrastText(page);
    // One line per distinct colour pair: a grid of twelve cards fails twelve times the same way.
    const distinct = new Map(failures.map((f) => [`${f.color}/${f.background}/${f.where}`, f]));
    if (distinct.size > 0) contrast[theme] = [...distinct.values()];
  }
  await paintTheme(page, dark ? 'dark' : 'light');
  await page.evaluate(() => document.getElementById('bb-still')?.remove());
  return Object.keys(contrast).length > 0 ? [...axe, { rule: 'computed-contrast', contrast }] : axe;
}

async function axeViolations(page: Page) {
  const violations = await axeOnStillPage(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  // Entrances fade in over 2 s (docs/product.md#constants); mid-fade text has partial contrast. axe judges the page as it
  // stands once still, so motion is reduced (the app then shows everything at once).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((value) => {
    if (value === 'dark') localStorage.setItem('theme', 'dark');
    else localStorage.removeItem('theme');
  }, theme);
}

test.describe('axe, light theme on a phone and dark theme on a desktop', () => {
  // Each route loaded once and judged in both passes, each judgement read by axe and twice by the
  // contrast check: up to five pages make two minutes on a busy machine beside the other workers.
  test.describe.configure({ timeout: 180_000 });

  test('public pages, signed out', async ({ page }) => {
    // Thirteen pages, each judged twice: more than the describe's three minutes on a busy machine.
    test.setTimeout(360_000);
    await useTheme(page, 'light');
    const found: Record<string, unknown> = {};
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/resetPassword',
      '/blogs',
      // A start-up post's own page (docs/product.md#blog): its Markdown rendered by the server.
      '/blogs/checking-the-papers-of-a-used-motorbike',
      '/contactUs',
      // What protects a buyer (docs/product.md#buying-safely), and a seller page that does not exist.
      '/buying-safely',
      '/sellers/no-such-seller',
      // The search across all brands (docs/product.md#bangla-search-favourites): filters, counts and results.
      '/bikes?q=pulsar&brand=Bajaj',
      '/payment/fail',
      // The alert mail's unsubscribe link, with a token no search has (the error it says).
      `/alerts/unsubscribe?token=${'x'.repeat(32)}`,
      '/no-such-page',
    ]) {
      await judgeInBothPasses(page, path, found);
    }
    expect(found).toEqual({});
  });

  test('buyer pages', async ({ page, buyer, bike }) => {
    // Eleven pages, each judged twice: more than the describe's three minutes on a busy machine.
    test.setTimeout(360_000);
    await useTheme(page, 'light');
    await loginAs(page, buyer, '/');
    const booked = await page.request.post('/api/bookings', {
      data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
    });
    const booking = (await booked.json()) as { acknowledged: boolean; insertedId: string };
    expect(booking.acknowledged).toBe(true);
    // docs/product.md#bangla-search-favourites: a saved (now booked) bike and a saved search, so their pages show a row each.
    await page.request.put(`/api/favourites/${bike._id}`);
    await page.request.post('/api/saved-searches', { data: { query: '?brand=Bajaj&price_max=200000' } });
    const shown = await page.request.get(`/api/bikeDetails/${bike._id}`);
    const sellerId = ((await shown.json()) as { seller_id: string }).seller_id;
    const found: Record<string, unknown> = {};
    for (const path of [
      // Behind sign-in (docs/product.md#screens): the listing and a bike as a buyer sees them.
      `/category/${bike.category_id}`,
      `/bikeDetails/${bike._id}`,
      // The bike's seller's page (docs/product.md#seller-pages): the profile and their bike cards.
      `/sellers/${sellerId}`,
      '/dashboard',
      '/dashboard/myOrders',
      '/dashboard/paymentHistory',
      `/dashboard/payment/${booking.insertedId}`,
      '/dashboard/updateProfile',
      '/updateProfile',
      '/dashboard/savedBikes',
      '/dashboard/savedSearches',
    ]) {
      await judgeInBothPasses(page, path, found);
    }
    expect(found).toEqual({});
  });

  test('notifications page, with an unread booking and the navbar count', async ({ page, buyer, bike }) => {
    await useTheme(page, 'light');
    await loginAs(page, buyer, '/');
    const booked = await page.request.post('/api/bookings', {
      data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
    });
    expect(((await booked.json()) as { acknowledged: boolean }).acknowledged).toBe(true);
    const found: Record<string, unknown> = {};
    await judgeInBothPasses(page, '/dashboard/notifications', found);
    expect(found).toEqual({});
    await expect(page.getByTestId('unread-count')).toHaveText('1');
  });

  test('seller pages', async ({ page, playwright, seller, buyer }) => {
    await useTheme(page, 'light');
    // docs/product.md#seller-and-admin-tools: one bike booked (My Products shows the buyer's block, the dashboard its figures), one
    // available (its edit page).
    const [booked, available] = await listBikes(seller, [{}, {}]);
    const other = await playwright.request.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { origin: ORIGIN },
    });
    await other.post('/api/auth/sign-in/email', { data: { email: buyer.email, password: buyer.password } });
    const booking = await other.post('/api/bookings', {
      data: { productID: booked?._id, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
    });
    expect(((await booking.json()) as { acknowledged: boolean }).acknowledged).toBe(true);
    await other.dispose();
    await loginAs(page, seller, '/');
    const found: Record<string, unknown> = {};
    for (const path of [
      '/dashboard',
      '/dashboard/addProducts',
      '/dashboard/myProducts',
      `/dashboard/editProduct/${available?._id}`,
      // A listing's papers for an admin's check (docs/product.md#papers-checked).
      `/dashboard/myProducts/${available?._id}/papers`,
    ]) {
      await judgeInBothPasses(page, path, found);
    }
    expect(found).toEqual({});
  });

  test('admin pages', async ({ page, playwright, bike, buyer }) => {
    // Eleven pages, each judged twice: more than the describe's three minutes on a busy machine.
    test.setTimeout(360_000);
    await useTheme(page, 'light');
    // docs/product.md#seller-and-admin-tools: Reported Items grouped, with two reports on one bike.
    const signUp = await playwright.request.newContext({ baseURL: ORIGIN });
    const secondReporter = await signUpViaApi(signUp);
    await signUp.dispose();
    for (const reporter of [buyer, secondReporter]) {
      const api = await playwright.request.newContext({
        baseURL: ORIGIN,
        extraHTTPHeaders: { origin: ORIGIN },
      });
      await api.post('/api/auth/sign-in/email', {
        data: { email: reporter.email, password: reporter.password },
      });
      const reported = await api.post('/api/reportedProducts', {
        data: { productDataBaseId: bike._id, reason: 'wrong-details' },
      });
      expect(((await reported.json()) as { acknowledged: boolean }).acknowledged).toBe(true);
      await api.dispose();
    }
    await loginAs(page, ADMIN, '/');
    const found: Record<string, unknown> = {};
    for (const path of [
      '/dashboard',
      '/dashboard/allSellers',
      '/dashboard/allBuyers',
      '/dashboard/allUsers',
      '/dashboard/reportedItems',
      '/dashboard/auditLog',
      // A brand's models (docs/product.md#brands-and-models) and the blog's list and editor (#blog).
      '/dashboard/brands/2',
      '/dashboard/blogs',
      '/dashboard/blogs/new',
      // Proven phones, papers to check, held listings, the stolen list (docs/product.md#papers-checked).
      '/dashboard/verification',
      // Listings filed under "Other", for an admin to map to a model (docs/product.md#brands-and-models).
      '/dashboard/other-models',
    ]) {
      await judgeInBothPasses(page, path, found);
    }
    expect(found).toEqual({});
  });
});

// The states people reach by doing something, not by typing an address: each judged like a route.
for (const { theme, viewport } of PASSES) {
  test.describe(`axe and contrast after actions, ${theme} theme, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('menus, the Book Now dialog, a refused page, a paid order, a sold bike', async ({
      page,
      buyer,
      seller,
    }) => {
      // Nine states, each read by axe and twice by the contrast check: more than the default minute.
      test.setTimeout(180_000);
      await useTheme(page, theme);
      const found: Record<string, unknown> = {};
      const judge = async (state: string) => {
        const violations = await findings(page);
        if (violations.length > 0) found[state] = violations;
      };

      // Signed out: the navigation as a phone opens it.
      await page.goto('/');
      await expect(page.locator('main')).toBeVisible();
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
        await judge('phone menu, signed out');
      } else {
        await judge('home, signed out');
      }

      // A seller lists a bike; a buyer books it through the dialog and pays for it.
      const model = `Pulsar N160 ${theme} ${viewport.name} ${uniqueTag()}`;
      const bike = await listBike(seller, { product_name: model });
      await loginAs(page, buyer, bike.listing);
      const card = page.getByTestId('bike-card').filter({ hasText: model });
      await card.getByRole('button', { name: 'Book Now' }).click();
      const modal = page.getByTestId('book-now-modal');
      await expect(modal.getByLabel('Name')).toHaveValue(buyer.name);
      await judge('Book Now dialog (read-only fields)');
      await modal.getByLabel('Phone').fill('01712345678');
      await modal.getByLabel('Location').fill('Dhanmondi, Dhaka');
      await modal.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('dialog')).toBeVisible();
      await judge('booked: the alert');
      await page.getByTestId('dialog').getByRole('button', { name: 'OK' }).click();
      await judge('booked: the listing with its toast');

      // A buyer who opens a seller's page is sent to the login page with a notice.
      await page.goto('/dashboard/addProducts');
      await expect(page.getByTestId('signed-in-note')).toBeVisible();
      await judge('login: the "not for Buyers" notice');

      await page.goto('/dashboard/myOrders');
      // Exact: on a desktop the dashboard menu's "Card Payment History" is a link too.
      await page.getByRole('main').getByRole('link', { name: 'Pay', exact: true }).first().click();
      const form = page.getByTestId('card-form');
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
      await form.getByLabel('CVC').fill('123');
      await page.getByTestId('pay-button').click();
      await expect(page.getByTestId('payment-success')).toBeVisible();
      await judge('payment page: paid');
      await page.goto('/dashboard/myOrders');
      await expect(page.getByTestId('paid-badge').first()).toBeVisible();
      await judge('My Orders: paid');

      // The seller sees the bike Sold, in the drawer layout of a phone too.
      await loginAs(page, seller, '/dashboard/myProducts');
      await expect(page.getByTestId('my-product').filter({ hasText: model })).toContainText('Sold');
      await judge('My Products: a sold bike');
      if (viewport.name === 'phone') {
        await page.getByTestId('dashboard-menu-toggle').click();
        await expect(page.getByTestId('dashboard-drawer').getByRole('link').first()).toBeVisible();
        await judge('dashboard drawer open');
      }
      expect(found).toEqual({});
    });
  });
}
