import type { Page } from '@playwright/test';
import { type E2EBike, type E2EUser, expect, loginAs, test } from './fixtures';

/**
 * Dates, numbers and card details as people here read and type them, on a phone (ADRs 0114–0116).
 */

test.use({ viewport: { width: 390, height: 844 } });

const EN_MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** "9 Nov 2026, 7:41 PM": day, month, year, then the time. */
const ENGLISH_DATE_TIME = new RegExp(`^\\d{1,2} ${EN_MONTH} \\d{4}, \\d{1,2}:\\d{2} [AP]M$`);
/** "৯ নভে ২০২৬, সন্ধ্যা ৭:৪১": Bangla digits, month and part of the day. */
const BANGLA_DATE_TIME =
  /[০-৯]{1,2} (জানু|ফেব|মার্চ|এপ্রি|মে|জুন|জুল|আগ|সেপ|অক্টো|নভে|ডিসে) [০-৯]{4}, (ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]{1,2}:[০-৯]{2}/;

async function inBangla(page: Page): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the Playwright project has no baseURL');
  await page.context().addCookies([{ name: 'lang', value: 'bn', url }]);
}

const cardOf = (page: Page, bike: E2EBike) =>
  page
    .getByTestId('bike-card')
    .filter({ has: page.getByTestId('bike-model').getByText(bike.product_name, { exact: true }) });

test('a posted date reads day, month, year in Dhaka time, one form per language', async ({
  page,
  buyer,
  bike,
}) => {
  await loginAs(page, buyer, bike.listing);
  const card = cardOf(page, bike);
  const posted = (label: string) => card.locator(`dt:text-is("${label}") + dd`);
  // "26 Nov 2026, 8:38 PM", not "11-26-2026 08:38 PM" (whose "11-09-2026" reads as 11 September here).
  await expect(posted('Posted')).toHaveText(ENGLISH_DATE_TIME);

  await inBangla(page);
  await page.goto(bike.listing);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(posted('পোস্ট করা হয়েছে')).toHaveText(BANGLA_DATE_TIME);
  await expect(posted('পোস্ট করা হয়েছে')).not.toHaveText(/AM|PM|\d/);
});

test('numbers typed in Bangla digits are read: a price filter and a phone number', async ({
  page,
  buyer,
  bike,
}) => {
  await inBangla(page);
  await loginAs(page, buyer, `/bikes?q=${encodeURIComponent(bike.product_name)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // The phone's filter panel: a Bangla price is the number, and Apply folds the panel away.
  const drawer = page.getByTestId('filters-drawer');
  await drawer.locator('summary').click();
  const priceTo = drawer.locator('input[name="price_max"]');
  await expect(priceTo).toBeVisible();
  // A hint that cannot pass for a value already set.
  await expect(priceTo).not.toHaveAttribute('placeholder', /\d/);
  await priceTo.fill('১,২৫,০০০');
  await drawer.getByTestId('apply-ranges').click();
  await expect(page).toHaveURL(/[?&]price_max=125000(&|$)/);
  await expect(drawer).not.toHaveAttribute('open');

  // A phone number in Bangla digits books the bike.
  await page.goto(bike.listing);
  await cardOf(page, bike).getByRole('button', { name: 'এখনই বুক করুন' }).click();
  const modal = page.getByTestId('book-now-modal');
  await modal.getByLabel('ফোন').fill('০১৯১১২২৩৩৪৪');
  await modal.locator('[name="buyerLocation"]').fill('মিরপুর, ঢাকা');
  await modal.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(modal).toHaveCount(0);
  const orders = await page.request.get(`/api/orders?email=${encodeURIComponent(buyer.email)}`);
  const list = (await orders.json()) as { productID: string; buyerMobile: string }[];
  expect(list.find((o) => o.productID === bike._id)?.buyerMobile).toBe('01911223344');
});

async function bookAndOpenPayment(page: Page, buyer: E2EUser, bike: E2EBike): Promise<void> {
  await loginAs(page, buyer, '/');
  const res = await page.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  const { insertedId } = (await res.json()) as { insertedId: string };
  await page.goto(`/dashboard/payment/${insertedId}`);
}

test('the card form shapes the number in fours and the expiry as MM/YY; paying makes no failing call', async ({
  page,
  buyer,
  bike,
}) => {
  await bookAndOpenPayment(page, buyer, bike);
  const form = page.getByTestId('card-form');
  const number = form.getByLabel('Card number');
  const expiry = form.getByLabel('Expiry (MM/YY)');
  await number.pressSequentially('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  for (const typed of ['0828', '08 28', '08-28']) {
    await expect(async () => {
      await expiry.fill('');
      await expiry.pressSequentially(typed);
      await expect(expiry).toHaveValue('08/28', { timeout: 1_000 });
    }).toPass();
  }
  await form.getByLabel('CVC').fill('123');

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const pay = page.getByTestId('pay-button');
  await pay.click();
  await expect(pay).toHaveText('Paid');
  await expect(page.getByText('Product Removed From Category Details')).toBeVisible();
  // Whatever the page refreshes after the payment has answered by the time the history loads.
  await page.getByRole('link', { name: 'Card Payment History' }).click();
  await expect(page.getByTestId('payment-item').first()).toBeVisible();
  expect(failed).toEqual([]);
});
