import type { APIRequestContext, Page } from '@playwright/test';
import {
  type E2EBike,
  expect,
  fillCard,
  listBike,
  listBikes,
  loginAs,
  signUpViaApi,
  test,
  uniqueTag,
} from './fixtures';

/** docs/product.md#everyday-use, buyers: what made a newcomer stumble, each seen the way a person sees it. */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** Books `bike` as the signed-in buyer of `page`. */
async function bookViaApi(page: Page, bike: E2EBike, phone = '01712345678') {
  const res = await page.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: phone, buyerLocation: 'Dhanmondi, Dhaka' },
  });
  const body = await res.json();
  expect(body.acknowledged, JSON.stringify(body)).toBe(true);
  return { bike, bookingId: body.insertedId as string };
}

/** Pays a booking with 4242… through the API, as the payment page would. */
async function payViaApi(request: APIRequestContext, bookingId: string) {
  const intent = await (
    await request.post('/api/create-payment-intent', { data: { _id: bookingId } })
  ).json();
  const confirmed = await (
    await request.post('/api/test-payments/confirm', {
      data: {
        clientSecret: intent.clientSecret,
        card: {
          number: '4242424242424242',
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
          cvc: '123',
        },
      },
    })
  ).json();
  const recorded = await request.post('/api/payments', {
    data: { transactionId: confirmed.paymentIntent.id, bookingId },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
}

test.describe('1. payment feedback where the eye is', () => {
  test('a wrong number marks its field; a decline and the success appear under Pay, focused', async ({
    page,
    buyer,
    bike,
  }) => {
    await page.setViewportSize(LAPTOP);
    await loginAs(page, buyer, '/');
    const { bookingId } = await bookViaApi(page, bike);
    await page.goto(`/dashboard/payment/${bookingId}`);
    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeEnabled();

    // A number that fails the check: the number field is marked, told why and focused.
    await fillCard(page, '4242 4242 4242 4241');
    await pay.click();
    const number = page.getByTestId('card-form').getByLabel('Card number');
    await expect(page.getByTestId('card-field-error')).toHaveText('Your card number is incorrect.');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();
    await expect(page.getByTestId('card-form').getByLabel('CVC')).toHaveAttribute('aria-invalid', 'false');

    // A decline: right under the button, in view, focused, announced.
    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    const error = page.getByTestId('card-error');
    await expect(error).toHaveText('Your card was declined. Try Again..');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toBeInViewport();
    await expect(page.getByTestId('payment-outcome')).toBeFocused();
    await expect(page.getByTestId('card-field-error')).toHaveCount(0);

    // The success, on a phone: in view and focused, and the heading says it is paid.
    await page.setViewportSize(PHONE);
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    const success = page.getByTestId('payment-success');
    await expect(success).toContainText('Transaction ID: pi_');
    await expect(success).toBeInViewport();
    await expect(page.getByTestId('payment-outcome')).toBeFocused();
    await expect(page.getByTestId('amount-line')).toContainText(`${buyer.name}, you have paid`);
    await expect(page.getByTestId('amount-line')).not.toContainText('You have to pay');
    await expect(page.getByTestId('test-cards')).toHaveCount(0);
  });
});

test.describe('2. a checkout left at the gateway', () => {
  test('shows in My Orders with its end time, Resume opens the gateway again, Cancel frees the bike', async ({
    page,
    buyer,
    bike,
  }) => {
    await loginAs(page, buyer, `/bikeDetails/${bike._id}`);
    const form = page.getByTestId('buy-form');
    await form.getByLabel('Phone').fill('+880 1912-345678');
    await form.getByLabel('Location').fill('Mirpur 10, Dhaka');
    await form.getByLabel('Post code (optional)').fill('12160');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(form.getByText('Post code must be 4 digits, e.g. 1205')).toBeVisible();
    await form.getByLabel('Post code (optional)').fill('1216');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/BB[0-9A-F]+$/);
    const first = page.url();

    // The buyer leaves the gateway page without choosing.
    await page.goto('/dashboard/myOrders');
    await expect(
      page.getByRole('heading', { name: `${buyer.name}, you have 1 order pending` }),
    ).toBeVisible();
    const row = page.getByTestId('order-row').filter({ hasText: bike.product_name });
    await expect(row.getByTestId('order-expiry')).toContainText('Checkout started, bike held until');
    await expect(row.getByTestId('order-expiry')).toContainText(/\((29|30) min left\)/);

    await row.getByRole('button', { name: 'Resume checkout' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/BB[0-9A-F]+$/);
    expect(page.url()).not.toBe(first);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();

    await page.goto('/dashboard/myOrders');
    await row.getByRole('button', { name: 'Cancel checkout' }).click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(`Cancel the checkout of ${bike.product_name}?`);
    await dialog.getByRole('button', { name: 'Cancel checkout' }).click();
    await expect(page.getByText('You Have Not Booked Any Bikes Yet..')).toBeVisible();
    const released = await page.request.get(`/api/bikeDetails/${bike._id}`);
    expect((await released.json()).availableStatus).toBe('Available');
  });
});

test.describe('3. scroll position', () => {
  test('a page opened from the address bar starts at the top; back restores where the reader was', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    // The home page's later sections load late: scroll until the page is long enough.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    // A full load of another page (typed into the address bar).
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200)).toBe(
      true,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Within the app: scroll, follow a link, come back.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/"]');
      link?.click();
    });
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  });
});

