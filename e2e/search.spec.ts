import { expect, listBikes, loginAs, test, uniqueTag } from './fixtures';

test('a buyer finds a bike by filters and by a Bangla query; back and forward restore the search', async ({
  page,
  seller,
}) => {
  const tag = uniqueTag();
  await listBikes(seller, [
    { product_name: `Pulsar ${tag}`, category_name: 'Bajaj', resale_price: 150_000, location: 'Khulna' },
    {
      product_name: `Pulsar NS ${tag}`,
      category_name: 'Bajaj',
      resale_price: 190_000,
      registration_papers: true,
    },
    {
      product_name: `Gixxer ${tag}`,
      category_name: 'Suzuki',
      resale_price: 200_000,
      original_price: 300_000,
    },
  ]);
  const count = page.getByTestId('search-count');
  const results = page.getByTestId('search-results');

  // From the navbar's plain search box.
  await page.goto('/');
  await page.getByTestId('navbar-search').fill(tag);
  await page.getByTestId('navbar-search').press('Enter');
  await expect(page).toHaveURL(`/bikes?q=${tag}`);
  await expect(count).toHaveText(`3 bikes matching “${tag}”`);

  // Filters: a brand (with its count), then a price range; each is a new URL.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const bajaj = filters.getByTestId('facet-brand').getByRole('checkbox', { name: 'Bajaj' });
  await expect(filters.getByTestId('facet-brand').locator('label', { hasText: 'Bajaj' })).toContainText('2');
  // The box follows the URL, so it ticks once the new search is in the address bar.
  await bajaj.click();
  await expect(page).toHaveURL(`/bikes?q=${tag}&brand=Bajaj`);
  await expect(count).toHaveText(`2 bikes matching “${tag}”`);
  await filters.getByLabel('To').first().fill('170000');
  await filters.getByTestId('apply-ranges').click();
  await expect(page).toHaveURL(`/bikes?q=${tag}&brand=Bajaj&price_max=170000`);
  await expect(count).toHaveText(`1 bike matching “${tag}”`);
  await expect(results.getByRole('heading', { name: `Pulsar ${tag}` })).toBeVisible();

  // Back and forward walk the searches, filters included.
  await page.goBack();
  await expect(count).toHaveText(`2 bikes matching “${tag}”`);
  await expect(bajaj).toBeChecked();
  await page.goBack();
  await expect(count).toHaveText(`3 bikes matching “${tag}”`);
  await expect(bajaj).not.toBeChecked();
  await page.goForward();
  await expect(count).toHaveText(`2 bikes matching “${tag}”`);

  // Papers only.
  await filters.getByTestId('filter-papers').click();
  await expect(count).toHaveText(`1 bike matching “${tag}”`);
  await expect(results.getByRole('heading', { name: `Pulsar NS ${tag}` })).toBeVisible();

  // A Bangla query finds the same Pulsars as the English one.
  await page.goto('/bikes');
  await page.getByTestId('search-text').fill(`পালসার ${tag}`);
  await page.getByTestId('search-text').press('Enter');
  await expect(count).toHaveText(`2 bikes matching “পালসার ${tag}”`);
  await expect(results.getByRole('heading', { name: `Pulsar ${tag}` })).toBeVisible();
  await expect(results.getByRole('heading', { name: `Pulsar NS ${tag}` })).toBeVisible();
  // The shared link opens the same search.
  const shared = page.url();
  await page.goto('/');
  await page.goto(shared);
  await expect(count).toHaveText(`2 bikes matching “পালসার ${tag}”`);
});

test('the price guide shows with 5 comparable bikes, says so below; the home page lists recently viewed bikes', async ({
  page,
  seller,
  buyer,
}) => {
  const tag = uniqueTag();
  const model = `Dominar ${tag}`;
  const bikes = await listBikes(
    seller,
    [150_000, 160_000, 170_000, 180_000, 250_000].map((resale_price) => ({
      product_name: model,
      resale_price,
      original_price: 400_000,
    })),
  );
  const [lonely] = await listBikes(seller, [{ product_name: `Avenger ${tag}` }]);

  await loginAs(page, buyer, `/bikeDetails/${bikes[4]!._id}`);
  const guide = page.getByTestId('price-guide');
  await expect(guide.getByTestId('price-band')).toHaveText('High price');
  await expect(guide.getByTestId('price-median')).toHaveText('1,70,000 Taka');
  await expect(guide).toContainText('5 bikes of this model');

  await page.goto(`/bikeDetails/${lonely!._id}`);
  await expect(page.getByTestId('price-guide-too-few')).toContainText('Not enough data yet');

  // Newest first on the home page.
  await page.goto('/');
  const recent = page.getByTestId('recently-viewed');
  await expect(recent.getByRole('link')).toHaveCount(2);
  await expect(recent.getByRole('link').first()).toContainText(`Avenger ${tag}`);
  await expect(recent.getByRole('link').nth(1)).toContainText(model);
});
