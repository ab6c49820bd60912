import type { Browser, Page } from '@playwright/test';
import { axeOnStillPage, type E2EUser, expect, listBike, loginAs, ORIGIN, test } from './fixtures';

/**
 * docs/product.md#conversations and #offers on the web: a buyer and a seller, each in their own browser
 * with their pages open, talk and bargain without reloading; the buyer pays the agreed price; the scam
 * guard masks contact details (in Bangla too); a block stops sending; a report is acknowledged; the
 * navbar counts unread messages live on any page, and a booking links both sides to its conversation;
 * and axe passes on the inbox, the conversation and My Orders on a phone.
 */

/** A signed-in page of `user` at `path`; `watch` sees the page before it loads (its first requests too). */
async function pageOf(
  browser: Browser,
  user: E2EUser,
  path: string,
  lang?: 'bn',
  watch?: (page: Page) => void,
): Promise<Page> {
  const context = await browser.newContext();
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: ORIGIN }]);
  const page = await context.newPage();
  watch?.(page);
  await loginAs(page, user, path);
  return page;
}

/** The buyer's conversation about the bike, opened through the API; its id. */
async function openConversation(page: Page, bikeId: string): Promise<string> {
  const opened = await page.request.post(`/api/products/${bikeId}/conversation`);
  expect(opened.status(), await opened.text()).toBe(200);
  return (await opened.json())._id as string;
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page
      .getByTestId('message')
      .filter({ hasText: text.slice(0, 12) })
      .last(),
  ).toBeVisible();
}

