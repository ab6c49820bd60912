import { expect, listBikes, loginAs, test } from './fixtures';

/**
 * docs/product.md#found-and-shared: a bike its seller removed answers 410, and its page (first HTML
 * and app) sends the visitor on to a bike like it on sale.
 */
test('a removed bike answers 410 and links to a bike like it on sale', async ({ page, seller }) => {
  // A price no other test lists near, so that the bike like it is among the six shown.
  const [gone, like] = await listBikes(seller, [
    { category_name: 'Suzuki', resale_price: 987_000, original_price: 1_100_000 },
    { category_name: 'Suzuki', resale_price: 975_000, original_price: 1_100_000 },
  ]);
  if (!gone || !like) throw new Error('bikes not listed');
  await loginAs(page, seller, '/');
  const removed = await page.request.delete(`/api/products/${gone._id}`);
  expect(removed.status(), await removed.text()).toBe(200);

  const answer = await page.goto(`/bikeDetails/${gone._id}`);
  expect(answer?.status()).toBe(410);
  const first = await answer?.text();
  expect(first).toContain(`<a href="/bikeDetails/${like._id}">`);
  const pageOfIt = page.getByTestId('bike-gone');
  await expect(
    pageOfIt.getByRole('heading', { name: 'This bike is sold or no longer listed' }),
  ).toBeVisible();
  await expect(pageOfIt.getByRole('link', { name: 'All Suzuki bikes for sale' })).toBeVisible();
  await pageOfIt.getByRole('link', { name: `Suzuki ${like.product_name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bikeDetails/${like._id}$`));
  await expect(page.getByText(like.product_name).first()).toBeVisible();
});
