import type { Browser, Page } from '@playwright/test';
import { type E2EUser, expect, listBike, loginAs, signUpViaApi, test } from './fixtures';

/**
 * docs/product.md#offers: a buyer offers 1,70,000 Taka in the conversation (typed in Bangla digits),
 * the seller counters 1,75,000, the buyer accepts and pays 1,75,000 through the hosted checkout;
 * another buyer still sees the listed price.
 */

async function signedInPage(browser: Browser, user: E2EUser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user, path);
  return page;
}

test('offer, counter, accept and pay the agreed price', async ({ browser, page, buyer, seller }) => {
  const bike = await listBike(seller, { resale_price: 180_000, original_price: 230_000 });

  // The buyer opens the conversation about the bike (the bike page's "Chat with seller" does the same).
  await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
  const opened = await page.request.post(`/api/products/${bike._id}/conversation`);
  expect(opened.status(), await opened.text()).toBe(200);
  const conversationId = (await opened.json())._id as string;
  const conversationPath = `/dashboard/messages/${conversationId}`;
  await page.goto(conversationPath);

  const panel = page.getByTestId('offer-panel');
  await expect(panel.getByText('Listed price: 1,80,000 Taka')).toBeVisible();
  // Below half the price is refused before it is sent, with the server's words.
  await panel.getByLabel('Your offer in Taka').fill('80000');
  await panel.getByRole('button', { name: 'Make an offer' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'This offer is below half the listed price. Please offer at least half of the price.',
  );
  // Bangla digits are the same number.
  await panel.getByLabel('Your offer in Taka').fill('১,৭০,০০০');
  await panel.getByRole('button', { name: 'Make an offer' }).click();
  await expect(panel.getByTestId('open-offer')).toContainText('Your offer: 1,70,000 Taka');
  await expect(panel.getByRole('button', { name: 'Withdraw my offer' })).toBeVisible();

  // The seller answers with a counter-offer.
  const sellerPage = await signedInPage(browser, seller, conversationPath);
  const sellerPanel = sellerPage.getByTestId('offer-panel');
  await expect(sellerPanel.getByTestId('open-offer')).toContainText('The buyer offers 1,70,000 Taka');
  await expect(sellerPanel.getByRole('button', { name: 'Accept 1,70,000 Taka' })).toBeVisible();
  await sellerPanel.getByLabel('Your counter-offer in Taka').fill('175000');
  await sellerPanel.getByRole('button', { name: 'Counter' }).click();
  await expect(sellerPanel.getByTestId('open-offer')).toContainText('Your offer: 1,75,000 Taka');

  // The buyer sees the counter (the panel looks again when an offer step arrives) and accepts it.
  await page.reload();
  await expect(panel.getByTestId('open-offer')).toContainText('The seller asks 1,75,000 Taka');
  await panel.getByRole('button', { name: 'Accept 1,75,000 Taka' }).click();
  await expect(panel.getByTestId('agreed-offer')).toContainText('Price agreed: 1,75,000 Taka');

  await sellerPage.reload();
  await expect(sellerPanel.getByTestId('agreed-offer')).toContainText(
    'The buyer can book and pay at this price until',
  );
  await sellerPage.context().close();

  // "Book at" leads to the bike's buy page at the agreed price.
  await panel.getByRole('link', { name: 'Book at 1,75,000 Taka' }).click();
  await expect(page).toHaveURL(new RegExp(`/bikeDetails/${bike._id}$`));
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
