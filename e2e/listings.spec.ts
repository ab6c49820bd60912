import type { Page } from '@playwright/test';
import {
  expect,
  holdRequests,
  listBike,
  loginAs,
  solidPng,
  test,
  uniqueChassis,
  uniqueTag,
} from './fixtures';

async function closeDialog(page: Page, title: string, button = 'OK') {
  const dialog = page.getByTestId('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a seller lists and advertises a bike; it shows on the home page; a buyer finds it by search and sort', async ({
  page,
  browser,
  seller,
  buyer,
}) => {
  const model = `Pulsar E2E ${uniqueTag()}`;

  // --- The seller adds the bike -------------------------------------------------------------
  await loginAs(page, seller, '/dashboard/addProducts');
  await expect(page).toHaveTitle('Add Product - Best Bikes');
  const form = page.getByTestId('add-product-form');

  // docs/product.md#validation: every field is required, with product.md's exact words (double spaces included).
  await form.getByRole('button', { name: 'Add Product' }).click();
  const messages = await form.getByRole('alert').allTextContents();
  expect(messages).toEqual([
    'Product Name  Required',
    'Brand  Required',
    'Price Required',
    'Resale Price Required',
    'Condition  Required',
    'Using Year Required',
    'Pick a district',
    'Mobile Number Required',
    'Description is Required',
    'Please enter the chassis number (on the frame and the registration papers)',
    'Photo is Required',
  ]);

  await form.getByLabel('Product Name', { exact: true }).fill(model);
  await form.getByLabel('Brand', { exact: true }).selectOption('Bajaj');
  await form.getByLabel('Price (Taka)', { exact: true }).fill('2,000');
  // Cheaper than anything in the demo catalogue, so it leads the Low To High sort.
  await form.getByLabel('Resale Price (Taka)', { exact: true }).fill('1,000');
  await form.getByLabel('Condition', { exact: true }).selectOption('Good');
  await form.getByLabel('Using Year', { exact: true }).fill('1');
  await form.getByLabel('District', { exact: true }).selectOption('Khulna');
  await form.getByLabel('Mobile Number', { exact: true }).fill('01712345678');
  await form.getByLabel('Description', { exact: true }).fill('Listed by the end-to-end test.');
  await form.getByLabel('Chassis Number', { exact: true }).fill(uniqueChassis());
  // The upload is held until its progress bar has been seen; the photo uploads as it is chosen.
  const upload = await holdRequests(page, '**/api/images');
  await form.getByLabel('Add photos', { exact: true }).setInputFiles({
    name: 'bike.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 72, [Date.now() % 256, 120, 200]),
  });
  await expect(form.getByTestId('photo-upload').getByRole('progressbar')).toBeVisible();
  upload.release();
  await expect(form.getByTestId('photo-count')).toHaveText('1 of 8 photos');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await closeDialog(page, `Product Added Successfully By Seller ${seller.name}`);
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/);

  // --- My Products: advertise it -------------------------------------------------------------
  await expect(page.getByRole('heading', { name: `${seller.name} You Have Added 1 Products` })).toBeVisible();
  const card = page.getByTestId('my-product').filter({ hasText: model });
  await expect(card.getByText('Available')).toBeVisible();
  await expect(card.getByText('1,000 Taka')).toBeVisible();
  await card.getByRole('button', { name: 'Advertise' }).click();
  await expect(page.getByText(`Advertise of Bike ${model} Done`)).toBeVisible();
  await expect(card.getByTestId('advertised-marker')).toHaveText('Advertised');
  await expect(card.getByRole('button', { name: 'Advertise' })).toHaveCount(0);

  // --- Home: it is under Advertised Products --------------------------------------------------
  await page.goto('/');
  // The gallery and advertised bikes load as they near the screen (ADR 0094).
  await page.getByTestId('later-sections').scrollIntoViewIfNeeded();
  const advertised = page.getByTestId('advertised-grid');
  await advertised.scrollIntoViewIfNeeded();
  const ad = advertised.getByRole('article', { name: model });
  await expect(ad).toBeVisible();
  await expect(ad).toContainText('Bajaj');
  await expect(ad).toContainText('1,000 Taka');
  await expect(ad).toContainText(seller.name);
  await expect(ad).toContainText('01712345678');

  // --- A buyer finds it on the Bajaj page by sort and by search ------------------------------
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await loginAs(buyerPage, buyer, '/category/2');
  await expect(buyerPage.getByRole('heading', { name: 'Bajaj Bikes' })).toBeVisible();
  await expect(buyerPage).toHaveTitle('Bajaj Bikes - Best Bikes');

  const sortedPage = buyerPage.waitForResponse((r) => r.url().includes('/api/category/2?sort=price_asc'));
  await buyerPage.getByTestId('sort-select').selectOption({ label: 'Low To High' });
  await expect(buyerPage).toHaveURL(/\/category\/2\?sort=price_asc$/);
  await sortedPage;
  await expect(buyerPage.getByTestId('bike-card').filter({ hasText: model })).toBeVisible();
  // The previous order stays on screen, dimmed and busy, until the sorted page arrives. The address
  // changes before React shows the navigation's render (a transition), so for a moment the old order
  // stands there undimmed under the new address: the check waits for the sorted render itself (a CI
  // run read the newest-first prices there once).
  await expect(buyerPage.getByTestId('bike-grid')).toHaveAttribute('aria-busy', 'false');
  const shownPrices = async () =>
    (await buyerPage.getByTestId('bike-price').allTextContents()).map((p) => Number(p.replace(/[^\d]/g, '')));
  await expect
    .poll(
      async () => {
        const values = await shownPrices();
        return values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
      },
      { message: 'the bikes are shown cheapest first' },
    )
    .toBe(true);

  await buyerPage.getByTestId('search-input').fill(model.slice(0, -2).toLowerCase());
  await buyerPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(buyerPage).toHaveURL(/sort=price_asc&q=/);
  await expect(buyerPage.getByTestId('result-count')).toHaveText(/^1 bike matching/);
  const found = buyerPage.getByTestId('bike-card');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(model);
  await expect(found).toContainText('1 Year');
  await expect(found).toContainText('Khulna');
  await expect(found.getByRole('link', { name: 'Buy' })).toHaveAttribute(
    'href',
    /\/bikeDetails\/[0-9a-f]{24}#buy$/,
  );

  // The URL alone brings back the same page (it can be shared).
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('bike-card')).toHaveCount(1);
  await expect(buyerPage.getByTestId('sort-select')).toHaveValue('price_asc');

  // A search that matches nothing says so.
  await buyerPage.getByTestId('search-input').fill('no such model anywhere');
  await buyerPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(buyerPage.getByTestId('empty-listing')).toBeVisible();
  await buyerContext.close();
});

