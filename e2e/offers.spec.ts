import type { Browser, Page } from '@playwright/test';
import { type E2EUser, expect, listBike, loginAs, signUpViaApi, test } from './fixtures';

/**
 * docs/product.md#offers: a buyer offers 1,70,000 Taka in the conversation, the seller counters
 * 1,75,000, the buyer accepts and pays 1,75,000 through the hosted checkout; another buyer still
 * sees the listed price.
 */

async function signedInPage(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user, path);
  return page;
}

test('offer, counter, accept and pay the agreed price', async ({ browser, page, buyer, seller }) => {
  const bike = await listBike(seller, { resale_price: 180_000, original_price: 230_000 });

  // The buyer opens the conversation about the bike and offers; the seller counters; the buyer
  // accepts. Through the API: the conversation page that mounts the offer panel is not on main yet.
  await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
  const opened = await page.request.post(`/api/products/${bike._id}/conversation`);
  expect(opened.status(), await opened.text()).toBe(200);
  const conversationId = (await opened.json())._id as string;
  const tooLow = await page.request.post(`/api/conversations/${conversationId}/offers`, {
    data: { amount: 80_000 },
  });
  expect(tooLow.status()).toBe(400);
  expect((await tooLow.json()).message).toBe(
    'This offer is below half the listed price. Please offer at least half of the price.',
  );
  const made = await page.request.post(`/api/conversations/${conversationId}/offers`, {
    data: { amount: 170_000 },
  });
  expect(made.status(), await made.text()).toBe(200);

  const sellerPage = await signedInPage(browser, seller, '/');
  const countered = await sellerPage.request.post(`/api/conversations/${conversationId}/offers`, {
    data: { amount: 175_000 },
  });
  expect(countered.status(), await countered.text()).toBe(200);
  const counter = (await countered.json()).open;
  expect(counter).toMatchObject({ by: 'seller', amount: 175_000 });
  await sellerPage.context().close();

  const accepted = await page.request.post(`/api/offers/${counter._id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect((await accepted.json()).agreed).toMatchObject({ amount: 175_000 });

  // The bike page shows the buyer the agreed price, and the checkout charges it.
  await page.reload();
  await expect(page.getByTestId('agreed-price')).toContainText('Your agreed price: 1,75,000 Taka');
  const form = page.getByTestId('buy-form');
  await expect(form.getByLabel('Price', { exact: true })).toHaveValue('1,75,000 Taka');
  await form.getByLabel('Phone').fill('01912345678');
  await form.getByLabel('Location').fill('Mirpur 10, Dhaka');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-gateway\/BB[0-9A-F]+$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('175000.00 BDT');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/success\?transactionID=BB[0-9A-F]+$/);
  await expect(page.getByTestId('dialog')).toContainText('Payment Successful');
});

test('another buyer sees the listed price while one has an agreed price', async ({
  browser,
  page,
  request,
  buyer,
  seller,
}) => {
  const bike = await listBike(seller, { resale_price: 180_000, original_price: 230_000 });
  await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
  const opened = await page.request.post(`/api/products/${bike._id}/conversation`);
  const conversationId = (await opened.json())._id as string;
  const made = await page.request.post(`/api/conversations/${conversationId}/offers`, {
    data: { amount: 170_000 },
  });
  expect(made.status(), await made.text()).toBe(200);
  const sellerPage = await signedInPage(browser, seller, '/');
  const accepted = await sellerPage.request.post(`/api/offers/${(await made.json()).open._id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await sellerPage.context().close();

  await page.reload();
  await expect(page.getByTestId('agreed-price')).toContainText('1,70,000 Taka');
  await expect(page.getByTestId('buy-form').getByLabel('Price', { exact: true })).toHaveValue(
    '1,70,000 Taka',
  );

  const other = await signUpViaApi(request, { role: 'Buyer' });
  const otherPage = await signedInPage(browser, other, `/bikeDetails/${bike._id}`);
  await expect(otherPage.getByTestId('buy-form').getByLabel('Price', { exact: true })).toHaveValue(
    '1,80,000 Taka',
  );
  await expect(otherPage.getByTestId('agreed-price')).toHaveCount(0);
  await otherPage.context().close();
});