test.describe('4–6. My Orders', () => {
  test('on a phone the orders are cards with Pay in view; the count is the unpaid ones; each says until when', async ({
    page,
    buyer,
    seller,
  }) => {
    const [one, two] = await listBikes(seller, [{}, {}]);
    await loginAs(page, buyer, '/');
    const paid = await bookViaApi(page, one!);
    const unpaid = await bookViaApi(page, two!);
    await payViaApi(page.request, paid.bookingId);

    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/myOrders');
    await expect(
      page.getByRole('heading', { name: `${buyer.name}, you have 1 order pending` }),
    ).toBeVisible();
    await expect(page.getByTestId('orders-cards')).toBeVisible();
    const card = page.getByTestId('order-row').filter({ hasText: unpaid.bike.product_name });
    const payLink = card.getByRole('link', { name: 'Pay', exact: true });
    await expect(payLink).toBeInViewport();
    const box = await payLink.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(card.getByTestId('order-expiry')).toContainText(/^Pay by .+ \((1 d 23 h|2 d 0 h) left\)$/);
    await expect(
      page.getByTestId('order-row').filter({ hasText: paid.bike.product_name }).getByTestId('paid-badge'),
    ).toBeVisible();

    await page.setViewportSize(LAPTOP);
    await expect(page.getByTestId('orders-table')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Pay', exact: true })).toBeInViewport();
  });
});

test.describe('5. status text that agrees with itself', () => {
  test('an unknown transaction id shows only the error; a page past the end says so and links back', async ({
    page,
    buyer,
  }) => {
    await loginAs(page, buyer, '/payment/success?transactionID=BBUNKNOWN0000');
    await expect(page.getByRole('alert')).toContainText('No payment with this transaction ID.');
    await expect(page.getByTestId('dialog')).toHaveCount(0);
    await expect(page.getByText('Payment Successful')).toHaveCount(0);

    // Other workers list and delete Bajaj bikes meanwhile: should the last page move between the
    // notice and the click, the link is followed again from a fresh notice.
    await expect(async () => {
      await page.goto('/category/2?page=99');
      const past = page.getByTestId('past-the-end');
      await expect(past).toContainText(
        /Page 99 is past the end: there (is 1 page|are \d+ pages) of Bajaj bikes\./,
      );
      await expect(page.getByTestId('empty-listing')).toHaveCount(0);
      await past.getByRole('link', { name: /Go to the last page/ }).click();
      await expect(page).toHaveURL(/page=\d+|\/category\/2$/);
      await expect(page.getByTestId('bike-card').first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  });
});

test.describe('6. when an unpaid booking lapses', () => {
  test('Book Now’s success says by when to pay, and the seller sees until when the bike is held', async ({
    page,
    browser,
    seller,
  }) => {
    const {
      _id: bikeId,
      product_name: model,
      listing,
    } = await listBike(seller, {
      product_name: `Lapse ${uniqueTag()} Discover`,
    });
    const context = await browser.newContext();
    const buyerPage = await context.newPage();
    const buyer = await signUpViaApi(context.request, { role: 'Buyer' });
    await loginAs(buyerPage, buyer, listing);
    const card = buyerPage.getByTestId('bike-card').filter({ hasText: model });
    await card.getByRole('button', { name: 'Book Now' }).click();
    const modal = buyerPage.getByTestId('book-now-modal');
    await expect(modal.getByLabel('Price')).toHaveValue('1,60,000 Taka');
    // Typed with the country code: accepted and kept as 01….
    await modal.getByLabel('Phone').fill('+8801712345678');
    await modal.getByLabel('Location').fill('Dhanmondi, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();
    const alert = buyerPage.getByTestId('dialog');
    await expect(alert).toContainText(`You have Booked ${model}`);
    await expect(alert).toContainText(
      /Pay by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [AP]M \(Dhaka time\)/,
    );
    const orders = await (
      await buyerPage.request.get(`/api/orders?email=${encodeURIComponent(buyer.email)}`)
    ).json();
    expect(orders.find((o: { productID: string }) => o.productID === bikeId)?.buyerMobile).toBe(
      '01712345678',
    );
    await context.close();

    await loginAs(page, seller, '/dashboard/myProducts');
    const mine = page.getByTestId('my-product').filter({ hasText: model });
    await expect(mine.getByTestId('booked-until')).toContainText(
      /held until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [AP]M/,
    );
  });
});

test.describe('7. forms written for people', () => {
  test('sign-up says a too-long name in words, never zod’s', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('N'.repeat(101));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please use at most 100 characters.')).toBeVisible();
    await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
  });

  test('Kilometres driven on the buy page; "ns 160" finds NS160; Report To Admin asks first', async ({
    page,
    seller,
    buyer,
  }) => {
    const tag = uniqueTag();
    await listBike(seller, { product_name: `Spaced ${tag} NS160`, milage: 12000 });
    await loginAs(page, buyer, `/category/2?q=${encodeURIComponent(`SPACED ${tag} ns 160`)}`);
    const card = page.getByTestId('bike-card').filter({ hasText: `Spaced ${tag} NS160` });
    await expect(card).toHaveCount(1);

    await card.getByRole('button', { name: 'Report To Admin' }).click();
    const dialog = page.getByTestId('reason-dialog');
    await expect(dialog).toContainText(`Report Spaced ${tag} NS160 to an admin?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await card.getByRole('link', { name: 'Buy' }).click();
    // product.md's field is spelt `milage`; people read what it is (ADR 0087), spelt right.
    const facts = page.getByTestId('bike-page-facts');
    await expect(facts.getByText('Kilometres Driven', { exact: true })).toBeVisible();
    await expect(facts).toContainText('12,000 km');
    await expect(page.getByText(/milage/i)).toHaveCount(0);
  });
});

test.describe('11. a seller and their own bike', () => {
  test('no Book Now or Buy on it; the API refuses with "This is your own bike."', async ({
    page,
    seller,
    bike,
  }) => {
    const { _id: bikeId, product_name: model } = bike;
    await loginAs(page, seller, bike.listing);
    const card = page.getByTestId('bike-card').filter({ hasText: model });
    await expect(card.getByTestId('own-bike')).toHaveText('This is your own bike.');
    await expect(card.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Buy' })).toHaveCount(0);

    await page.goto(`/bikeDetails/${bikeId}`);
    await expect(page.getByTestId('own-bike')).toHaveText('This is your own bike.');
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    const res = await page.request.post('/api/bookings', {
      data: { productID: bikeId, buyerMobile: '01712345678', buyerLocation: 'Dhaka' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('This is your own bike.');
  });
});

test.describe('a phone on slow data', () => {
  test('the category page fetches its lead picture before any other card picture', async ({
    page,
    buyer,
  }) => {
    await page.setViewportSize(PHONE);
    // Every start and end of a picture request, in the order the browser reported them.
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/')) events.push(`start ${new URL(request.url()).pathname}`);
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('/media/')) events.push(`done ${new URL(request.url()).pathname}`);
    });
    // The lead (the first picture the page asks for, from its head) is held back as on a slow link.
    let held = false;
    await page.route('**/media/**', async (route) => {
      if (held) return route.continue();
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    });
    await loginAs(page, buyer, '/category/1');
    const cards = page.locator('main img[src^="/media/"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    const lead = await page
      .locator('main img[fetchpriority="high"]')
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    await page.waitForLoadState('networkidle');
    const leadDone = events.indexOf(`done ${lead}`);
    expect(leadDone, events.join('\n')).toBeGreaterThanOrEqual(0);
    const othersStarted = events.filter((e) => e.startsWith('start ') && e !== `start ${lead}`);
    expect(othersStarted.length, events.join('\n')).toBeGreaterThan(1);
    for (const start of othersStarted) {
      expect(events.indexOf(start), events.join('\n')).toBeGreaterThan(leadDone);
    }
  });
});