test('a seller deletes a bike after confirming; its page then says it is no longer listed', async ({
  page,
  seller,
}) => {
  await loginAs(page, seller, '/dashboard/myProducts');
  await expect(page.getByTestId('no-products')).toContainText('No Product Available');
  await expect(page.getByRole('link', { name: 'Click Here' })).toHaveAttribute(
    'href',
    '/dashboard/addProducts',
  );

  // List a bike through the API, as the form would.
  const { _id: id, product_name: model } = await listBike(seller, {
    product_name: `Gixxer E2E ${uniqueTag()}`,
    category_name: 'Suzuki',
    description: 'To be deleted.',
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: `${seller.name} You Have Added 1 Products` })).toBeVisible();
  const card = page.getByTestId('my-product').filter({ hasText: model });

  // Cancel changes nothing.
  await card.getByRole('button', { name: `Delete ${model}` }).click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog.getByRole('heading', { name: `Want to Delete ${model} From List ?` })).toBeVisible();
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${model}` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Done!' })).toBeVisible();
  await expect(dialog).toContainText(`Product ${model} Deleted Successfully`);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('no-products')).toBeVisible();

  // A removed bike's page says so and sends the visitor on (e2e/bike-gone.spec.ts, docs/product.md#found-and-shared).
  await page.goto(`/bikeDetails/${id}`);
  await expect(
    page.getByTestId('bike-gone').getByRole('heading', { name: 'This bike is sold or no longer listed' }),
  ).toBeVisible();
});
