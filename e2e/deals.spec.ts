import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  ADMIN,
  axeOnStillPage,
  type E2EBike,
  type E2EUser,
  expect,
  loginAs,
  solidPng,
  test,
} from './fixtures';

/**
 * docs/product.md#the-deal: the whole deal in the browser, on a 390 px phone, once in English and once
 * in Bangla. The buyer pays; the seller sends the papers and offers times; the buyer picks one; the
 * seller enters the buyer's code; the inspection time passes (the deal's own clock, moved by the e2e
 * server's test control, ADR 0170) and the seller's payable appears; the seller adds a bKash wallet on
 * their Payouts page, an admin makes the manual bank batch (its CSV downloaded and its row checked) and
 * records the bank's reference, and the seller sees the payout paid with it (ADR 0161, 0162). axe on
 * every deal and Payouts page it opens.
 *
 * The two languages run one after the other: a bank batch takes every due payable whose seller has an
 * account, so two journeys at once would batch each other's payables.
 */
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: {
    pay: 'Pay',
    openDeal: 'Open the deal',
    held: 'Paid, money held',
    papersShared: 'Papers shared',
    handedOver: 'Handed over',
    completed: 'Completed',
    waitPapers: 'Wait for the seller to share the papers',
    shareButton: 'Share the papers',
    chassis: 'Chassis number',
    engine: 'Engine number',
    place: 'Place',
    firstTime: 'First time',
    offer: 'Offer these times',
    pickButton: 'Pick this time',
    handOver: 'Hand over',
    codeLabel: "The buyer's 6-digit code",
    triesAfterWrong: 'Wrong codes you may still enter: 4',
    waitTimes: 'Wait for the seller to offer a place and times to meet',
    pickTime: 'Pick one of the times the seller offered',
    meetAndCheck:
      'Meet the seller at the time you picked; check the bike and its papers, then give your code',
    inspect: 'Check the bike and its papers; open a dispute if something is wrong',
    payout: 'The deal is complete: Best Bikes pays you within 10 days.',
    payable: '1,60,000 Taka',
    payouts: 'Payouts',
    accountName: 'Name on the account',
    wallet: 'Wallet number',
    walletTyped: '017 1234 5678',
    saveAccount: 'Save payout account',
    makeBatch: 'Make a bank batch of what is due',
    inBatch: 'In a bank batch',
    reference: 'Bank or wallet reference',
    recordPaid: 'Record as paid',
    paid: 'Paid',
    paidAmount: '1,60,000 Taka',
  },
  bn: {
    pay: 'পরিশোধ করুন',
    openDeal: 'ডিল খুলুন',
    held: 'পরিশোধিত, টাকা জমা',
    papersShared: 'কাগজপত্র দেওয়া হয়েছে',
    handedOver: 'হস্তান্তরিত',
    completed: 'সম্পন্ন',
    waitPapers: 'বিক্রেতার কাগজপত্র দেওয়ার অপেক্ষা করুন',
    shareButton: 'কাগজপত্র দিন',
    chassis: 'চেসিস নম্বর',
    engine: 'ইঞ্জিন নম্বর',
    place: 'জায়গা',
    firstTime: 'প্রথম সময়',
    offer: 'এই সময়গুলো প্রস্তাব করুন',
    pickButton: 'এই সময় বাছুন',
    handOver: 'হস্তান্তর করুন',
    codeLabel: 'ক্রেতার ৬ অঙ্কের কোড',
    triesAfterWrong: 'আর যতবার ভুল কোড দিতে পারবেন: ৪',
    waitTimes: 'বিক্রেতা দেখা করার জায়গা ও সময় প্রস্তাব করা পর্যন্ত অপেক্ষা করুন',
    pickTime: 'বিক্রেতার প্রস্তাব করা সময়গুলোর একটি বাছুন',
    meetAndCheck: 'আপনার বাছাই করা সময়ে বিক্রেতার সাথে দেখা করুন; বাইক ও কাগজপত্র যাচাই করুন, তারপর আপনার কোড দিন',
    inspect: 'বাইক ও কাগজপত্র যাচাই করুন; কিছু ভুল হলে অভিযোগ করুন',
    payout: 'ডিল সম্পন্ন: Best Bikes ১০ দিনের মধ্যে আপনাকে টাকা দেবে।',
    payable: '৳ ১,৬০,০০০',
    payouts: 'পেআউট',
    accountName: 'অ্যাকাউন্টে থাকা নাম',
    wallet: 'ওয়ালেট নম্বর',
    walletTyped: '০১৭১২৩৪৫৬৭৮',
    saveAccount: 'পেআউট অ্যাকাউন্ট সংরক্ষণ করুন',
    makeBatch: 'যা পাওনা তার একটি ব্যাংক ব্যাচ তৈরি করুন',
    inBatch: 'ব্যাংক ব্যাচে',
    reference: 'ব্যাংক বা ওয়ালেটের রেফারেন্স',
    recordPaid: 'দেওয়া হয়েছে হিসেবে লিখুন',
    paid: 'পরিশোধিত',
    paidAmount: '৳ ১,৬০,০০০',
  },
} as const;
type Lang = keyof typeof WORDS;

