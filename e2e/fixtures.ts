import { randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type Brand, CATEGORY_IDS } from '@best-bikes/contract/constants';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * Shared end-to-end fixtures. The server (scripts/e2e-server.mjs) runs with demo data and a
 * bootstrap Admin (ADMIN below). Users are made through the real sign-up endpoint.
 *
 * The suite runs with several workers against one server, so a test never takes a demo bike or
 * counts demo data: it makes what it touches.
 *
 * - An own bike: ask for the `bike` fixture. A fresh Seller (the `seller` fixture, the same user
 *   when the test asks for both) lists it through the API; it is Available, Bajaj unless the file
 *   says `test.use({ bikeBrand: 'Suzuki' })`, and its model name is unique to the test.
 *     test('…', async ({ page, buyer, bike }) => {
 *       await loginAs(page, buyer, bike.listing);   // its category page, searched down to it
 *   `bike.listing` finds it among everyone else's bikes; `bike._id` opens /bikeDetails/:id.
 * - More bikes, or one with other fields: `await listBikes(seller, [{ product_name: 'X' }, {}])`.
 * - Users: the `buyer` and `seller` fixtures, or `signUpViaApi(request)` for a second one.
 */
export const ADMIN = {
  name: 'Admin',
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.bestbikes.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
  role: 'Admin' as const,
};

/** Browsers send Origin on every POST; better-auth refuses cookie-carrying requests without it. */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3210'}`;

export interface E2EUser {
  name: string;
  email: string;
  password: string;
  role: 'Buyer' | 'Seller' | 'Admin';
}

/** Unique across the workers of a run (each its own process) and across runs on one server. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/**
 * A chassis number no other test lists (docs/product.md#chassis-register): the Add Product form asks
 * for one, and a second live listing of the same one is held for an admin.
 */
export function uniqueChassis(): string {
  return `E2E${uniqueTag()}`.toUpperCase().replace(/[IOQ]/g, '7');
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${uniqueTag()}@e2e.bestbikes.example`;
}

/**
 * The mails to `email` whose subject matches, oldest first. Without SMTP the e2e server
 * (scripts/e2e-server.mjs) writes each mail as an .eml under its throw-away DATA_DIR
 * (`<tmp>/bb-e2e-<port>-*`/outbox); the addresses tests use are unique.
 */
export async function mailsTo(email: string, subject: RegExp): Promise<ParsedMail[]> {
  const found: { file: string; mail: ParsedMail }[] = [];
  const ours = `bb-e2e-${new URL(ORIGIN).port}-`;
  const address = email.toLowerCase();
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith(ours))) {
    const outbox = path.join(tmpdir(), dir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const file of files) {
      const mail = await parsedMail(path.join(outbox, file), address);
      if (!mail) continue;
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (!to.some((a) => a.value.some((v) => v.address === email.toLowerCase()))) continue;
      if (subject.test(mail.subject ?? '')) found.push({ file, mail });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file)).map((f) => f.mail);
}

/**
 * Each outbox file parsed once (the server renames a message into place whole, so a file never
 * changes); a file whose text does not hold the address is not parsed at all. Reading the whole outbox
 * again at every poll had each sign-up parse every mail of the run so far.
 */
const parsedMails = new Map<string, ParsedMail>();
async function parsedMail(file: string, address: string): Promise<ParsedMail | undefined> {
  const known = parsedMails.get(file);
  if (known) return known;
  const raw = readFileSync(file);
  if (!raw.toString('latin1').toLowerCase().includes(address)) return undefined;
  const mail = await simpleParser(raw);
  parsedMails.set(file, mail);
  return mail;
}

/** The latest sign-up code mailed to `email` once more than `seen` have arrived. */
export async function signUpCode(email: string, seen = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        // In the account's language: the `lang` cookie of a Bangla page makes a Bangla account (ADR 0095).
        const mails = await mailsTo(email, /^\d{6} (is your Best Bikes code|আপনার Best Bikes কোড)$/);
        code = mails.length > seen ? /^(\d{6}) /.exec(mails.at(-1)?.subject ?? '')?.[1] : undefined;
        return code;
      },
      { message: `a sign-up code to ${email} in the e2e server's outbox` },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * Makes a new account with a proven address through the e2e server's test controls (ADR 0193): as
 * sign-up and the mailed code would leave it, without the mail. The caller's request context stays
 * signed out. Sign-up itself is tested through its form (newcomer, accounts, bangla specs).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  opts: { role?: 'Buyer' | 'Seller'; name?: string; email?: string; password?: string } = {},
): Promise<E2EUser> {
  const role = opts.role ?? 'Buyer';
  const user: E2EUser = {
    name: opts.name ?? `${role} ${Date.now().toString(36).slice(-4)}`,
    email: opts.email ?? uniqueEmail(role.toLowerCase()),
    password: opts.password ?? 'e2e-password-123',
    role,
  };
  const res = await request.post('/api/test/accounts', {
    headers: { origin: ORIGIN },
    data: { name: user.name, email: user.email, password: user.password, role },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

/**
 * Signs a request context (a page's, or one of its own) in as `user`: a session as sign-in would
 * open it, from the test controls (ADR 0193). Use the login form only in tests about the login form.
 */
export async function signInViaApi(request: APIRequestContext, user: Pick<E2EUser, 'email'>): Promise<void> {
  const res = await request.post('/api/test/sessions', {
    headers: { origin: ORIGIN },
    data: { email: user.email },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the page's browser context in as `user` (see `signInViaApi`), then opens `path`. */
export async function loginAs(
  page: Page,
  user: Pick<E2EUser, 'email' | 'password'>,
  path = '/',
): Promise<void> {
  await signInViaApi(page.request, user);
  await page.goto(path);
}

/** Checks the app's alert dialog (its title, and some of its text), closes it with OK. */
/**
 * Scrolls until the footer is on screen: it loads when it nears the viewport (app/layouts/
 * deferred-footer.tsx), and on the home page the sections above it load late too.
 */
export async function scrollToFooter(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function dismissDialog(page: Page, title: string, text?: string): Promise<void> {
  const dialog = page.getByTestId('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Fills what the add-bike form asks besides the brand, model and place (the prices, condition, years of
 * use, registration year when given, mobile, description, a chassis number and one photo of `colour`),
 * then submits it: the tests of brands, models and places pick those first.
 */
export async function fillAndSubmitListing(
  form: Locator,
  fields: {
    price: string;
    resale: string;
    yearsOfUse: string;
    registrationYear?: number;
    colour: [number, number, number];
  },
): Promise<void> {
  await form.getByLabel('Price (Taka)', { exact: true }).fill(fields.price);
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill(fields.resale);
  await form.getByLabel('Condition', { exact: true }).selectOption('Good');
  await form.getByLabel('Using Year', { exact: true }).fill(fields.yearsOfUse);
  if (fields.registrationYear !== undefined)
    await form.getByLabel('Registration Year', { exact: true }).fill(String(fields.registrationYear));
  await form.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await form.getByLabel('Description', { exact: true }).fill('A city scooter, one owner.');
  await form.getByLabel('Chassis Number', { exact: true }).fill(uniqueChassis());
  await form.getByLabel('Add photos', { exact: true }).setInputFiles({
    name: 'bike.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 72, fields.colour),
  });
  await expect(form.getByTestId('photo-count')).toHaveText('1 of 8 photos');
  await form.getByRole('button', { name: 'Add Product' }).click();
}

/** Fills the payment page's test-mode card form with `number`, a future expiry and a CVC. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await form.getByLabel('CVC').fill('123');
}

/** A solid-colour PNG built here, so each test can upload a picture (and media URL) of its own. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A bike a test listed for itself (see the note at the top). */
export interface E2EBike {
  _id: string;
  product_name: string;
  category_name: Brand;
  category_id: string;
  resale_price: number;
  seller: E2EUser;
  /** Its category page narrowed by a search to this bike alone. */
  listing: string;
}

/** What `listBikes` sends for each bike; any field can be overridden. */
export interface BikeFields {
  product_name?: string;
  category_name?: Brand;
  original_price?: number;
  resale_price?: number;
  location?: string;
  condition?: string;
  years_of_use?: number;
  mobile?: string;
  description?: string;
  /** Kilometres driven (product.md spells the field `milage`). */
  milage?: number;
  /** Media URLs from POST /api/images, the first the cover; without them one picture is uploaded. */
  photos?: string[];
  /** The optional facts (ADR 0087). */
  registration_year?: number;
  engine_cc?: number;
  district?: string;
  registration_papers?: boolean;
  /** The chassis register (docs/product.md#chassis-register): left out, the bike has none. */
  chassis_number?: string;
  engine_number?: string;
  /** The catalogue's model (GET /api/models, ADR 0291). */
  model_id?: string;
  /** The area within the district (GET /api/places, ADR 0292). */
  area_id?: string;
  /** motorcycle, scooter or electric, for a bike without a catalogue model. */
  bike_type?: string;
}

/**
 * Lists bikes as `seller` through the API (POST /api/images, then POST /api/products), signed in on
 * a request context of its own, so no page's cookies change. Unnamed bikes get a unique model name.
 */
export async function listBikes(seller: E2EUser, bikes: BikeFields[]): Promise<E2EBike[]> {
  const api = await request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  try {
    await signInViaApi(api, seller);
    const listed: E2EBike[] = [];
    for (const fields of bikes) {
      // A picture of its own: deleting one test's bike cannot take another's photo with it.
      let img = fields.photos?.[0];
      if (!img) {
        const colour: [number, number, number] = [randomInt(256), randomInt(256), randomInt(256)];
        const upload = await api.post('/api/images', {
          multipart: { image: { name: 'bike.png', mimeType: 'image/png', buffer: solidPng(64, 48, colour) } },
        });
        expect(upload.status(), await upload.text()).toBe(200);
        img = (await upload.json()).data.url as string;
      }
      const data = {
        product_name: `Pulsar ${uniqueTag()}`,
        category_name: 'Bajaj' as Brand,
        original_price: 210000,
        resale_price: 160000,
        location: 'Dhaka',
        condition: 'Good',
        years_of_use: 2,
        mobile: '01712345678',
        description: 'Listed by an end-to-end test.',
        ...fields,
        img,
      };
      const created = await api.post('/api/products', { data });
      expect(created.status(), await created.text()).toBe(201);
      const categoryId = CATEGORY_IDS[data.category_name];
      listed.push({
        _id: (await created.json()).insertedId as string,
        product_name: data.product_name,
        category_name: data.category_name,
        category_id: categoryId,
        resale_price: data.resale_price,
        seller,
        listing: `/category/${categoryId}?q=${encodeURIComponent(data.product_name)}`,
      });
    }
    return listed;
  } finally {
    await api.dispose();
  }
}

/** One bike of `seller`'s (see `listBikes`). */
export async function listBike(seller: E2EUser, fields: BikeFields = {}): Promise<E2EBike> {
  const [bike] = await listBikes(seller, [fields]);
  return bike as E2EBike;
}

/**
 * A page the server drew (ADR 0370, 0372) loads the app's code only once its lead picture has been
 * painted (ADR 0390): after the `load` event its links work (plain links) but its buttons may not yet.
 * So every page the tests open — the `page` fixture's and any of `browser.newContext()` — waits after
 * `goto`, `reload`, `goBack` and `goForward` until the app has started on such a page (main.tsx sets
 * `<html data-app>` after React's first commit); a page the app draws itself (signed in, the
 * dashboard) carries no boot script and waits for nothing more. A navigation given its own `waitUntil`
 * waits for that alone: the test decides (one that withholds the app's code).
 */
const APP_STARTED = ':root[data-app], :root:not(:has(script[data-modules]))';
const waitsForApp = new WeakSet<Page>();
function waitingForApp(page: Page): Page {
  if (waitsForApp.has(page)) return page;
  waitsForApp.add(page);
  const started = async (waitUntil: unknown) => {
    if (waitUntil !== undefined || page.isClosed()) return;
    await page
      .locator(APP_STARTED)
      .waitFor({ state: 'attached' })
      .catch((error: unknown) => {
        throw new Error(`the app did not start on ${page.url()} (no <html data-app>): ${String(error)}`);
      });
  };
  const { goto, reload, goBack, goForward } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
    goForward: page.goForward.bind(page),
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await started(options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await started(options?.waitUntil);
    return response;
  };
  page.goBack = async (options) => {
    const response = await goBack(options);
    await started(options?.waitUntil);
    return response;
  };
  page.goForward = async (options) => {
    const response = await goForward(options);
    await started(options?.waitUntil);
    return response;
  };
  return page;
}

export const test = base.extend<{
  /** A fresh Buyer account (not signed in). */
  buyer: E2EUser;
  /** A fresh Seller account (not signed in). */
  seller: E2EUser;
  /** The brand the `bike` fixture lists under: `test.use({ bikeBrand: 'Suzuki' })`. */
  bikeBrand: Brand;
  /** A fresh Available bike of the `seller` fixture's, listed through the API. */
  bike: E2EBike;
}>({
  // Pages of contexts a test makes itself wait for the app too (waitingForApp).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitingForApp);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    context.on('page', waitingForApp);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  buyer: async ({ request }, use) => {
    await use(await signUpViaApi(request, { role: 'Buyer' }));
  },
  seller: async ({ request }, use) => {
    await use(await signUpViaApi(request, { role: 'Seller' }));
  },
  bikeBrand: ['Bajaj', { option: true }],
  bike: async ({ seller, bikeBrand }, use) => {
    await use(await listBike(seller, { category_name: bikeBrand }));
  },
});

export { expect };

/**
 * Holds the requests matching `url` until `release()`: a test sees the state a slow answer shows (a
 * progress bar, a spinner) for as long as it needs to, then lets them through — never a fixed delay,
 * which a busy machine can outlast or a fast one cut short.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * The axe that @axe-core/playwright ships with, minified: the builder injects its source into the page
 * twice per check (once to see what axe offers, once more with the frames), and by default sends the
 * unminified file (1.4 MB). The minified one (0.6 MB) is the same version's same code: five pages'
 * checks took 1.8–1.9 s with it against 2.9–3.1 s, the same findings (ADR 0440).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** The WCAG rules (and axe's best practices) every axe check in the suite runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's findings on the page as people read it once it stands still. A toast sliding in or out, or an
 * entrance fading in, has text at part of its opacity, and axe judged one mid-animation on a busy
 * machine (`color-contrast` on a react-hot-toast element). So while axe runs, every animation and
 * transition is held at its end (a toast shown whole; one leaving, gone) — sent there at once, no
 * waiting and no fixed delay — and the page is let go again afterwards.
 *
 * axe runs in the page itself (`setLegacyMode`) and reports only violations (`resultTypes`), the only
 * results any test reads (ADR 0195): the same rules and the same findings, at a third of the cost. The
 * default opened a blank tab per check, loaded axe into it a second time and shipped every passing
 * node's selector and HTML over to it; that mode exists for cross-origin frames, which no page of the
 * app has.
 */
export async function axeOnStillPage(page: Page) {
  await page.evaluate(() => {
    const still = document.createElement('style');
    still.id = 'bb-axe-still';
    still.textContent =
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;' +
      ' transition-duration: 0s !important; transition-delay: 0s !important; }';
    document.head.append(still);
    // Whatever still runs (started before the style applied) is sent to its end now: nothing to wait
    // for, so a paused or endless animation cannot hold the check up.
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end))
        animation.finish();
    }
  });
  try {
    return (
      await new AxeBuilder({ page, axeSource: AXE_SOURCE })
        .withTags(AXE_TAGS)
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze()
    ).violations;
  } finally {
    await page.evaluate(() => document.getElementById('bb-axe-still')?.remove());
  }
}
