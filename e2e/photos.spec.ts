import type { Locator, Page } from '@playwright/test';
import {
  axeOnStillPage,
  expect,
  holdRequests,
  listBike,
  loginAs,
  ORIGIN,
  signUpViaApi,
  solidPng,
  test,
  uniqueChassis,
} from './fixtures';

// docs/product.md#seller-and-admin-tools: a seller lists a bike with three photos, puts them in order, and the bike page shows
// them in that order, one arrow key at a time. Screenshots go to /tmp when SHOTS is set.
const SHOTS = process.env.PHOTO_SHOTS;

const tileUrls = (list: Locator) =>
  list
    .getByTestId('photo-tile')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));

/** axe's serious and critical findings on the page as it stands, in the light and the dark theme. */
async function seriousAxe(page: Page) {
  const found: Record<string, { rule: string; nodes: string[] }[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.classList.toggle('dark', value === 'dark');
      document.documentElement.setAttribute('data-theme', value);
    }, theme);
    const serious = (await axeOnStillPage(page))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    if (serious.length > 0) found[theme] = serious;
  }
  return found;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.evaluate((value) => {
        document.documentElement.classList.toggle('dark', value === 'dark');
        document.documentElement.setAttribute('data-theme', value);
      }, theme);
      await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await Promise.allSettled(document.getAnimations().map((a) => a.finished));
      });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.setAttribute('data-theme', 'light');
  });
}

