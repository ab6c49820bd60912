import type { BikeModel } from '@best-bikes/contract';
import {
  ADMIN,
  axeOnStillPage,
  expect,
  fillAndSubmitListing,
  listBikes,
  loginAs,
  test,
  uniqueTag,
} from './fixtures';

/**
 * Places and models in the search (docs/product.md#places, #brands-and-models) on a 390 px phone: a
 * seller lists a TVS Ntorq 125 scooter in Mirpur, Dhaka, through the form's district → area select; a
 * buyer finds it by type, district and area and a misspelt model name, narrows to the model, sorts
 * "nearest first" from their district, and its page shows the model's price guide. An admin files an
 * "Other" listing under its model on the Other models page.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a scooter listed in Mirpur is found by type, area and a misspelt model; its page has a price guide', async ({
  page,
  seller,
  buyer,
}) => {
  const tag = uniqueTag()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6)
    .toLowerCase();
  const name = `Ntorq 125 Race ${tag}`;
  const thisYear = new Date().getFullYear();
  const models = (await (await page.request.get('/api/models')).json()) as BikeModel[];
  const ntorq = models.find((m) => m.brand_id === '6' && m.name === 'Ntorq 125');
  expect(ntorq).toMatchObject({ type: 'scooter' });

  // --- The seller lists it: brand → model, district → area -----------------------------------
  await loginAs(page, seller, '/dashboard/addProducts');
  const add = page.getByTestId('add-product-form');
  await add.getByLabel('Product Name', { exact: true }).fill(name);
  await add.getByLabel('Brand', { exact: true }).selectOption('TVS');
  await add.getByTestId('model-select').selectOption({ label: 'Ntorq 125' });
  // No area list before a district is picked; Dhaka's areas once it is.
  await expect(add.getByTestId('area-select')).toHaveCount(0);
  await add.getByTestId('district-select').selectOption('Dhaka');
  await add.getByTestId('area-select').selectOption({ label: 'Mirpur' });
  await fillAndSubmitListing(add, {
    price: '2,10,000',
    resale: '1,55,000',
    yearsOfUse: '1',
    registrationYear: thisYear - 1,
    colour: [40, 160, 120],
  });
  const dialog = page.getByTestId('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Product Added Successfully By Seller ${seller.name}` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  // Five more of the model elsewhere, so the price guide has comparables.
  await listBikes(
    seller,
    [140_000, 150_000, 160_000, 165_000, 170_000].map((price, i) => ({
      product_name: `Ntorq 125 ${tag} ${i}`,
      category_name: 'TVS' as never,
      resale_price: price,
      original_price: 210_000,
      registration_year: thisYear - (i % 2),
      district: 'Sylhet',
      model_id: ntorq?.id as string,
    })),
  );

  // --- The buyer: a misspelt model, then type, district and area from the filters ----------
  await page.context().clearCookies();
  await loginAs(page, buyer, '/bikes?q=nitorq');
  const cards = page.getByTestId('bike-card');
  await expect(cards.filter({ hasText: name })).toHaveCount(1);
  const drawer = page.getByTestId('filters-drawer');
  await drawer.locator('summary').click();
  await drawer.getByTestId('facet-type').getByLabel('Scooter').click();
  await expect(page).toHaveURL(/type=scooter/);
  await drawer.getByTestId('facet-district').getByLabel('Dhaka').click();
  await expect(page).toHaveURL(/district=Dhaka/);
  await drawer.getByTestId('facet-area').getByLabel('Mirpur').click();
  await expect(page).toHaveURL(/area=dhaka-mirpur/);
  await expect(cards.filter({ hasText: name })).toHaveCount(1);
  await expect(cards.filter({ hasText: `Ntorq 125 ${tag} 0` })).toHaveCount(0);

  await expect(drawer.getByTestId('facet-area').getByLabel('Mirpur')).toBeChecked();

  // The model filter offers the chosen brand's models.
  await drawer.getByTestId('facet-brand').getByLabel('TVS').click();
  await drawer.getByTestId('facet-model').getByLabel('Ntorq 125').click();
  await expect(page).toHaveURL(new RegExp(`model=${ntorq?.id}`));
  await expect(cards.filter({ hasText: name })).toHaveCount(1);

  // "Nearest first" from the buyer's district, remembered on the device.
  await page.goto(`/bikes?q=${encodeURIComponent(tag)}`);
  await page.getByTestId('search-sort').selectOption('near');
  await expect(page.getByText('Pick your district to see the nearest bikes first.')).toBeVisible();
  await page.getByTestId('near-district').selectOption('Gazipur');
  await expect(page).toHaveURL(/sort=near&near=Gazipur|near=Gazipur/);
  // Gazipur's neighbour Dhaka comes before Sylhet.
  await expect(cards.filter({ hasText: tag }).first()).toContainText(name);
  expect(await page.evaluate(() => localStorage.getItem('near-district'))).toBe('Gazipur');

  // --- Its page shows the model's price guide ------------------------------------------------
  await cards.filter({ hasText: name }).first().locator('a[href*="/bikeDetails/"]').first().click();
  await expect(page.getByTestId('bike-page-facts')).toContainText('Mirpur');
  const guide = page.getByTestId('price-guide');
  await expect(guide.getByTestId('price-band')).toBeVisible();
  await expect(guide.getByTestId('price-guide-basis')).toContainText('of the Ntorq 125');
});

test('an admin files an "Other" listing under its model; the listing keeps its name', async ({
  page,
  seller,
}) => {
  const tag = uniqueTag()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6)
    .toLowerCase();
  const name = `Pulsar 150 Twin Disc Neon ${tag}`;
  const [bike] = await listBikes(seller, [
    { product_name: name, category_name: 'Bajaj', bike_type: 'motorcycle' },
  ]);

  await loginAs(page, ADMIN, '/dashboard/other-models');
  await expect(page).toHaveTitle('Other models - Best Bikes');
  const row = page.getByTestId('other-model-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  expect(await axeOnStillPage(page)).toEqual([]);
  await row.getByLabel('Model').selectOption({ label: 'Pulsar 150' });
  await row.getByRole('button', { name: 'File under this model' }).click();
  await expect(row).toHaveCount(0);

  const filed = await (await page.request.get(`/api/bikeDetails/${bike?._id}`)).json();
  expect(filed).toMatchObject({ product_name: name, bike_type: 'motorcycle' });
  expect(filed.model_id).toMatch(/^2-/);
});
