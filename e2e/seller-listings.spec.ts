import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAs, ORIGIN, signUpViaApi, solidPng, test, uniqueChassis } from './fixtures';

/**
 * docs/product.md#seller-and-admin-tools (sellers): a seller lists a bike with its facts, edits price and district, sees the
 * buyer's name and phone after a booking, and releases the booking that went quiet.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/listing-shots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
      // No sideways scrolling at any width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a seller lists a bike with facts, edits price and district, sees the buyer, releases the booking', async ({
  page,
  playwright,
  baseURL,
  seller,
}) => {
  test.setTimeout(180_000);
  const model = `Gixxer Facts ${Date.now().toString(36)}`;

  // --- Add the bike with its facts; the sanity checks speak first ---------------------------
  await loginAs(page, seller, '/dashboard/addProducts');
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Product Name', { exact: true }).fill(model);
  await form.getByLabel('Brand', { exact: true }).selectOption('Suzuki');
  await form.getByLabel('Price (Taka)', { exact: true }).fill('3,20,000');
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('3,50,000');
  await form.getByLabel('Condition', { exact: true }).selectOption('Good');
  await form.getByLabel('Using Year', { exact: true }).fill('2');
  await form.getByLabel('District', { exact: true }).selectOption('Sylhet');
  await form.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await form.getByLabel('Description', { exact: true }).fill('Listed with its facts by the e2e test.');
  await form.getByLabel('Chassis Number', { exact: true }).fill(uniqueChassis());
  await form.getByLabel('Registration Year').fill(String(new Date().getFullYear() + 1));
  await form.getByLabel('Kilometres Driven').fill('12,500');
  await form.getByLabel('Engine (cc)').fill('155');
  await form.getByLabel('Previous Owners').fill('1');
  // Sylhet's areas are a list (docs/product.md#places).
  await form.getByTestId('area-select').selectOption({ label: 'Zindabazar' });
  await form.getByLabel('Tax Token Valid Until').fill(`${new Date().getFullYear() + 1}-03-31`);
  await form.getByLabel('Registration Papers').selectOption('yes');
  await form.getByLabel('Add photos', { exact: true }).setInputFiles({
    name: 'bike.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 72, [20, 120, 200]),
  });
  await expect(form.getByTestId('photo-count')).toHaveText('1 of 8 photos');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Resale Price cannot be more than the original Price')).toBeVisible();
  await expect(form.getByText(/Registration Year cannot be in the future/)).toBeVisible();
  await shoot(page, 'add-form-errors');
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('2,50,000');
  await form.getByLabel('Registration Year').fill('2023');
  await form.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByTestId('dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);

  // --- Edit price and district ----------------------------------------------------------------
  const card = page.getByTestId('my-product').filter({ hasText: model });
  await card.getByRole('link', { name: `Edit ${model}` }).click();
  const edit = page.getByTestId('edit-product-form');
  await expect(edit.getByLabel('Kilometres Driven')).toHaveValue('12500');
  await expect(edit.getByLabel('District')).toHaveValue('Sylhet');
  await shoot(page, 'edit-form');
  await edit.getByLabel('Resale Price (Taka)', { exact: true }).fill('2,40,000');
  await edit.getByLabel('District').selectOption('Moulvibazar');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
  await expect(card.getByText('2,40,000 Taka')).toBeVisible();
  const id = (await card.getByRole('link', { name: `Edit ${model}` }).getAttribute('href'))!
    .split('/')
    .pop()!;

  // The bike page shows the facts, with the new district.
  await page.goto(`/bikeDetails/${id}`);
  const facts = page.getByTestId('bike-page-facts');
  await expect(facts).toContainText('Moulvibazar');
  // Sylhet's area went with Sylhet (docs/product.md#places): the form asks again for the new district.
  await expect(facts).not.toContainText('Zindabazar');
  await expect(facts).toContainText('12,500 km');
  await expect(facts).toContainText('155 cc');
  await expect(facts).toContainText('Present');
  await expect(page.getByText('2,40,000 Taka').first()).toBeVisible();
  // The seller's own bike: no Buy, and it says so.
  await expect(page.getByText('This is your own bike.')).toBeVisible();
  await shoot(page, 'bike-page');

  // --- A second user books it (through the API, as another browser would) --------------------
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: ORIGIN } });
  const buyer = await signUpViaApi(other, { role: 'Buyer', name: 'Rafi Buyer' });
  const signedIn = await other.post('/api/auth/sign-in/email', {
    data: { email: buyer.email, password: buyer.password },
  });
  expect(signedIn.status()).toBe(200);
  const booked = await other.post('/api/bookings', {
    data: { productID: id, buyerMobile: '01911223344', buyerLocation: 'Zindabazar, Sylhet' },
  });
  expect((await booked.json()).acknowledged).toBe(true);

  // --- My Products: the buyer's name, phone, location and expiry; editing is locked -----------
  await page.goto('/dashboard/myProducts');
  const buyerBox = card.getByTestId('buyer-details');
  await expect(buyerBox).toContainText('Booked by Rafi Buyer');
  await expect(buyerBox).toContainText('01911223344');
  await expect(buyerBox).toContainText('Zindabazar, Sylhet');
  await expect(buyerBox.getByTestId('booked-until')).toContainText('held until');
  await expect(card.getByTestId('listing-lock')).toContainText(
    'booked by a buyer, so it cannot be edited now',
  );
  await expect(card.getByRole('link', { name: `Edit ${model}` })).toHaveCount(0);
  await shoot(page, 'my-products-booked');

  // The edit page of a booked bike says why, in text.
  await page.goto(`/dashboard/editProduct/${id}`);
  await expect(page.getByTestId('listing-locked')).toContainText('This bike is booked by a buyer');
  await expect(page.getByTestId('edit-product-form')).toHaveCount(0);

  // --- Release the booking that went quiet ---------------------------------------------------
  await page.goto('/dashboard/myProducts');
  await card.getByRole('button', { name: 'Release booking' }).click();
  await dialog.getByRole('button', { name: 'Release booking' }).click();
  await expect(page.getByText(`Booking of ${model} released: it is on sale again`)).toBeVisible();
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await expect(card.getByTestId('buyer-details')).toHaveCount(0);

  // The buyer is told.
  const notes = await (await other.get('/api/notifications')).json();
  expect(notes.notifications.map((n: { kind: string }) => n.kind)).toContain('booking-released');
  await other.dispose();

  // --- Verification status on the dashboard --------------------------------------------------
  await page.goto('/dashboard');
  await expect(page.getByTestId('verification-status')).toContainText('You are not verified yet');
  await expect(page.getByTestId('verification-status')).toContainText('Verified means');
});