async function phoneAs(browser: Browser, user: E2EUser, lang: Lang, path: string): Promise<Page> {
  const url = test.info().project.use.baseURL as string;
  // A context of its own (a second person), with what the project gives its pages.
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: url,
    extraHTTPHeaders: { origin: url },
  });
  if (lang === 'bn') await context.addCookies([{ name: 'lang', value: 'bn', url }]);
  const page = await context.newPage();
  await loginAs(page, user, path);
  return page;
}

/** axe's serious findings on a settled page, and nothing wider than the phone. */
async function checkPage(page: Page) {
  await expect(page.getByTestId('deal-page')).toBeVisible();
  const violations = (await axeOnStillPage(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(violations).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);
}

/** A Payouts page at 390 px: axe's serious findings, and nothing wider than the phone. */
async function checkPayoutsPage(page: Page) {
  const violations = (await axeOnStillPage(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(violations).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);
}

/** The CSV's rows as cells (the batch file quotes no cell of this journey's row). */
function csvRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** Books the bike through the API, then pays on the payment page with the test card. */
async function pay(page: Page, bike: E2EBike, words: (typeof WORDS)[Lang]) {
  const res = await page.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  expect((await res.json()).acknowledged).toBe(true);
  await page.goto('/dashboard/myOrders');
  await page
    .getByTestId('order-row')
    .filter({ hasText: bike.product_name })
    .getByRole('link', { name: words.pay, exact: true })
    .click();
  const form = page.getByTestId('card-form');
  await form.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await form
    .locator('input[autocomplete="cc-exp"]')
    .fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await form.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('payment-success')).toBeVisible();
}

/** Reloads a deal page and waits for it (a busy machine takes longer than one expectation's wait). */
async function reloadDeal(page: Page) {
  await page.reload();
  await expect(page.getByTestId('deal-page')).toBeVisible({ timeout: 30_000 });
}

/** Tomorrow at 17:30 in Dhaka, as a datetime-local value (the deal's times are Dhaka time). */
function tomorrowInDhaka(): string {
  const dhaka = new Date(Date.now() + 6 * 3600_000 + 24 * 3600_000);
  return `${dhaka.toISOString().slice(0, 10)}T17:30`;
}

for (const lang of ['en', 'bn'] as const) {
  test(`a deal from payment to the seller's payable (${lang})`, async ({ browser, buyer, seller, bike }) => {
    // Two people, a payment, uploads and a dozen pages: longer than one page's test.
    test.setTimeout(600_000);
    const words = WORDS[lang];

    // The buyer pays; My Orders shows the deal and what comes next.
    const buyerPage = await phoneAs(browser, buyer, lang, '/');
    await pay(buyerPage, bike, words);
    await buyerPage.goto('/dashboard/myOrders');
    const order = buyerPage.getByTestId('order-row').filter({ hasText: bike.product_name });
    await expect(order.getByTestId('deal-summary')).toContainText(words.held);
    await expect(order.getByTestId('deal-summary')).toContainText(words.waitPapers);
    await order.getByRole('link', { name: words.openDeal }).click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/deals\/[^/]+$/);
    const dealId = buyerPage.url().split('/').at(-1) as string;
    const code = ((await buyerPage.getByTestId('handover-code-digits').textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{6}$/);
    await expect(buyerPage.getByTestId('handover-qr')).toBeVisible();
    await expect(buyerPage.getByTestId('deal-next')).toContainText(words.waitPapers);
    await checkPage(buyerPage);

    // The seller finds the sale on My Products, sends the papers and offers a time.
    const sellerPage = await phoneAs(browser, seller, lang, '/dashboard/myProducts');
    const sale = sellerPage.getByTestId('seller-deal').filter({ hasText: bike.product_name });
    await sale.getByRole('link', { name: words.openDeal }).click();
    await expect(sellerPage.getByTestId('deal-state')).toHaveText(words.held);
    await checkPage(sellerPage);
    // The code is the buyer's alone.
    await expect(sellerPage.getByText(code)).toHaveCount(0);
    for (const [kind, colour] of [
      ['registration', [200, 40, 40]],
      ['tax_token', [40, 200, 40]],
      ['insurance', [40, 40, 200]],
    ] as const) {
      await sellerPage
        .locator(`#paper-${kind}`)
        .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: solidPng(40, 30, [...colour]) });
      await expect(sellerPage.getByTestId(`paper-${kind}`).getByTestId('paper-sent')).toBeVisible();
    }
    await sellerPage.getByLabel(words.chassis).fill('md2a11cz9kca12345');
    await sellerPage.getByLabel(words.engine).fill('JCZCKA12345');
    await sellerPage.getByRole('button', { name: words.shareButton, exact: true }).click();
    await expect(sellerPage.getByTestId('deal-state')).toHaveText(words.papersShared);
    // No time offered yet: the buyer is told to wait for one.
    await reloadDeal(buyerPage);
    await expect(buyerPage.getByTestId('deal-next')).toContainText(words.waitTimes);
    await sellerPage.getByLabel(words.place, { exact: true }).fill('Dhanmondi 27, Padma fuel station');
    await sellerPage.getByLabel(words.firstTime).fill(tomorrowInDhaka());
    await sellerPage.getByRole('button', { name: words.offer }).click();
    await expect(sellerPage.getByTestId('deal-timeline')).toContainText('Dhanmondi 27, Padma fuel station');

    // The buyer sees the papers (through the authorized route) and picks the time.
    await reloadDeal(buyerPage);
    await expect(buyerPage.getByTestId('deal-state')).toHaveText(words.papersShared);
    await expect(buyerPage.getByTestId('paper-numbers')).toContainText('MD2A11CZ9KCA12345');
    const photos = buyerPage.getByTestId('papers').getByRole('img');
    await expect(photos).toHaveCount(3);
    await expect
      .poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await expect(buyerPage.getByTestId('deal-next')).toContainText(words.pickTime);
    const checks = buyerPage.getByTestId('checklist').getByRole('checkbox');
    await expect(checks).toHaveCount(4);
    for (const box of await checks.all()) await box.check();
    await buyerPage.getByTestId('meeting').getByRole('radio').first().check();
    await buyerPage.getByRole('button', { name: words.pickButton }).click();
    await expect(buyerPage.getByTestId('meeting-chosen')).toBeVisible();
    await expect(buyerPage.getByTestId('deal-next')).toContainText(words.meetAndCheck);
    await checkPage(buyerPage);

    // At the meeting the seller types a wrong code, then the buyer's.
    await reloadDeal(sellerPage);
    await expect(sellerPage.getByTestId('meeting-chosen')).toBeVisible();
    const codeBox = sellerPage.getByLabel(words.codeLabel);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeBox.fill(wrong);
    await sellerPage.getByRole('button', { name: words.handOver, exact: true }).click();
    await expect(sellerPage.getByTestId('dialog')).toBeVisible();
    await sellerPage.getByTestId('dialog').getByRole('button').click();
    await expect(sellerPage.getByTestId('tries-left')).toHaveText(words.triesAfterWrong);
    await codeBox.fill(code);
    await sellerPage.getByRole('button', { name: words.handOver, exact: true }).click();
    await expect(sellerPage.getByTestId('deal-state')).toHaveText(words.handedOver);
    await checkPage(sellerPage);

    // The buyer now has the inspection time, with its deadline.
    await reloadDeal(buyerPage);
    await expect(buyerPage.getByTestId('deal-state')).toHaveText(words.handedOver);
    await expect(buyerPage.getByTestId('deal-next')).toContainText(words.inspect);
    await expect(buyerPage.getByTestId('handover-code-digits')).toHaveCount(0);

    // The deal's clock runs past the inspection time: it completes and the payable appears.
    const moved = await buyerPage.request.post(`/api/test/deals/${dealId}/clock`, { data: { hours: 49 } });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(async () => {
      await sellerPage.reload();
      await expect(sellerPage.getByTestId('deal-state')).toHaveText(words.completed, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(sellerPage.getByTestId('deal-payable')).toHaveText(words.payable);
    await expect(sellerPage.getByTestId('payout-due')).toHaveText(words.payout);
    await checkPage(sellerPage);

    await sellerPage.goto('/dashboard/myProducts');
    await expect(
      sellerPage
        .getByTestId('seller-deal')
        .filter({ hasText: bike.product_name })
        .getByTestId('deal-summary'),
    ).toContainText(words.completed);

    // The seller says where to be paid: the name on the account starts as theirs.
    await sellerPage.goto('/dashboard/payouts');
    await expect(sellerPage.getByRole('heading', { name: words.payouts, level: 1 })).toBeVisible();
    await expect(sellerPage.getByTestId('payouts-no-account')).toBeVisible();
    await expect(sellerPage.getByTestId('payouts-pending')).toHaveText(words.paidAmount);
    await checkPayoutsPage(sellerPage);
    await expect(sellerPage.getByLabel(words.accountName)).toHaveValue(seller.name);
    await sellerPage.getByLabel(words.wallet).fill(words.walletTyped);
    await sellerPage.getByRole('button', { name: words.saveAccount }).click();
    await expect(sellerPage.getByTestId('payouts-no-account')).toHaveCount(0);

    // An admin makes the bank batch: its CSV has this payout's row with the seller's wallet.
    const adminPage = await phoneAs(browser, ADMIN, lang, '/dashboard/sellerPayouts');
    const row = adminPage.getByTestId('admin-payout').filter({ hasText: bike.product_name });
    await expect(row).toBeVisible();
    const payableId = (await row.getAttribute('data-payable')) as string;
    await checkPayoutsPage(adminPage);
    const download = adminPage.waitForEvent('download');
    await adminPage.getByRole('button', { name: words.makeBatch }).click();
    const file = await (await download).path();
    const [header, ...rows] = csvRows(readFileSync(file, 'utf8'));
    const line = rows.find((cells) => cells[0] === payableId);
    expect(line, 'the batch CSV has this payout').toBeTruthy();
    const cell = (name: string) => line?.[header?.indexOf(name) ?? -1];
    expect(cell('seller_name')).toBe(seller.name);
    expect(cell('method')).toBe('bkash');
    expect(cell('account_name')).toBe(seller.name);
    expect(cell('wallet_number')).toBe('01712345678');
    expect(cell('amount_bdt')).toBe('160000.00');
    await expect(row).toContainText(words.inBatch);

    // The bank paid it: the admin records the reference, read back before it is kept.
    const reference = `DBBL-${lang}-${Date.now().toString(36)}`.toUpperCase();
    await row.getByLabel(words.reference).fill(reference);
    await row.getByRole('button', { name: words.recordPaid }).click();
    const dialog = adminPage.getByTestId('dialog');
    await expect(dialog).toContainText(reference);
    await checkPayoutsPage(adminPage);
    await dialog.getByRole('button', { name: words.recordPaid }).click();
    await expect(row).toContainText(reference);
    await expect(row.getByTestId('payout-reference-input')).toHaveCount(0);

    // The seller sees it paid, with the bank's reference.
    await sellerPage.reload();
    const payout = sellerPage.getByTestId('payout').filter({ hasText: bike.product_name });
    await expect(payout).toContainText(words.paid);
    await expect(payout.getByTestId('payout-when')).toContainText(reference);
    await expect(sellerPage.getByTestId('payouts-paid')).toHaveText(words.paidAmount);
    await checkPayoutsPage(sellerPage);
    await adminPage.context().close();
    await buyerPage.context().close();
    await sellerPage.context().close();
  });
}

test('a deposit at checkout: both sides see the rest paid at the handover', async ({
  browser,
  buyer,
  seller,
  bike,
}) => {
  test.setTimeout(300_000);
  const words = WORDS.en;
  // 10 % (DEPOSIT_PERCENT's default) of the fixture's 1,60,000 Taka, the rest paid in person.
  const rest = 'the rest, 1,44,000 Taka, is paid to the seller at the handover';
  const heldState = 'Deposit paid, money held';
  const paidStep =
    'Deposit of 16,000 Taka paid and held by Best Bikes; the rest, 1,44,000 Taka, is paid to the seller at the handover';
  /** The page at a phone's and a desktop's width, light and dark, for a person to look at. */
  const shots = async (page: Page, name: string) => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.evaluate((value) => {
          document.documentElement.setAttribute('data-theme', value);
          document.documentElement.classList.toggle('dark', value === 'dark');
        }, theme);
        await page.screenshot({
          path: test.info().outputPath(`${name}-${width}-${theme}.png`),
          fullPage: true,
        });
      }
    }
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-theme', 'light');
      document.documentElement.classList.remove('dark');
    });
    await page.setViewportSize(PHONE);
  };
  const buyerPage = await phoneAs(browser, buyer, 'en', '/');
  const res = await buyerPage.request.post('/api/bookings', {
    data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
  });
  expect((await res.json()).acknowledged).toBe(true);
  await buyerPage.goto('/dashboard/myOrders');
  await buyerPage
    .getByTestId('order-row')
    .filter({ hasText: bike.product_name })
    .getByRole('link', { name: words.pay, exact: true })
    .click();
  await expect(buyerPage.getByTestId('amount-line')).toContainText('1,60,000 Taka');
  await buyerPage.getByTestId('pay-deposit').check();
  await expect(buyerPage.getByTestId('amount-line')).toContainText('You have to pay 16,000 Taka');
  await expect(buyerPage.getByTestId('rest-at-handover')).toHaveText(
    'This is a deposit: the rest, 1,44,000 Taka, is paid to the seller at the handover.',
  );
  // The checkout at a phone's and a desktop's width, light and dark, for a person to look at.
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1366]) {
      await buyerPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await buyerPage.evaluate((value) => {
        document.documentElement.setAttribute('data-theme', value);
        document.documentElement.classList.toggle('dark', value === 'dark');
      }, theme);
      await buyerPage.screenshot({
        path: test.info().outputPath(`checkout-deposit-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await buyerPage.setViewportSize(PHONE);
  const violations = (await axeOnStillPage(buyerPage)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(violations.map((v) => v.id)).toEqual([]);
  const form = buyerPage.getByTestId('card-form');
  await form.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await form
    .locator('input[autocomplete="cc-exp"]')
    .fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await form.locator('input[autocomplete="cc-csc"]').fill('123');
  await buyerPage.getByTestId('pay-button').click();
  await expect(buyerPage.getByTestId('payment-success')).toBeVisible();
  await expect(buyerPage.getByTestId('amount-line')).toContainText('you have paid 16,000 Taka');
  // Opened again later, the page still says the deposit was paid, not the price.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('amount-line')).toContainText('you have paid 16,000 Taka');
  await expect(buyerPage.getByTestId('rest-at-handover')).toHaveText(
    'This is a deposit: the rest, 1,44,000 Taka, is paid to the seller at the handover.',
  );

  // The buyer: My Orders and the deal page say what is left to pay, and to whom.
  await buyerPage.goto('/dashboard/myOrders');
  const order = buyerPage.getByTestId('order-row').filter({ hasText: bike.product_name });
  await expect(order.getByTestId('deposit-note')).toContainText(rest);
  await expect(order.getByTestId('deal-summary').locator('.badge')).toHaveText(heldState);
  await shots(buyerPage, 'my-orders-deposit');
  await order.getByRole('link', { name: words.openDeal }).click();
  await expect(buyerPage.getByTestId('deposit-note')).toContainText(rest);
  await expect(buyerPage.getByTestId('due-at-handover')).toHaveText('1,44,000 Taka');
  // The timeline's first step says what was paid and held, and what the seller gets at the handover.
  await expect(buyerPage.getByTestId('deal-state')).toHaveText(heldState);
  await expect(buyerPage.getByTestId('deal-timeline').locator('li').first()).toContainText(paidStep);
  await shots(buyerPage, 'deal-deposit');
  await checkPage(buyerPage);

  // The seller: My Products and the deal page say the same.
  const sellerPage = await phoneAs(browser, seller, 'en', '/dashboard/myProducts');
  const sale = sellerPage.getByTestId('seller-deal').filter({ hasText: bike.product_name });
  await expect(sale.getByTestId('deposit-note')).toContainText(rest);
  await expect(sale.getByTestId('deal-summary').locator('.badge')).toHaveText(heldState);
  await sale.getByRole('link', { name: words.openDeal }).click();
  await expect(sellerPage.getByTestId('deposit-note')).toContainText(rest);
  await expect(sellerPage.getByTestId('due-at-handover')).toHaveText('1,44,000 Taka');
  await expect(sellerPage.getByTestId('deal-timeline').locator('li').first()).toContainText(paidStep);
  await checkPage(sellerPage);
  await buyerPage.context().close();
  await sellerPage.context().close();
});
