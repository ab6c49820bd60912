import type { Page } from '@playwright/test';
import { ADMIN, axeOnStillPage, expect, loginAs, solidPng, test, uniqueTag } from './fixtures';

/**
 * The Bangladeshi market (docs/product.md#brands-and-models) on a 390 px phone: an admin adds a brand
 * with its logo on the Brands page (which axe finds nothing wrong with); a seller lists a bike of it
 * in Mirpur, Dhaka; a buyer finds it by the brand filter and by the brand's name in the search; the
 * original brands' pages answer as before.
 */

const PHONE = { width: 390, height: 844 };

async function closeDialog(page: Page, title: string) {
  const dialog = page.getByTestId('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: PHONE });

test('an admin adds a brand with a logo, a seller lists its bike in Mirpur, a buyer finds it', async ({
  page,
  seller,
  buyer,
}) => {
  const tag = uniqueTag()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6);
  const brand = `Zeno${tag}`;
  const model = `City ${tag}`;

  // --- The admin adds the brand --------------------------------------------------------------
  await loginAs(page, ADMIN, '/dashboard/brands');
  await expect(page).toHaveTitle('Brands - Best Bikes');
  const list = page.getByTestId('brand-list');
  await expect(list.getByTestId('brand-row').first()).toContainText('Yamaha');
  expect(await list.getByTestId('brand-row').count()).toBeGreaterThanOrEqual(28);
  expect(await axeOnStillPage(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Add a brand' });
  await form.getByLabel('Name in English').fill(brand);
  await form.getByLabel('Name in Bangla').fill('জেনো');
  await form.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 64, [30, 160, 90]),
  });
  await form.getByRole('button', { name: 'Add brand' }).click();
  const row = list.locator(`[data-brand="${brand}"]`);
  await expect(row).toContainText('জেনো');
  await expect(row).toContainText('0 bikes');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-320\.webp$/);
  // The page with a row open for editing passes axe too.
  await row.getByRole('button', { name: `Edit ${brand}` }).click();
  await expect(row.getByRole('form', { name: `Edit ${brand}` })).toBeVisible();
  expect(await axeOnStillPage(page)).toEqual([]);

  // --- The seller lists a bike of it ---------------------------------------------------------
  await page.context().clearCookies();
  await loginAs(page, seller, '/dashboard/addProducts');
  const add = page.getByTestId('add-product-form');
  await add.getByLabel('Product Name', { exact: true }).fill(model);
  await add.getByLabel('Brand', { exact: true }).selectOption(brand);
  await add.getByLabel('Price (Taka)', { exact: true }).fill('1,90,000');
  await add.getByLabel('Resale Price (Taka)', { exact: true }).fill('1,45,000');
  await add.getByLabel('Condition', { exact: true }).selectOption('Good');
  await add.getByLabel('Using Year', { exact: true }).fill('2');
  await add.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await add.getByLabel('Area', { exact: true }).fill('Mirpur');
  await add.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await add.getByLabel('Description', { exact: true }).fill('A city scooter, one owner.');
  await add.getByLabel('Add photos', { exact: true }).setInputFiles({
    name: 'bike.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 72, [200, 40, 40]),
  });
  await expect(add.getByTestId('photo-count')).toHaveText('1 of 8 photos');
  await add.getByRole('button', { name: 'Add Product' }).click();
  await closeDialog(page, `Product Added Successfully By Seller ${seller.name}`);

  // --- A buyer finds it by the brand filter and by the brand's name ---------------------------
  await page.context().clearCookies();
  await loginAs(page, buyer, `/bikes?brand=${brand}`);
  const cards = page.getByTestId('bike-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(model);
  await expect(page.locator(`input[name="brand"][value="${brand}"]`).first()).toBeChecked();
  await page.goto(`/bikes?q=${encodeURIComponent(`${brand.toLowerCase()} mirpur`)}`);
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('link').first().click();
  await expect(page.getByText(model).first()).toBeVisible();

  // --- The home page counts the brands; product.md's brand pages answer as before ------------
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^\d+ Brands$/ })).toBeVisible();
  await expect(page.getByTestId('brand-list').getByRole('link', { name: brand })).toBeVisible();
  for (const id of ['1', '2', '3']) {
    const res = await page.request.get(`/api/category/${id}`);
    expect(res.status()).toBe(200);
  }
});
