import type { BikeModel } from '@best-bikes/contract';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  axeOnStillPage,
  expect,
  fillAndSubmitListing,
  listBikes,
  loginAs,
  solidPng,
  test,
  uniqueTag,
} from './fixtures';

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
  await add.getByLabel('District', { exact: true }).selectOption('Dhaka');
  // Dhaka's areas are a list (docs/product.md#places).
  await add.getByTestId('area-select').selectOption({ label: 'Mirpur' });
  await fillAndSubmitListing(add, {
    price: '1,90,000',
    resale: '1,45,000',
    yearsOfUse: '2',
    colour: [200, 40, 40],
  });
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
  // The card's link to its bike (its seller's name links to the seller's page).
  await cards.first().locator('a[href*="/bikeDetails/"]').first().click();
  await expect(page).toHaveURL(/\/bikeDetails\//);
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

test('an admin adds a scooter model, a seller lists it, a buyer finds it misspelt; its price guide is the model’s', async ({
  page,
  seller,
  buyer,
}) => {
  const tag = uniqueTag()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6)
    .toLowerCase();
  const model = `Zuberra ${tag}`;
  const thisYear = new Date().getFullYear();

  // --- The admin adds the model to Bajaj on the brand's Models page --------------------------
  await loginAs(page, ADMIN, '/dashboard/brands');
  await page
    .getByTestId('brand-list')
    .locator('[data-brand="Bajaj"]')
    .getByRole('link', { name: 'Models Bajaj' })
    .click();
  await expect(page.getByRole('heading', { name: 'Bajaj models' })).toBeVisible();
  await expect(page.getByTestId('model-row').first()).toBeVisible();
  expect(await axeOnStillPage(page)).toEqual([]);
  const form = page.getByRole('form', { name: 'Add a model' });
  await form.getByLabel('Name in English').fill(model);
  await form.getByLabel('Name in Bangla').fill('জুবেরা');
  await form.getByLabel('Type').selectOption('scooter');
  await form.getByLabel('Engine (cc)').fill('125');
  await form.getByLabel('Made from (year)').fill('2021');
  await form.getByRole('button', { name: 'Add model' }).click();
  const row = page.getByTestId('model-list').locator(`[data-model="${model}"]`);
  await expect(row).toContainText('জুবেরা');
  await expect(row).toContainText('Scooter');
  expect(await axeOnStillPage(page)).toEqual([]);

  // --- The seller lists a bike of it through the form; five more through the API -------------
  await page.context().clearCookies();
  await loginAs(page, seller, '/dashboard/addProducts');
  const add = page.getByTestId('add-product-form');
  await add.getByLabel('Brand', { exact: true }).selectOption('Bajaj');
  await add.getByTestId('model-select').selectOption({ label: model });
  await expect(add.getByLabel('Product Name', { exact: true })).toHaveValue(model);
  await add.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await fillAndSubmitListing(add, {
    price: '2,00,000',
    resale: '1,50,000',
    yearsOfUse: '1',
    registrationYear: thisYear - 1,
    colour: [40, 120, 200],
  });
  await closeDialog(page, `Product Added Successfully By Seller ${seller.name}`);

  const models = (await (await page.request.get('/api/models')).json()) as BikeModel[];
  const added = models.find((m) => m.name === model);
  expect(added).toMatchObject({ brand_id: '2', type: 'scooter', engine_cc: 125 });
  await listBikes(
    seller,
    [140_000, 145_000, 155_000, 160_000, 165_000].map((price, i) => ({
      product_name: `${model} ${['STD', 'DLX', 'ABS', 'CBS', 'SE'][i]}`,
      category_name: 'Bajaj' as const,
      resale_price: price,
      original_price: 200_000,
      registration_year: thisYear - (i % 3),
      model_id: added?.id as string,
    })),
  );

  // --- A buyer finds it by type and a misspelt name, and through "Did you mean" --------------
  await page.context().clearCookies();
  await loginAs(page, buyer, '/bikes?type=scooter&q=zubera');
  const cards = page.getByTestId('bike-card');
  await expect(cards.filter({ hasText: model })).toHaveCount(6);
  await expect(page.locator('input[name="type"][value="scooter"]').first()).toBeChecked();
  await page.goto('/bikes?q=zubbeira');
  const didYouMean = page.getByTestId('did-you-mean');
  await expect(didYouMean).toContainText('Did you mean Zuberra');
  await didYouMean.getByRole('link').click();
  await expect(cards.filter({ hasText: model }).first()).toBeVisible();

  // --- Its page shows a price guide built from the model -------------------------------------
  await page.goto(`/bikes?type=scooter&q=${encodeURIComponent(model)}&sort=price_asc`);
  await cards
    .filter({ hasText: `${model} STD` })
    .first()
    .locator('a[href*="/bikeDetails/"]')
    .first()
    .click();
  const guide = page.getByTestId('price-guide');
  await expect(guide.getByTestId('price-band')).toBeVisible();
  await expect(guide.getByTestId('price-guide-basis')).toContainText(`Based on 6 bikes of the ${model}`);
});