test('a seller adds a bike with 3 photos, reorders them; the gallery shows that order and follows the arrow keys', async ({
  page,
  seller,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const model = `Gallery E2E ${Date.now().toString(36)}`;
  await loginAs(page, seller, '/dashboard/addProducts');
  const form = page.getByTestId('add-product-form');

  await form.getByLabel('Product Name', { exact: true }).fill(model);
  await form.getByLabel('Brand', { exact: true }).selectOption('Yamaha');
  await form.getByLabel('Price (Taka)', { exact: true }).fill('3,00,000');
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('2,10,000');
  await form.getByLabel('Condition', { exact: true }).selectOption('Excellent');
  await form.getByLabel('Using Year', { exact: true }).fill('2');
  await form.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await form.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await form.getByLabel('Description', { exact: true }).fill('Three photos, in the order I chose.');
  await form.getByLabel('Chassis Number', { exact: true }).fill(uniqueChassis());

  // The uploads are held until a progress bar has been seen.
  const uploads = await holdRequests(page, '**/api/images');
  const seed = Date.now() % 200;
  await form.getByLabel('Add photos').setInputFiles(
    (
      [
        [220, 40 + seed / 4, 40],
        [40, 180, 60 + seed / 4],
        [50 + seed / 4, 80, 220],
      ] as [number, number, number][]
    ).map((rgb, i) => ({
      name: `bike-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: solidPng(160, 120, rgb),
    })),
  );
  await expect(form.getByTestId('photo-upload').first().getByRole('progressbar')).toBeVisible();
  uploads.release();
  const list = form.getByTestId('photo-list');
  await expect(form.getByTestId('photo-count')).toHaveText('3 of 8 photos');
  await expect(form.getByTestId('photo-upload')).toHaveCount(0);
  const [first, second, third] = await tileUrls(list);
  expect(new Set([first, second, third]).size).toBe(3);
  await shoot(page, 'picker');
  expect(await seriousAxe(page)).toEqual({});

  // Drag the third photo onto the first: it becomes the cover.
  await list.getByTestId('photo-tile').nth(2).dragTo(list.getByTestId('photo-tile').nth(0));
  expect(await tileUrls(list)).toEqual([third, first, second]);
  await expect(list.getByTestId('photo-tile').first()).toContainText('Cover');
  // Then the buttons: photo 2 moves right.
  await list.getByRole('button', { name: 'Move photo 2 right' }).click();
  expect(await tileUrls(list)).toEqual([third, second, first]);
  await expect(page.getByText('Photo 2 is now photo 3.')).toBeAttached();

  await form.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByTestId('dialog');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);

  // The card shows the cover.
  const card = page.getByTestId('my-product').filter({ hasText: model });
  await expect(card.locator(`img[src="${third}"]`)).toBeVisible();

  const mine = (await (
    await page.request.get(`/api/products?email=${encodeURIComponent(seller.email)}`)
  ).json()) as { _id: string; product_name: string }[];
  const id = mine.find((p) => p.product_name === model)?._id;
  expect(id).toBeTruthy();

  // --- The bike page: the gallery in the seller's order ---------------------------------------
  await page.goto(`/bikeDetails/${id}`);
  const gallery = page.getByTestId('bike-gallery');
  const photos = gallery.getByTestId('gallery-photo');
  await expect(photos).toHaveCount(3);
  expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([
    third,
    second,
    first,
  ]);
  // Only the first loads at once; the others wait until shown.
  expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))).toEqual([
    'eager',
    'lazy',
    'lazy',
  ]);
  await expect(photos.first()).toHaveAttribute('alt', `Yamaha ${model}, photo 1 of 3`);
  const position = gallery.getByTestId('gallery-position');
  const thumbs = gallery.getByTestId('gallery-thumb');
  await expect(position).toHaveText('1 / 3');

  const track = gallery.getByTestId('gallery-track');
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2 / 3');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('3 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('3 / 3');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('2 / 3');
  await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);

  // A thumbnail jumps; the zoom shows the large size of the current photo and follows the arrows.
  await thumbs.nth(0).click();
  await expect(position).toHaveText('1 / 3');
  await shoot(page, 'gallery');
  await gallery.getByRole('button', { name: 'Zoom photo' }).click();
  const zoom = page.getByTestId('gallery-zoom');
  await expect(zoom).toBeVisible();
  await expect(zoom.locator('img')).toHaveAttribute('src', third as string);
  await expect(zoom.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(zoom.locator('img')).toHaveAttribute('src', second as string);
  await expect(zoom.locator('img')).toHaveAttribute('alt', `Yamaha ${model}, photo 2 of 3`);
  await shoot(page, 'zoom');
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(position).toHaveText('2 / 3');

  // axe: nothing serious or critical on the gallery page, light and dark.
  expect(await seriousAxe(page)).toEqual({});
});

test("a seller edits a bike's photos and price in one Save; a refused Save changes nothing and says so", async ({
  page,
  playwright,
  seller,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const bike = await listBike(seller);
  await loginAs(page, seller, `/dashboard/editProduct/${bike._id}`);
  const form = page.getByTestId('edit-product-form');
  const list = form.getByTestId('photo-list');
  await expect(form.getByTestId('photo-count')).toHaveText('1 of 8 photos');
  const [original] = await tileUrls(list);

  // Two more photos, each with its own progress bar while it uploads (held until one has been seen).
  const more = await holdRequests(page, '**/api/images');
  const seed = Date.now() % 200;
  await form.locator('input[type=file]').setInputFiles(
    [
      [30, 200 - seed / 4, 90],
      [200, 60, 30 + seed / 4],
    ].map((rgb, i) => ({
      name: `more-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: solidPng(160, 120, rgb as [number, number, number]),
    })),
  );
  await expect(form.getByTestId('photo-upload').first().getByRole('progressbar')).toBeVisible();
  more.release();
  await expect(form.getByTestId('photo-count')).toHaveText('3 of 8 photos');
  await expect(form.getByTestId('photo-upload')).toHaveCount(0);
  const [, added1, added2] = await tileUrls(list);
  // The last added becomes the cover; the original photo is removed.
  await list.getByRole('button', { name: 'Make photo 3 the cover' }).click();
  expect(await tileUrls(list)).toEqual([added2, original, added1]);
  await list.getByRole('button', { name: 'Remove photo 2' }).click();
  expect(await tileUrls(list)).toEqual([added2, added1]);
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('1,55,000');
  await shoot(page, 'edit-photos');
  expect(await seriousAxe(page)).toEqual({});

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
  const card = page.getByTestId('my-product').filter({ hasText: bike.product_name });
  await expect(card.locator(`img[src="${added2}"]`)).toBeVisible();
  await expect(card.getByText('1,55,000 Taka')).toBeVisible();
  await page.goto(`/bikeDetails/${bike._id}`);
  const photos = page.getByTestId('bike-gallery').getByTestId('gallery-photo');
  await expect(photos).toHaveCount(2);
  expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([
    added2,
    added1,
  ]);

  // A buyer books the bike while the seller has the edit page open: the Save is refused whole.
  await page.goto(`/dashboard/editProduct/${bike._id}`);
  await expect(form.getByTestId('photo-count')).toHaveText('2 of 8 photos');
  const other = await playwright.request.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { origin: ORIGIN },
  });
  const buyer = await signUpViaApi(other, { role: 'Buyer' });
  expect(
    (
      await other.post('/api/auth/sign-in/email', { data: { email: buyer.email, password: buyer.password } })
    ).status(),
  ).toBe(200);
  const booked = await other.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01911223344', buyerLocation: 'Mirpur, Dhaka' },
  });
  expect((await booked.json()).acknowledged).toBe(true);
  await other.dispose();
  await list.getByRole('button', { name: 'Move photo 1 right' }).click();
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('1,00,000');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('Can not Update Product');
  await expect(dialog).toContainText('Nothing was changed');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/editProduct/${bike._id}$`));
  const stored = (await (await page.request.get(`/api/bikeDetails/${bike._id}`)).json()) as {
    photos: string[];
    resale_price: number;
  };
  expect(stored.photos).toEqual([added2, added1]);
  expect(stored.resale_price).toBe(155_000);
});