test('buyer and seller talk live, bargain and the buyer pays the agreed price', async ({
  browser,
  buyer,
  seller,
}) => {
  const bike = await listBike(seller, { resale_price: 180_000, original_price: 230_000 });
  const sellerPage = await pageOf(browser, seller, '/dashboard/messages');
  await expect(sellerPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(sellerPage.getByTestId('inbox-line')).toHaveCount(0);

  // The buyer starts from the bike page.
  const buyerPage = await pageOf(browser, buyer, `/bikeDetails/${bike._id}`);
  await buyerPage.getByTestId('chat-with-seller').click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/messages\/[^/]+$/);
  await expect(buyerPage.getByText('Never pay outside Best Bikes.')).toBeVisible();
  await send(buyerPage, 'Are the papers in your name?');
  await expect(buyerPage.getByTestId('receipt')).toHaveText('Sent');

  // The seller's inbox shows it without a reload: the bike, the buyer, the last message, one unread.
  const line = sellerPage.getByTestId('inbox-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(bike.product_name);
  await expect(line).toContainText('1,80,000 Taka');
  await expect(line).toContainText(`Buyer: ${buyer.name}`);
  await expect(line).toContainText('Are the papers in your name?');
  await expect(line.getByTestId('inbox-unread')).toContainText('1');
  // Read aloud as a whole phrase, the number written by the app (ADR 0439: no Lingui `#`).
  await expect(line.getByTestId('inbox-unread').locator('.sr-only')).toHaveText('1 unread message');
  await expect(sellerPage.getByTestId('messages-unread')).toContainText('1');
  await line.click();
  await expect(
    sellerPage.getByTestId('message').filter({ hasText: 'Are the papers in your name?' }),
  ).toBeVisible();

  // The buyer sees the seller read it, then the answer, without a reload.
  await expect(buyerPage.getByTestId('receipt')).toHaveText('Seen');
  await send(sellerPage, 'Yes, all the papers are in my name.');
  await expect(
    buyerPage.getByTestId('message').filter({ hasText: 'Yes, all the papers are in my name.' }),
  ).toBeVisible();

  // The buyer offers 1,70,000 through the panel; the seller counters 1,75,000; the buyer accepts.
  const buyerPanel = buyerPage.getByTestId('offer-panel');
  await buyerPanel.getByLabel('Your offer in Taka').fill('170000');
  await buyerPanel.getByRole('button', { name: 'Make an offer' }).click();
  await expect(buyerPanel.getByTestId('open-offer')).toContainText('Your offer: 1,70,000 Taka');

  const sellerPanel = sellerPage.getByTestId('offer-panel');
  await expect(sellerPanel.getByTestId('open-offer')).toContainText('The buyer offers 1,70,000 Taka');
  await expect(
    sellerPage.getByTestId('step-message').filter({ hasText: 'Offer made: 1,70,000 Taka' }),
  ).toBeVisible();
  await sellerPanel.getByLabel('Your counter-offer in Taka').fill('175000');
  await sellerPanel.getByRole('button', { name: 'Counter' }).click();

  await expect(buyerPanel.getByTestId('open-offer')).toContainText('The seller asks 1,75,000 Taka');
  await expect(
    buyerPage.getByTestId('step-message').filter({ hasText: 'Counter-offer: 1,75,000 Taka' }),
  ).toBeVisible();
  await buyerPanel.getByRole('button', { name: 'Accept 1,75,000 Taka' }).click();
  await expect(buyerPanel.getByTestId('agreed-offer')).toContainText('Price agreed: 1,75,000 Taka');
  await expect(sellerPanel.getByTestId('agreed-offer')).toContainText('Price agreed: 1,75,000 Taka');

  // The buyer books and pays the agreed price through the hosted checkout.
  await buyerPanel.getByRole('link', { name: 'Book at 1,75,000 Taka' }).click();
  await expect(buyerPage.getByTestId('agreed-price')).toContainText('Your agreed price: 1,75,000 Taka');
  const form = buyerPage.getByTestId('buy-form');
  await expect(form.getByLabel('Price', { exact: true })).toHaveValue('1,75,000 Taka');
  await form.getByLabel('Phone').fill('01912345678');
  await form.getByLabel('Location').fill('Mirpur 10, Dhaka');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await expect(buyerPage).toHaveURL(/\/api\/sandbox-gateway\/BB[0-9A-F]+$/);
  await expect(buyerPage.getByTestId('sandbox-amount')).toHaveText('175000.00 BDT');
  await buyerPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyerPage).toHaveURL(/\/payment\/success\?transactionID=BB[0-9A-F]+$/);
  await expect(buyerPage.getByTestId('dialog')).toContainText('Payment Successful');

  // The seller's conversation shows the payment, with the way to the deal.
  const paid = sellerPage.getByTestId('step-message').filter({ hasText: 'The deal is paid: 1,75,000 Taka' });
  await expect(paid).toBeVisible();
  await paid.getByRole('link', { name: 'Open the deal' }).click();
  await expect(sellerPage.getByTestId('deal-page')).toBeVisible();
  await sellerPage.getByTestId('deal-conversation').click();
  await expect(sellerPage.getByTestId('conversation-page')).toBeVisible();

  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('a phone number and a link before payment are masked with a warning, in Bangla too', async ({
  browser,
  buyer,
  seller,
}) => {
  const bike = await listBike(seller);
  const buyerPage = await pageOf(browser, buyer, '/');
  const id = await openConversation(buyerPage, bike._id);
  await buyerPage.goto(`/dashboard/messages/${id}`);
  const sellerPage = await pageOf(browser, seller, `/dashboard/messages/${id}`);
  const sellerBn = await pageOf(browser, seller, `/dashboard/messages/${id}`, 'bn');
  await expect(sellerBn.locator('html')).toHaveAttribute('lang', 'bn');

  await send(buyerPage, 'Call me on 01712345678 tonight');
  const mine = buyerPage.getByTestId('message').filter({ hasText: '01712345678' });
  await expect(mine.getByTestId('masked-notice')).toHaveText(
    'Your message was sent with the phone number hidden. Phone numbers are shown only after the deal is paid.',
  );
  const seen = sellerPage.getByTestId('message').filter({ hasText: 'Call me on' });
  await expect(seen).not.toContainText('01712345678');
  await expect(seen).toContainText('•••');
  await expect(seen.getByTestId('masked-warning')).toContainText(
    'Best Bikes hid a phone number in this message.',
  );
  await expect(seen.getByTestId('masked-warning')).toContainText('Never pay outside Best Bikes');

  await send(buyerPage, 'Photos at https://example.com/my-bike please look');
  const link = sellerPage.getByTestId('message').filter({ hasText: 'Photos at' });
  await expect(link).not.toContainText('example.com');
  await expect(link.getByTestId('masked-warning')).toContainText('Best Bikes hid a link in this message.');

  // The seller reading in Bangla: the warning and the composer's line in Bangla (live, no reload).
  const bnPhone = sellerBn.getByTestId('message').filter({ hasText: 'Call me on' });
  await expect(bnPhone.getByTestId('masked-warning')).toContainText(
    'এই বার্তায় Best Bikes একটি ফোন নম্বর লুকিয়ে রেখেছে',
  );
  const bnLink = sellerBn.getByTestId('message').filter({ hasText: 'Photos at' });
  await expect(bnLink.getByTestId('masked-warning')).toContainText('একটি লিংক');
  await expect(sellerBn.getByText('Best Bikes-এর বাইরে কখনো টাকা দেবেন না।')).toBeVisible();

  // The buyer in Bangla sees the notice in Bangla.
  const buyerBn = await pageOf(browser, buyer, `/dashboard/messages/${id}`, 'bn');
  await expect(
    buyerBn.getByTestId('message').filter({ hasText: '01712345678' }).getByTestId('masked-notice'),
  ).toHaveText('আপনার বার্তাটি ফোন নম্বর লুকিয়ে পাঠানো হয়েছে। ডিলের টাকা পরিশোধের পরেই কেবল ফোন নম্বর দেখানো হয়।');

  for (const p of [buyerPage, sellerPage, sellerBn, buyerBn]) await p.context().close();
});

test('a block stops sending on both sides, and a report is acknowledged', async ({
  browser,
  buyer,
  seller,
}) => {
  const bike = await listBike(seller);
  const buyerPage = await pageOf(browser, buyer, '/');
  const id = await openConversation(buyerPage, bike._id);
  await buyerPage.goto(`/dashboard/messages/${id}`);
  await send(buyerPage, 'Is it still available?');

  const sellerPage = await pageOf(browser, seller, `/dashboard/messages/${id}`);
  await sellerPage.getByTestId('block-toggle').click();
  await sellerPage.getByTestId('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(sellerPage.getByTestId('cannot-post')).toHaveText(
    'You have blocked this conversation. Unblock it to send a message.',
  );
  await expect(sellerPage.getByTestId('composer')).toHaveCount(0);
  // The buyer's page hears of it live, and the API refuses a message.
  await expect(buyerPage.getByTestId('cannot-post')).toHaveText(
    'You cannot send messages in this conversation.',
  );
  const refused = await buyerPage.request.post(`/api/conversations/${id}/messages`, {
    data: { text: 'Hello?' },
  });
  expect(refused.status()).toBe(403);

  await sellerPage.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = sellerPage.getByTestId('reason-dialog');
  await dialog.getByLabel('Fake or scam').check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(sellerPage.getByTestId('reported')).toHaveText(
    'Reported. An admin will read this conversation.',
  );

  // Unblocking lets both post again.
  await sellerPage.getByTestId('block-toggle').click();
  await expect(sellerPage.getByTestId('composer')).toBeVisible();
  await expect(buyerPage.getByTestId('composer')).toBeVisible();

  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('the navbar counts unread messages live on any page; a booking opens its conversation', async ({
  browser,
  buyer,
  seller,
}) => {
  const bike = await listBike(seller);
  // Counted from the page's first request: the stream can open before pageOf returns.
  const streams: string[] = [];
  const buyerPage = await pageOf(browser, buyer, '/', undefined, (page) =>
    page.on('request', (request) => {
      if (request.url().includes('/api/conversations/events')) streams.push(request.url());
    }),
  );
  const booked = await buyerPage.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
  });
  expect(((await booked.json()) as { acknowledged: boolean }).acknowledged).toBe(true);
  const link = buyerPage.getByTestId('navbar-messages');
  await expect(link).toHaveAccessibleName('Messages');
  await expect(buyerPage.getByTestId('navbar-messages-unread')).toHaveCount(0);

  // The seller answers from My Products, through the booking's conversation: the buyer, on the home
  // page, sees the count without a reload.
  const sellerPage = await pageOf(browser, seller, '/dashboard/myProducts');
  const card = sellerPage.getByTestId('my-product').filter({ hasText: bike.product_name });
  await card.getByTestId('buyer-conversation').click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/messages\/[^/]+$/);
  const id = sellerPage.url().split('/').pop();
  await send(sellerPage, 'Thanks for booking, the bike is ready for you.');
  await expect(buyerPage.getByTestId('navbar-messages-unread')).toHaveText('1');
  await expect(link).toHaveAccessibleName('Messages, 1 unread');
  await send(sellerPage, 'Come any day after 4 pm.');
  await expect(buyerPage.getByTestId('navbar-messages-unread')).toHaveText('2');

  // My Orders links the booking to the same conversation; reading it clears the count live, and the
  // tab kept its one stream from the public page into the dashboard.
  await buyerPage.getByRole('link', { name: 'Dashboard' }).first().click();
  await buyerPage.getByTestId('dashboard-drawer').getByRole('link', { name: 'My Orders' }).click();
  const order = buyerPage.getByTestId('order-row').filter({ hasText: bike.product_name });
  await order.getByTestId('order-conversation').click();
  await expect(buyerPage).toHaveURL(new RegExp(`/dashboard/messages/${id}$`));
  await expect(
    buyerPage.getByTestId('message').filter({ hasText: 'Come any day after 4 pm.' }),
  ).toBeVisible();
  await expect(buyerPage.getByTestId('navbar-messages-unread')).toHaveCount(0);
  await expect(link).toHaveAccessibleName('Messages');
  expect(streams).toHaveLength(1);

  // A new message while the buyer reads another page counts again, and the navbar link opens the inbox.
  await buyerPage.goto('/bikes');
  await send(sellerPage, 'See you soon.');
  await expect(buyerPage.getByTestId('navbar-messages-unread')).toHaveText('1');
  await link.click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/messages$/);
  await expect(buyerPage.getByTestId('inbox-line').filter({ hasText: 'See you soon.' })).toBeVisible();

  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('axe passes on the inbox and the conversation at 390 px', async ({ browser, buyer, seller }) => {
  const bike = await listBike(seller);
  const buyerPage = await pageOf(browser, buyer, '/');
  const id = await openConversation(buyerPage, bike._id);
  const posted = await buyerPage.request.post(`/api/conversations/${id}/messages`, {
    data: { text: 'My number is 01812345678, when can I see it?' },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const booked = await buyerPage.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Mirpur, Dhaka' },
  });
  expect(((await booked.json()) as { acknowledged: boolean }).acknowledged).toBe(true);
  await buyerPage.context().close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, seller, '/dashboard/messages');
  await expect(page.getByTestId('inbox-line')).toHaveCount(1);
  await expect(page.getByTestId('messages-unread')).toBeAttached();
  const violations = async () =>
    (await axeOnStillPage(page))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(await violations()).toEqual([]);

  await page.getByTestId('inbox-line').click();
  await expect(page.getByTestId('masked-warning')).toBeVisible();
  await expect(page.getByTestId('receipt')).toHaveCount(0);
  await expect(page.getByTestId('offer-panel')).toContainText('When the buyer makes an offer');
  await expect(page.getByTestId('messages-unread')).toHaveCount(0);
  expect(await violations()).toEqual([]);

  // The seller's My Products and the buyer's My Orders with the booking's conversation link, and the
  // navbar's Messages link with its count.
  await page.goto('/dashboard/myProducts');
  await expect(page.getByTestId('buyer-conversation')).toBeVisible();
  expect(await violations()).toEqual([]);
  const answered = await page.request.post(`/api/conversations/${id}/messages`, {
    data: { text: 'Yes, come and see it.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await context.close();

  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyerOnPhone = await buyerContext.newPage();
  await loginAs(buyerOnPhone, buyer, '/dashboard/myOrders');
  await expect(buyerOnPhone.getByTestId('order-conversation')).toBeVisible();
  await expect(buyerOnPhone.getByTestId('navbar-messages-unread')).toHaveText('1');
  const buyerViolations = (await axeOnStillPage(buyerOnPhone))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(buyerViolations).toEqual([]);
  await buyerContext.close();
});
